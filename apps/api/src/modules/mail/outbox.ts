/**
 * The mail outbox: modules enqueue in the same transaction as their change; the delivery
 * job sends (or, without SMTP_URL, prints to the log) and retries with backoff.
 */
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailContent } from './templates.ts';

export async function enqueueMail(db: Db, to: string, content: MailContent): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to, subject: content.subject, text: content.text, html: content.html });
}
