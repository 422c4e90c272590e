export * from './merge-fields.ts';
export * from './flow.ts';
