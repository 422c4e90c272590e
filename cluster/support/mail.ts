/**
 * Mail for the delivery tests: candidates' password resets (POST /auth/reset {EMAIL}) each queue
 * one mail whose link carries a code unique to its outbox row, so every message the sink received
 * is matched to its row by that code — never by the Message-ID, which is what is under test.
 */
import { call, describe, freshClientAddress } from './http.ts';
import type { PostgresCluster } from './postgres-cluster.ts';
import type { SmtpSink, SunkMail } from './smtp-sink.ts';

export interface OutboxRow {
  id: number;
  to_address: string;
  status: string;
  code: string;
}

/** the link's code (`l=`) of a mail text */
export function linkCode(text: string): string | undefined {
  return /[?&]l=([A-Za-z0-9_\-.~%]+)/.exec(text)?.[1];
}

export async function lastOutboxId(pgc: PostgresCluster): Promise<number> {
  const [r] = await pgc.query<{ id: string }>('select coalesce(max(id), 0)::text as id from mail_outbox');
  return Number(r!.id);
}

export async function outboxAfter(pgc: PostgresCluster, afterId: number): Promise<OutboxRow[]> {
  const rows = await pgc.query<{ id: string; to_address: string; status: string; text_body: string }>(
    'select id::text, to_address, status, text_body from mail_outbox where id > $1 order by id',
    [afterId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to_address: r.to_address,
    status: r.status,
    code: linkCode(r.text_body) ?? '',
  }));
}

/** `count` resets through haproxy, spread over the e-mails, each from an address of its own */
export async function requestResets(baseUrl: string, emails: string[], count: number): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(baseUrl, '/api/auth/reset', {
        json: { EMAIL: emails[i % emails.length] },
        clientAddress: freshClientAddress(),
      }),
    ),
  );
  const bad = answers.filter((a) => a.status !== 200);
  if (bad.length) throw new Error(`reset requests refused:\n${bad.map(describe).join('\n')}`);
}

/** the copies the sink received of each row (matched by the link's code) */
export function copiesOf(sink: SmtpSink, rows: OutboxRow[]): Map<number, SunkMail[]> {
  const out = new Map<number, SunkMail[]>(rows.map((r) => [r.id, []]));
  for (const m of sink.mails) {
    const code = linkCode(m.text);
    if (!code) continue;
    const row = rows.find((r) => r.code === code);
    if (row) out.get(row.id)!.push(m);
  }
  return out;
}

/**
 * What is wrong with the copies: a row never delivered, a copy without Message-ID, copies of one
 * row with different Message-IDs, one Message-ID on two rows; `exactlyOnce` also counts duplicates.
 */
export function deliveryProblems(copies: Map<number, SunkMail[]>, exactlyOnce: boolean): string[] {
  const problems: string[] = [];
  const owner = new Map<string, number>();
  for (const [id, list] of copies) {
    if (list.length === 0) problems.push(`outbox #${id}: never delivered`);
    if (exactlyOnce && list.length > 1)
      problems.push(`outbox #${id}: delivered ${list.length} times in a run without faults`);
    const ids = new Set(list.map((m) => m.messageId));
    if (ids.has(undefined)) problems.push(`outbox #${id}: a copy without a Message-ID header`);
    if (ids.size > 1)
      problems.push(`outbox #${id}: copies with different Message-IDs: ${[...ids].join(' / ')}`);
    for (const mid of ids) {
      if (!mid) continue;
      const other = owner.get(mid);
      if (other !== undefined && other !== id)
        problems.push(`Message-ID ${mid} on outbox #${other} and #${id}`);
      owner.set(mid, id);
    }
  }
  return problems;
}
