/**
 * What the mail module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { createSmtpSender, deliverDueMail } from './deliver.ts';
export type { MailSender } from './deliver.ts';
export { fileMailSender } from './file-sender.ts';
export { MAIL_DIR, deleteMailFiles } from './mail-files.ts';
export { composeMail } from './mail-templates.ts';
export type { DigestEntry, MailInputs } from './mail-templates.ts';
export { enqueueMail } from './outbox.ts';
export { renderMail, type MailBrand, type MailContent } from './templates.ts';
export { inertText } from './inert-text.ts';
