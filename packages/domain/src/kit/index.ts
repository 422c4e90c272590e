export * from './merge-fields.ts';
export * from './kit-states.ts';
export * from './template-messages.ts';
