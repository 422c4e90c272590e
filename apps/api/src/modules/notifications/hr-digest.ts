/**
 * The HR daily digest (decision 048): once a Brasília day is over, the notices of that day that
 * did not go on their own are sent to each recipient as one mail per client, listing each
 * candidate with what happened. Rows are claimed by the UPDATE that marks them, so two API
 * processes running the job never send a digest twice. The day's eSocial deadlines (decision 082,
 * deadline-digest.ts) go in the same mail when the recipient has one, alone otherwise.
 */
import { sql } from 'drizzle-orm';
import { formatDateBR, isoDateInBrazil, type HrNoticeKind } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { composeMail, type DigestEntry, enqueueMail } from '../mail/index.ts';
import { brandOf } from './candidate-facts.ts';
import { claimDeadlineLines, deadlineKey, deadlineLinesOf, type DeadlineLines } from './deadline-digest.ts';

interface DigestGroup {
  codadm: number;
  codcli: string;
  to_address: string;
  day: string;
}

const base = (appUrl: string) => appUrl.replace(/\/$/, '');

async function sendOne(
  db: Db,
  appUrl: string,
  g: DigestGroup,
  deadlines: DeadlineLines | undefined,
  today: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = rowsOf<{ codcandidato: number; nome: string | null; event: HrNoticeKind; nomecli: string }>(
      await tx.execute(sql`
        with claimed as (
          update hr_notice set digested_at = now()
          where codadm = ${g.codadm} and codcli = ${g.codcli} and to_address = ${g.to_address}
            and day = ${g.day} and not sent and digested_at is null
          returning id, codcandidato, event)
        select claimed.codcandidato, c.nome, claimed.event, cl.nomecli from claimed
        join candidate c on c.codcandidato = claimed.codcandidato
        join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
        order by claimed.id`),
    );
    if (!rows.length) return false;
    const byCandidate = new Map<number, { candidate: string; events: HrNoticeKind[] }>();
    for (const r of rows) {
      const entry = byCandidate.get(r.codcandidato) ?? { candidate: r.nome ?? '', events: [] };
      if (!entry.events.includes(r.event)) entry.events.push(r.event);
      byCandidate.set(r.codcandidato, entry);
    }
    const entries: DigestEntry[] = [...byCandidate.values()];
    const tenant = { CODADM: g.codadm, CODCLI: g.codcli };
    const lines = deadlines && (await claimDeadlineLines(tx, deadlines, today)) ? deadlines.lines : [];
    await enqueueMail(
      tx,
      g.to_address,
      composeMail('hrDigest', {
        brand: brandOf(appUrl, tenant, rows[0]!.nomecli),
        link: `${base(appUrl)}/admin/lista`,
        day: formatDateBR(g.day),
        entries,
        deadlines: lines,
      }),
    );
    return true;
  });
}

/** The day's eSocial deadlines of a recipient without notices to digest: a mail of their own. */
async function sendDeadlinesAlone(db: Db, appUrl: string, d: DeadlineLines, today: string) {
  return db.transaction(async (tx) => {
    if (!(await claimDeadlineLines(tx, d, today))) return false;
    await enqueueMail(
      tx,
      d.to,
      composeMail('hrDigest', {
        brand: d.brand,
        link: `${base(appUrl)}/admin/esocial-prazos`,
        day: formatDateBR(today),
        entries: [],
        deadlines: d.lines,
      }),
    );
    return true;
  });
}

/**
 * Sends the digests of every day before `today` (Brasília), with today's eSocial deadlines of each
 * client and recipient beside them or alone; answers how many mails.
 */
export async function sendHrDigests(db: Db, appUrl: string, today = isoDateInBrazil()): Promise<number> {
  const groups = rowsOf<DigestGroup>(
    await db.execute(sql`select codadm, codcli, to_address, day::text as day from hr_notice
      where not sent and digested_at is null and day < ${today}
      group by codadm, codcli, to_address, day order by day limit 100`),
  );
  const deadlines = await deadlineLinesOf(db, appUrl, today);
  let sent = 0;
  for (const g of groups) {
    const key = deadlineKey({ CODADM: g.codadm, CODCLI: g.codcli }, g.to_address);
    // the deadlines go with the latest day's notices of that recipient (the last group of it)
    const last = !groups.some(
      (o) =>
        o !== g && deadlineKey({ CODADM: o.codadm, CODCLI: o.codcli }, o.to_address) === key && o.day > g.day,
    );
    if (await sendOne(db, appUrl, g, last ? deadlines.get(key) : undefined, today)) {
      sent++;
      if (last) deadlines.delete(key);
    }
  }
  for (const d of deadlines.values()) if (await sendDeadlinesAlone(db, appUrl, d, today)) sent++;
  return sent;
}
