/** POST /auth/clients: the picker's cards, each with its per-status candidate counts, in two queries. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { logoKey, type ClientCard, type StatusCount, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';
import { clientsOfStaff } from '../auth/accounts.ts';
import type { SessionCache } from '../auth/session-cache.ts';

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

// The list page asks for the counts on every visit and every refresh: the statement is prepared once
// per database (Drizzle would build the SQL text again on each call, and PostgreSQL parse it again).
const countQueries = new WeakMap<Db, ReturnType<typeof prepareCountQuery>>();
const prepareCountQuery = (db: Db) =>
  db
    .select({ CODSTATUS: candidate.codstatus, QUANTIDADE: sql<number>`count(*)::int` })
    .from(candidate)
    .where(
      and(eq(candidate.codadm, sql.placeholder('codadm')), eq(candidate.codcli, sql.placeholder('codcli'))),
    )
    .groupBy(candidate.codstatus)
    .orderBy(candidate.codstatus)
    .prepare('count_by_status');

/**
 * POST /candidate/status: counts of the caller's client by status — from memory while they are held
 * and changes are heard (decision 044: dropped by any change of a candidate's client or status).
 */
export async function countByStatus(
  db: Db,
  held: Pick<SessionCache<unknown, unknown>, 'epoch' | 'statusCounts' | 'storeStatusCounts'>,
  tenant: TenantRef,
): Promise<StatusCount[]> {
  const known = held.statusCounts(tenant);
  if (known) return known;
  const at = held.epoch;
  let query = countQueries.get(db);
  if (!query) {
    query = prepareCountQuery(db);
    countQueries.set(db, query);
  }
  const counts = await query.execute({ codadm: tenant.CODADM, codcli: tenant.CODCLI });
  held.storeStatusCounts(at, tenant, counts);
  return counts;
}
