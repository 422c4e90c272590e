/**
 * The Painel's certificate warning (issue 34 §1, decision 079): each of the caller's clients whose
 * own certificate has expired or expires within CERTIFICATE_WARN_DAYS, and the transmitter
 * certificate of their administrators likewise — the soonest first. Empty when none (the widget
 * is then not shown).
 */
import { CERTIFICATE_WARN_DAYS, type DashboardCertificates, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { certificatesExpiringBefore, daysLeft } from '../certificates/index.ts';

const DAY_MS = 86_400_000;

export async function certificateWarnings(
  db: Db,
  clients: TenantRef[],
  now = Date.now(),
): Promise<DashboardCertificates> {
  const rows = await certificatesExpiringBefore(db, clients, new Date(now + CERTIFICATE_WARN_DAYS * DAY_MS));
  return {
    ROWS: rows.map((r) => ({
      TIPO: r.kind,
      CODADM: r.codadm,
      CODCLI: r.codcli,
      NOMECLI: r.nomecli,
      TITULAR: r.subject,
      VALIDO_ATE: r.notAfter.toISOString(),
      DIAS_RESTANTES: daysLeft(r.notAfter, now),
    })),
  };
}
