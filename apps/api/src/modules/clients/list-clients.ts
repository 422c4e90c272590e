/**
 * POST /auth/clients: the picker's cards, each with its per-status candidate counts — the counts
 * POST /candidate/status holds (decision 044), read in one statement for the clients not held yet.
 */
import { and, eq, sql } from 'drizzle-orm';
import { logoKey, type ClientCard, type StatusCount, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';
import { clientsOfStaff, type SessionCache } from '../auth/index.ts';

type HeldCounts = Pick<SessionCache<unknown, unknown>, 'epoch' | 'statusCounts' | 'storeStatusCounts'>;

const tenantKey = (t: TenantRef) => `${t.CODADM}:${t.CODCLI}`;

/** the counts of `tenants`, by status, in one statement: exactly these pairs, never their cross product */
async function readCounts(db: Db, tenants: TenantRef[]): Promise<Map<string, StatusCount[]>> {
  const pairs = sql.join(
    tenants.map((t) => sql`(${t.CODADM}, ${t.CODCLI})`),
    sql`, `,
  );
  const rows = await db
    .select({
      CODADM: candidate.codadm,
      CODCLI: candidate.codcli,
      CODSTATUS: candidate.codstatus,
      QUANTIDADE: sql<number>`count(*)::int`,
    })
    .from(candidate)
    .where(sql`(${candidate.codadm}, ${candidate.codcli}) in (${pairs})`)
    .groupBy(candidate.codadm, candidate.codcli, candidate.codstatus)
    .orderBy(candidate.codstatus);
  const counts = new Map<string, StatusCount[]>(tenants.map((t) => [tenantKey(t), []]));
  for (const { CODSTATUS, QUANTIDADE, ...tenant } of rows)
    counts.get(tenantKey(tenant))?.push({ CODSTATUS, QUANTIDADE });
  return counts;
}

export async function listClients(db: Db, held: HeldCounts, codusuario: number): Promise<ClientCard[]> {
  const clients = await clientsOfStaff(db, codusuario);
  const at = held.epoch;
  // taken now: a held entry may be dropped while the others are read
  const counts = new Map(clients.map((c) => [tenantKey(c), held.statusCounts(c)]));
  const missing = clients.filter((c) => !counts.get(tenantKey(c)));
  if (missing.length > 0) for (const [key, read] of await readCounts(db, missing)) counts.set(key, read);
  for (const c of missing) held.storeStatusCounts(at, c, counts.get(tenantKey(c))!);
  return clients.map((c) => ({
    ...c,
    LOGO: `/api/image/logo/${logoKey(c)}`,
    STATUS: counts.get(tenantKey(c)) ?? [],
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
export async function countByStatus(db: Db, held: HeldCounts, tenant: TenantRef): Promise<StatusCount[]> {
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
