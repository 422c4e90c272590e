/**
 * Delivery job for the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED so several
 * API processes can run it together; a failure is retried with exponential backoff
 * (1 min, 2, 4 … capped at 1 h) and given up after 10 attempts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

export interface MailSender {
  send(mail: { from: string; to: string; subject: string; text: string; html: string | null }): Promise<void>;
}

export const MAX_ATTEMPTS = 10;

export async function createSmtpSender(smtpUrl: string): Promise<MailSender> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.default.createTransport(smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
      });
    },
  };
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/**
 * Sends what is due; answers how many were sent. Rows are leased for 5 minutes by one
 * short statement, then sent outside any transaction (a slow SMTP server must not hold
 * the database); a process that dies mid-send leaves the row to be retried after the lease.
 */
export async function deliverDueMail(db: Db, sender: MailSender, from: string, batch = 20): Promise<number> {
  const rows = rowsOf<OutboxRow>(
    await db.execute(sql`
      update mail_outbox set next_attempt_at = now() + interval '5 minutes'
      where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
                   order by id limit ${batch} for update skip locked)
      returning id, to_address, subject, text_body, html_body, attempts`),
  );
  let sent = 0;
  for (const row of rows) {
    try {
      await sender.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1,
        last_error = null where id = ${row.id}`);
      sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const delaySeconds = Math.min(3600, 60 * 2 ** (attempts - 1));
      const message = err instanceof Error ? err.message.slice(0, 500) : 'erro desconhecido';
      await db.execute(sql`update mail_outbox set attempts = ${attempts}, last_error = ${message},
        status = ${attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'},
        next_attempt_at = now() + make_interval(secs => ${delaySeconds}) where id = ${row.id}`);
    }
  }
  return sent;
}
