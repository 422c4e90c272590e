export * from './merge-fields.ts';
export * from './kit-states.ts';
export * from './flow.ts';
export * from './template-messages.ts';
export * from './kit-retention.ts';
