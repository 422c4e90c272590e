/**
 * Delivery job for the outbox (decision 058). Every process runs it; each message is claimed
 * alone with FOR UPDATE SKIP LOCKED and leased to the process for LEASE_SECONDS, renewed while the
 * SMTP server takes it, so a process that dies mid-send holds its message for seconds, not minutes,
 * and nobody else sends a message that is still being sent. A failure is retried with exponential
 * backoff (1 min, 2, 4 … capped at 1 h) and given up after 10 attempts.
 *
 * Delivery is at least once: a crash after the SMTP server accepted a message and before its
 * 'sent' mark is written cannot be told from a crash before sending, so the message goes again.
 * Its Message-ID comes from the outbox row, so the repeat carries the same one and mail programs
 * and servers can recognise it. The 'sent' mark itself is retried for a while (a database that
 * restarts mid-send), which makes that repeat rare.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** stable per outbox row: `<…@…>` */
  messageId: string;
  /** the outbox row (the file sender names its file after it) */
  outboxId: number;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export const MAX_ATTEMPTS = 10;
/** a claimed message is another process's to take after this long without a renewal */
export const LEASE_SECONDS = 30;
const RENEW_EVERY_MS = 10_000;
/** the 'sent' mark is tried again over about this long before the lease decides */
const MARK_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000];

/** SMTP waits (nodemailer's defaults are minutes): a server that hangs is left and retried */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export async function createSmtpSender(smtpUrl: string): Promise<MailSender> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.default.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        messageId: m.messageId,
      });
    },
  };
}

/** `<outbox.<id>.<created ms>@<domain of the sender>>`: the same for every attempt of one row */
export function outboxMessageId(id: number, createdAtMs: number, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'admissao.local';
  return `<outbox.${id}.${createdAtMs}@${domain}>`;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  created_ms: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claimOne(db: Db): Promise<OutboxRow | undefined> {
  const [row] = rowsOf<OutboxRow>(
    await db.execute(sql`
      update mail_outbox set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id = (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
                  order by next_attempt_at, id limit 1 for update skip locked)
      returning id, to_address, subject, text_body, html_body, attempts,
        (extract(epoch from created_at) * 1000)::bigint::text as created_ms`),
  );
  return row;
}

/** keeps the lease while `work` runs; a renewal that fails is left to the next one */
async function whileLeased<T>(db: Db, id: number, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    db.execute(
      sql`update mail_outbox set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
          where id = ${id} and status = 'pending'`,
    ).catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

async function markSent(db: Db, id: number): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1,
        last_error = null where id = ${id}`);
      return;
    } catch (err) {
      const delay = MARK_RETRY_DELAYS_MS[i];
      if (delay === undefined) throw err;
      await sleep(delay);
    }
  }
}

async function markFailed(db: Db, row: OutboxRow, err: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const delaySeconds = Math.min(3600, 60 * 2 ** (attempts - 1));
  const message = err instanceof Error ? err.message.slice(0, 500) : 'erro desconhecido';
  await db.execute(sql`update mail_outbox set attempts = ${attempts}, last_error = ${message},
    status = ${attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'},
    next_attempt_at = now() + make_interval(secs => ${delaySeconds}) where id = ${row.id}`);
}

/** Sends what is due, one claimed message at a time; answers how many were sent. */
export async function deliverDueMail(db: Db, sender: MailSender, from: string, batch = 20): Promise<number> {
  let sent = 0;
  for (let n = 0; n < batch; n++) {
    const row = await claimOne(db);
    if (!row) break;
    const delivered = await whileLeased(db, row.id, async () => {
      try {
        await sender.send({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: outboxMessageId(row.id, Number(row.created_ms), from),
          outboxId: row.id,
        });
      } catch (err) {
        await markFailed(db, row, err);
        return false;
      }
      await markSent(db, row.id);
      return true;
    });
    if (delivered) sent++;
  }
  return sent;
}
