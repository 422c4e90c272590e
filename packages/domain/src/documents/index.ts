export * from './document-status.ts';
export * from './document-messages.ts';
export * from './document-rules.ts';
export * from './documents-summary.ts';
export * from './refusal-reasons.ts';
