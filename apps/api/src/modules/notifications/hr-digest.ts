/**
 * The HR daily digest (decision 048): once a Brasília day is over, the notices of that day that
 * did not go on their own are sent to each recipient as one mail per client, listing each
 * candidate with what happened. Rows are claimed by the UPDATE that marks them, so two API
 * processes running the job never send a digest twice.
 */
import { sql } from 'drizzle-orm';
import { formatDateBR, isoDateInBrazil, type HrNoticeKind } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { composeMail, type DigestEntry, enqueueMail } from '../mail/index.ts';
import { brandOf } from './candidate-facts.ts';

interface DigestGroup {
  codadm: number;
  codcli: string;
  to_address: string;
  day: string;
}

async function sendOne(db: Db, appUrl: string, g: DigestGroup): Promise<boolean> {
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
    await enqueueMail(
      tx,
      g.to_address,
      composeMail('hrDigest', {
        brand: brandOf(appUrl, tenant, rows[0]!.nomecli),
        link: `${appUrl.replace(/\/$/, '')}/admin/lista`,
        day: formatDateBR(g.day),
        entries,
      }),
    );
    return true;
  });
}

/** Sends the digests of every day before `today` (Brasília); answers how many. */
export async function sendHrDigests(db: Db, appUrl: string, today = isoDateInBrazil()): Promise<number> {
  const groups = rowsOf<DigestGroup>(
    await db.execute(sql`select codadm, codcli, to_address, day::text as day from hr_notice
      where not sent and digested_at is null and day < ${today}
      group by codadm, codcli, to_address, day order by day limit 100`),
  );
  let sent = 0;
  for (const g of groups) if (await sendOne(db, appUrl, g)) sent++;
  return sent;
}
