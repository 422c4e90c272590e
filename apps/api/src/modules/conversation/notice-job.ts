/**
 * The e-mail notice of an unread message (decision 049): a message that waited CHAT_NOTICE_MINUTES
 * unread sends one notice to the other side — to the candidate ('hrMessage'), or to HR through
 * the notice policy ('candidateMessage') — and no other until that side has read the thread and a
 * new message waits again. The conversation row is claimed by the UPDATE that moves its notice
 * mark, so several API processes may run the job.
 */
import { sql } from 'drizzle-orm';
import { CHAT_NOTICE_MINUTES } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { candidateFacts, candidateLink, noticeHr } from '../notifications/index.ts';

interface Due {
  codcandidato: number;
  codadm: number;
  codcli: string;
}

/** conversations whose `reader` has a message waiting unread for the delay, not yet noticed */
async function dueFor(db: Db, reader: 'C' | 'R', minutes: number): Promise<Due[]> {
  const [last, read, noticed, writer] =
    reader === 'R'
      ? [sql`last_candidate_message`, sql`staff_read`, sql`staff_noticed`, 'C']
      : [sql`last_staff_message`, sql`candidate_read`, sql`candidate_noticed`, 'R'];
  return rowsOf<Due>(
    await db.execute(sql`select cv.codcandidato, cv.codadm, cv.codcli from conversation cv
      where cv.${last} > cv.${read} and cv.${last} > cv.${noticed}
        and exists (select 1 from conversation_message m where m.codcandidato = cv.codcandidato
          and m.author = ${writer} and m.id > greatest(cv.${read}, cv.${noticed})
          and m.created_at <= now() - make_interval(mins => ${minutes}))
      limit 200`),
  );
}

/** moves the notice mark; false when another process did it first */
async function claim(db: Db, codcandidato: number, reader: 'C' | 'R'): Promise<boolean> {
  const res =
    reader === 'R'
      ? sql`update conversation set staff_noticed = last_candidate_message
          where codcandidato = ${codcandidato} and last_candidate_message > staff_noticed returning 1`
      : sql`update conversation set candidate_noticed = last_staff_message
          where codcandidato = ${codcandidato} and last_staff_message > candidate_noticed returning 1`;
  return rowsOf(await db.execute(res)).length > 0;
}

/** Sends the notices due; answers how many conversations were noticed. */
export async function sendChatNotices(
  db: Db,
  appUrl: string,
  minutes = CHAT_NOTICE_MINUTES,
): Promise<number> {
  let count = 0;
  for (const reader of ['R', 'C'] as const)
    for (const due of await dueFor(db, reader, minutes)) {
      const tenant = { CODADM: due.codadm, CODCLI: due.codcli };
      const noticed = await db.transaction(async (tx) => {
        if (!(await claim(tx, due.codcandidato, reader))) return false;
        if (reader === 'R') {
          await noticeHr(tx, appUrl, tenant, due.codcandidato, 'candidateMessage');
          return true;
        }
        const facts = await candidateFacts(tx, appUrl, tenant, due.codcandidato);
        if (facts?.email)
          await enqueueMail(
            tx,
            facts.email,
            composeMail('hrMessage', { brand: facts.brand, link: candidateLink(appUrl), name: facts.name }),
          );
        return true;
      });
      if (noticed) count++;
    }
  return count;
}
