/**
 * The candidate-list benchmark (issue 3), PostgreSQL only: after the three routes are measured,
 * 100,000 candidates are added to client 9/041 through the benchmark's own connection, then three
 * list pages are loaded as the demo manager at LIST_CONNECTIONS connections.
 */
import { and, asc, eq } from 'drizzle-orm';
import { BENCH_SEEDING } from './settings.ts';
import type { CandidateListPage, CandidateListRow, TenantRef } from '@admissao/domain';
import { openPostgres, type Db } from '../apps/api/src/db/client.ts';
import { unit } from '../apps/api/src/db/schema.ts';
import { COUNT_LIMIT } from '../apps/api/src/modules/candidates/list-candidates.ts';
import { insertBulkCandidates } from '../apps/api/src/seed/bulk-candidates.ts';
import { load, type Measurement } from './load.ts';
import type { BenchRoute } from './routes.ts';
import {
  BULK_CANDIDATES,
  CONNECTIONS,
  LIST_CONNECTIONS,
  LIST_TENANT,
  MEASURE_SECONDS,
  WARMUP_SECONDS,
} from './settings.ts';

const PAGE_SIZE = 25;
const PAGE = `/api/candidate/list?PAGE=1&PAGESIZE=${PAGE_SIZE}`;

interface ListRoute extends BenchRoute {
  /** what every row of the answer must satisfy */
  accepts(row: CandidateListRow): boolean;
  /** the unfiltered page counts past the cap */
  capped: boolean;
}

/** The client's first unit (the demo data has some). */
export async function firstUnit(db: Db, tenant: TenantRef = LIST_TENANT): Promise<number> {
  const [first] = await db
    .select({ id: unit.codunidade })
    .from(unit)
    .where(and(eq(unit.codadm, tenant.CODADM), eq(unit.codcli, tenant.CODCLI)))
    .orderBy(asc(unit.codunidade))
    .limit(1);
  if (!first) throw new Error(`client ${tenant.CODCLI} has no unit: was the demo data created?`);
  return first.id;
}

/** the databases of this run that have their BULK_CANDIDATES already (the list and cold parts share them) */
const seeded = new Set<string>();

/**
 * Adds BULK_CANDIDATES to LIST_TENANT (the server must have created the demo data), once per
 * database of the run: true when they were added now, false when an earlier part added them.
 */
export async function seedCandidates(databaseUrl: string): Promise<boolean> {
  if (seeded.has(databaseUrl)) return false;
  const { db, close } = await openPostgres(databaseUrl, { poolSize: 2, ...BENCH_SEEDING });
  try {
    await insertBulkCandidates(db, LIST_TENANT, BULK_CANDIDATES, await firstUnit(db));
  } finally {
    await close();
  }
  seeded.add(databaseUrl);
  return true;
}

export function listRoutes(token: string): ListRoute[] {
  const base = { method: 'GET', headers: { authorization: `Bearer ${token}` } } as const;
  return [
    { ...base, label: 'GET /api/candidate/list (page 1)', path: PAGE, accepts: () => true, capped: true },
    {
      ...base,
      label: 'GET /api/candidate/list NOME=ana',
      path: `${PAGE}&NOME=ana`,
      accepts: (row) => row.NOME.toLowerCase().startsWith('ana'),
      capped: false,
    },
    {
      ...base,
      label: 'GET /api/candidate/list STATUS=4',
      path: `${PAGE}&STATUS=4`,
      accepts: (row) => row.CODSTATUS === 4,
      capped: false,
    },
  ];
}

/** A full page of matching rows (and, unfiltered, a total at the cap) before anything is measured. */
async function checkList(baseUrl: string, route: ListRoute): Promise<void> {
  const res = await fetch(`${baseUrl}${route.path}`, { headers: route.headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route.label} answered ${res.status}: ${text.slice(0, 200)}`);
  const { rows, total, totalCapped } = JSON.parse(text) as CandidateListPage;
  const full = Array.isArray(rows) && rows.length === PAGE_SIZE && rows.every(route.accepts);
  if (!full || (route.capped && !(total >= COUNT_LIMIT && totalCapped)))
    throw new Error(
      `${route.label}: expected ${PAGE_SIZE} matching rows` +
        `${route.capped ? ` and total >= ${COUNT_LIMIT} (capped)` : ''}, ` +
        `got ${Array.isArray(rows) ? rows.length : 'no'} rows, total ${total}, totalCapped ${totalCapped}`,
    );
}

export async function measureList(baseUrl: string, token: string): Promise<Measurement[]> {
  const rows: Measurement[] = [];
  for (const route of listRoutes(token)) {
    await checkList(baseUrl, route);
    await load(baseUrl, route, WARMUP_SECONDS, LIST_CONNECTIONS);
    rows.push(await load(baseUrl, route, MEASURE_SECONDS, LIST_CONNECTIONS));
  }
  return rows;
}

export const LIST_AT_FLOOR_LABEL = `GET /api/candidate/list (page 1), ${CONNECTIONS} connections`;

/**
 * Issue 15 §2: page 1 at the floor's connections, set against the database floor of the same run.
 * Like the issue-3 table, it answers a page held in memory after its first read (decision 016, which
 * also keeps the figures of a page read from the database).
 */
export async function measureListAtFloorConnections(baseUrl: string, token: string): Promise<Measurement> {
  const [page1] = listRoutes(token);
  const route = { ...page1!, label: LIST_AT_FLOOR_LABEL };
  await load(baseUrl, route, WARMUP_SECONDS, CONNECTIONS);
  return load(baseUrl, route, MEASURE_SECONDS, CONNECTIONS);
}
