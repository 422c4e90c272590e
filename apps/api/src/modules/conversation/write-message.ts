/**
 * Writing in a conversation (decision 049): the text is cleaned (plain text, CHAT_TEXT_MAX), the
 * message and the thread's marks are written in one transaction. Writing counts as reading: the
 * author's read mark moves to the other side's last message. A candidate may send CHAT_BURST_MAX
 * messages in CHAT_BURST_MINUTES; staff are not limited.
 */
import { sql } from 'drizzle-orm';
import {
  CHAT_BURST_MAX,
  CHAT_BURST_MINUTES,
  CHAT_MSG,
  chatTextProblem,
  cleanChatText,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, tooMany } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import { candidateName, messageAnswer, type Side } from './threads.ts';

export interface Author {
  side: Side;
  /** the staff user of an HR message */
  codusuario: number | null;
  /** the staff user's name; a candidate's is read with the record */
  name?: string;
}

/**
 * Counted under a lock of the candidate's thread, in the transaction that writes the message
 * (issue 31 §5): counted outside it, 40 messages sent at once to the PostgreSQL server each counted
 * the others' uncommitted rows as absent, and 29 to 40 passed a limit of 20. The lock is held until
 * commit, so the next writer counts this message.
 */
async function assertNotFlooding(tx: Db, codcandidato: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${codcandidato}`}))`);
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from conversation_message where codcandidato = ${codcandidato}
      and author = 'C' and created_at > now() - make_interval(mins => ${CHAT_BURST_MINUTES})`),
  );
  if ((row?.n ?? 0) >= CHAT_BURST_MAX) throw tooMany(CHAT_MSG.tooMany, CHAT_BURST_MINUTES * 60);
}

export async function writeMessage(
  db: Db,
  tenant: TenantRef,
  codcandidato: number,
  author: Author,
  raw: string,
) {
  const problem = chatTextProblem(raw);
  if (problem) throw badRequest(problem, { field: 'MENSAGEM' });
  const text = cleanChatText(raw)!;
  const candidate = await candidateName(db, tenant, codcandidato);
  const authorName = (author.side === 'C' ? candidate : (author.name ?? '')).slice(0, 100);
  return db.transaction(async (tx) => {
    if (author.side === 'C') await assertNotFlooding(tx, codcandidato);
    const [m] = rowsOf<{ id: number | string; created_at: Date | string }>(
      await tx.execute(sql`insert into conversation_message (codcandidato, author, codusuario, author_name, body)
        values (${codcandidato}, ${author.side}, ${author.codusuario}, ${authorName}, ${text})
        returning id, created_at`),
    );
    const id = Number(m!.id);
    const fromCandidate = author.side === 'C';
    await tx.execute(sql`
      insert into conversation as cv (codadm, codcli, codcandidato, last_message_at, last_author,
        last_candidate_message, last_staff_message)
      values (${tenant.CODADM}, ${tenant.CODCLI}, ${codcandidato}, ${m!.created_at}, ${author.side},
        ${fromCandidate ? id : 0}, ${fromCandidate ? 0 : id})
      on conflict (codcandidato) do update set
        last_message_at = excluded.last_message_at,
        last_author = excluded.last_author,
        last_candidate_message = greatest(cv.last_candidate_message, excluded.last_candidate_message),
        last_staff_message = greatest(cv.last_staff_message, excluded.last_staff_message),
        candidate_read = case when ${fromCandidate}::boolean then cv.last_staff_message else cv.candidate_read end,
        staff_read = case when ${fromCandidate}::boolean then cv.staff_read else cv.last_candidate_message end`);
    return messageAnswer({
      id,
      author: author.side,
      author_name: authorName,
      body: text,
      created_at: m!.created_at,
    });
  });
}

/** Moves the reader's mark to the other side's last message; answers the unread count left (0). */
export async function markRead(db: Db, tenant: TenantRef, codcandidato: number, reader: Side) {
  await candidateName(db, tenant, codcandidato);
  await db.execute(
    reader === 'C'
      ? sql`update conversation set candidate_read = last_staff_message where codcandidato = ${codcandidato}`
      : sql`update conversation set staff_read = last_candidate_message where codcandidato = ${codcandidato}`,
  );
  return { NAOLIDAS: 0 };
}
