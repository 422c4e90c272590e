export * from './kinds.ts';
export * from './match-fields.ts';
export * from './ocr-text.ts';
export * from './text-similarity.ts';
export * from './check-document.ts';
