export * from './merge-fields.ts';
export * from './template-messages.ts';
