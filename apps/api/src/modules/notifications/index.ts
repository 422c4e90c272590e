/**
 * What the notifications module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { brandOf, candidateFacts, candidateLink } from './candidate-facts.ts';
export { sendHrDigests } from './hr-digest.ts';
export { noticeHr } from './hr-notices.ts';
export { previewMail } from './preview.ts';
export { mailStatusChange } from './status-mail.ts';
export type { StatusMailDetail } from './status-mail.ts';
