/**
 * Reading conversations (decision 049): a candidate's thread, the staff's list of a client's
 * conversations and the unread counts of the badges. Every read is scoped to the client; a staff
 * request for another client's candidate is 404, as everywhere.
 */
import { sql } from 'drizzle-orm';
import { CHAT_MSG, type ChatThread, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';

/** messages a thread answers (the latest); older ones stay stored */
const THREAD_LIMIT = 300;
const PREVIEW_CHARS = 160;

export type Side = 'C' | 'R';

interface MessageRow {
  id: number | string;
  author: Side;
  author_name: string;
  body: string;
  created_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The candidate's name, or 404 when the id is not a candidate of the client. */
export async function candidateName(db: Db, tenant: TenantRef, codcandidato: number): Promise<string> {
  const [row] = rowsOf<{ nome: string | null }>(
    await db.execute(sql`select nome from candidate where codcandidato = ${codcandidato}
      and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}`),
  );
  if (!row) throw notFound(CHAT_MSG.notFound);
  return row.nome ?? '';
}

export const messageAnswer = (m: MessageRow) => ({
  CODMENSAGEM: Number(m.id),
  AUTOR: m.author,
  NOMEAUTOR: m.author_name,
  MENSAGEM: m.body,
  DATENVIO: iso(m.created_at),
});

/** The thread as `reader` sees it: NAOLIDAS counts the other side's messages after its read mark. */
export async function readThread(
  db: Db,
  tenant: TenantRef,
  codcandidato: number,
  reader: Side,
): Promise<ChatThread> {
  const name = await candidateName(db, tenant, codcandidato);
  const messages = rowsOf<MessageRow>(
    await db.execute(sql`select id, author, author_name, body, created_at from conversation_message
      where codcandidato = ${codcandidato} order by id desc limit ${THREAD_LIMIT}`),
  ).reverse();
  const [marks] = rowsOf<{ staff_read: number | string; candidate_read: number | string }>(
    await db.execute(
      sql`select staff_read, candidate_read from conversation where codcandidato = ${codcandidato}`,
    ),
  );
  const readUpTo = Number(reader === 'C' ? (marks?.candidate_read ?? 0) : (marks?.staff_read ?? 0));
  return {
    CODCANDIDATO: codcandidato,
    NOME: name,
    MENSAGENS: messages.map(messageAnswer),
    NAOLIDAS: messages.filter((m) => m.author !== reader && Number(m.id) > readUpTo).length,
  };
}

/** HR messages the candidate has not read. */
export async function candidateUnread(db: Db, codcandidato: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from conversation_message m
      join conversation c on c.codcandidato = m.codcandidato
      where m.codcandidato = ${codcandidato} and m.author = 'R' and m.id > c.candidate_read`),
  );
  return row?.n ?? 0;
}

/** Conversations of the client with candidate messages HR has not read. */
export async function staffUnread(db: Db, tenant: TenantRef): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from conversation
      where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} and last_candidate_message > staff_read`),
  );
  return row?.n ?? 0;
}

interface SummaryRow {
  codcandidato: number;
  nome: string | null;
  codstatus: number;
  desstatus: string;
  corstatus: string;
  last_author: Side;
  last_message_at: Date | string;
  ultima: string | null;
  naolidas: number;
}

/** The client's conversations, latest first: all, or those waiting for HR (last word the candidate's, or unread). */
export async function listConversations(db: Db, tenant: TenantRef, all: boolean) {
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      select cv.codcandidato, c.nome, c.codstatus, s.desstatus, s.corstatus, cv.last_author, cv.last_message_at,
        (select left(m.body, ${PREVIEW_CHARS}) from conversation_message m
          where m.codcandidato = cv.codcandidato order by m.id desc limit 1) as ultima,
        (select count(*) from conversation_message m where m.codcandidato = cv.codcandidato
          and m.author = 'C' and m.id > cv.staff_read)::int as naolidas
      from conversation cv
      join candidate c on c.codcandidato = cv.codcandidato and c.codadm = cv.codadm and c.codcli = cv.codcli
      join status s on s.codstatus = c.codstatus
      where cv.codadm = ${tenant.CODADM} and cv.codcli = ${tenant.CODCLI}
        and (${all}::boolean or cv.last_author = 'C' or cv.last_candidate_message > cv.staff_read)
      order by cv.last_message_at desc limit 500`),
  );
  return rows.map((r) => ({
    CODCANDIDATO: r.codcandidato,
    NOME: r.nome ?? '',
    CODSTATUS: r.codstatus,
    DESSTATUS: r.desstatus,
    CORSTATUS: r.corstatus,
    ULTIMA: r.ultima ?? '',
    AUTORULTIMA: r.last_author,
    DATULTIMA: iso(r.last_message_at),
    NAOLIDAS: r.naolidas,
  }));
}
