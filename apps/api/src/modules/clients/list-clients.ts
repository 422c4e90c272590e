/** POST /auth/clients: the picker's cards, each with its per-status candidate counts, in two queries. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { logoKey, type ClientCard, type StatusCount, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';
import { clientsOfStaff } from '../auth/accounts.ts';

export async function listClients(db: Db, codusuario: number): Promise<ClientCard[]> {
  const clients = await clientsOfStaff(db, codusuario);
  if (clients.length === 0) return [];
  const adms = [...new Set(clients.map((c) => c.CODADM))];
  const counts = await db
    .select({
      codadm: candidate.codadm,
      codcli: candidate.codcli,
      codstatus: candidate.codstatus,
      n: sql<number>`count(*)::int`,
    })
    .from(candidate)
    .where(
      and(
        inArray(candidate.codadm, adms),
        inArray(
          candidate.codcli,
          clients.map((c) => c.CODCLI),
        ),
      ),
    )
    .groupBy(candidate.codadm, candidate.codcli, candidate.codstatus)
    .orderBy(candidate.codstatus);
  return clients.map((c) => ({
    ...c,
    LOGO: `/api/image/logo/${logoKey(c)}`,
    STATUS: counts
      .filter((r) => r.codadm === c.CODADM && r.codcli === c.CODCLI)
      .map((r) => ({ CODSTATUS: r.codstatus, QUANTIDADE: r.n })),
  }));
}

/** POST /candidate/status: counts of the caller's client by status. */
export async function countByStatus(db: Db, tenant: TenantRef): Promise<StatusCount[]> {
  const rows = await db
    .select({ CODSTATUS: candidate.codstatus, QUANTIDADE: sql<number>`count(*)::int` })
    .from(candidate)
    .where(and(eq(candidate.codadm, tenant.CODADM), eq(candidate.codcli, tenant.CODCLI)))
    .groupBy(candidate.codstatus)
    .orderBy(candidate.codstatus);
  return rows;
}
