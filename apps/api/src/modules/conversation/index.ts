/**
 * What the conversation module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { sendChatNotices } from './notice-job.ts';
export { candidateUnread, listConversations, readThread, staffUnread } from './threads.ts';
export { markRead, writeMessage } from './write-message.ts';
