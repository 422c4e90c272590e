export * from './mail-events.ts';
export * from './chat-text.ts';
