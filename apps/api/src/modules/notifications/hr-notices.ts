/**
 * HR notices (decision 048): each event of audience 'hr' is recorded per recipient and Brasília
 * day. With the client's policy C the first HR_NOTICES_PER_DAY of a recipient's day go at once
 * (through the outbox, in the caller's transaction) and the rest wait for the next day's digest;
 * with D every notice waits for the digest; with N nothing is recorded.
 */
import { sql } from 'drizzle-orm';
import { HR_NOTICES_PER_DAY, isoDateInBrazil, type HrNoticeKind, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { candidateFacts, staffCandidateLink, type CandidateFacts } from './candidate-facts.ts';

export interface HrNoticeOptions {
  /** skip when the same event for the candidate was recorded this many minutes ago or less */
  quietMinutes?: number;
}

async function recentlyNoticed(db: Db, facts: CandidateFacts, event: HrNoticeKind, minutes: number) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from hr_notice where codcandidato = ${facts.codcandidato}
      and event = ${event} and created_at > now() - make_interval(mins => ${minutes}) limit 1`),
  );
  return rows.length > 0;
}

/** Records (and, within the day's allowance, sends) one HR notice about a candidate. */
export async function noticeHr(
  db: Db,
  appUrl: string,
  tenant: TenantRef,
  codcandidato: number,
  event: HrNoticeKind,
  options: HrNoticeOptions = {},
): Promise<void> {
  const facts = await candidateFacts(db, appUrl, tenant, codcandidato);
  if (!facts || facts.policy === 'N' || !facts.hrRecipients.length) return;
  if (options.quietMinutes && (await recentlyNoticed(db, facts, event, options.quietMinutes))) return;
  const day = isoDateInBrazil();
  for (const to of facts.hrRecipients) {
    // two notices to one address at once must not both take the day's last place
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`hr_notice:${to}`}))`);
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from hr_notice where to_address = ${to}
        and day = ${day} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} and sent`),
    );
    const sendNow = facts.policy === 'C' && count!.n < HR_NOTICES_PER_DAY;
    await db.execute(sql`insert into hr_notice (codadm, codcli, codcandidato, event, to_address, day, sent)
      values (${tenant.CODADM}, ${tenant.CODCLI}, ${codcandidato}, ${event}, ${to}, ${day}, ${sendNow})`);
    if (sendNow)
      await enqueueMail(
        db,
        to,
        composeMail(event, {
          brand: facts.brand,
          link: staffCandidateLink(appUrl, codcandidato),
          candidate: facts.name,
        }),
      );
  }
}
