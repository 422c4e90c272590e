/**
 * The eSocial deadlines in the HR daily digest (decision 082): each Brasília day, each HR recipient
 * of a client (the candidate's, as for every HR notice: the unit's responsible e-mail, the Gestor,
 * the Recrutador) gets the lines of its candidates whose admission event is due today or tomorrow,
 * or late — in the digest of the day's notices when it has one, alone otherwise. A client whose
 * notice policy is N gets none; one under 'a folha transmite' is not on the list at all.
 * Claimed per client, recipient and day by the row of esocial_deadline_digest, inserted in the
 * transaction that queues the mail: two processes send each once.
 */
import { sql } from 'drizzle-orm';
import { deadlineDaysText, formatDateBR, type EsocialDeadlineRow, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { esocialDeadlines } from '../esocial-deadlines/index.ts';
import type { MailBrand } from '../mail/index.ts';
import { candidateFacts } from './candidate-facts.ts';

export interface DeadlineLines {
  tenant: TenantRef;
  to: string;
  brand: MailBrand;
  lines: string[];
}

export const deadlineKey = (tenant: TenantRef, to: string) => `${tenant.CODADM}:${tenant.CODCLI}:${to}`;

/** 'Ana Souza (início 05/12/2026): S-2200 vence hoje, prazo 04/12/2026' */
export const deadlineLine = (r: EsocialDeadlineRow) =>
  `${r.NOME} (início ${formatDateBR(r.DATINICIO)}): ${r.EVENTO} ${deadlineDaysText(r.DIAS)}, prazo ${formatDateBR(r.PRAZO)}`;

/**
 * The day's lines per client and recipient, for the clients not yet mailed today (a client mailed
 * to one recipient is done for the day: the list is read once, not every 15 minutes).
 */
export async function deadlineLinesOf(db: Db, appUrl: string, today: string) {
  const clients = rowsOf<{ CODADM: number; CODCLI: string }>(
    await db.execute(sql`select c.codadm as "CODADM", c.codcli as "CODCLI" from client c
      where not exists (select 1 from esocial_deadline_digest d
        where d.codadm = c.codadm and d.codcli = c.codcli and d.day = ${today}::date)`),
  );
  const by = new Map<string, DeadlineLines>();
  if (!clients.length) return by;
  const { ROWS } = await esocialDeadlines(db, clients, today, Number.MAX_SAFE_INTEGER);
  for (const row of ROWS.filter((r) => r.DIAS <= 1)) {
    const tenant = { CODADM: row.CODADM, CODCLI: row.CODCLI };
    const facts = await candidateFacts(db, appUrl, tenant, row.CODCANDIDATO);
    if (!facts || facts.policy === 'N') continue;
    for (const to of facts.hrRecipients) {
      const key = deadlineKey(tenant, to);
      const entry = by.get(key) ?? { tenant, to, brand: facts.brand, lines: [] };
      entry.lines.push(deadlineLine(row));
      by.set(key, entry);
    }
  }
  return by;
}

/** Takes the day's lines of one recipient of one client: false when another process did. */
export async function claimDeadlineLines(tx: Db, d: DeadlineLines, today: string): Promise<boolean> {
  const claimed = rowsOf(
    await tx.execute(sql`insert into esocial_deadline_digest (codadm, codcli, to_address, day, lines)
      values (${d.tenant.CODADM}, ${d.tenant.CODCLI}, ${d.to}, ${today}::date, ${d.lines.length})
      on conflict do nothing returning day`),
  );
  return claimed.length > 0;
}
