/**
 * Shared setup of the units tests (units.test.ts, units-edit.test.ts): the app, sign-ins, the demo's
 * unit ids and the request and database helpers.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import { unit } from '../../src/db/schema.ts';
import { t, useStaffApp } from './staff-app-fixture.ts';

export { t, admin, gestor, gestor2, candidato, C041, C042 } from './staff-app-fixture.ts';

export const URL_UNITS = '/api/candidate/data/units';

/** unit ids of the demo, by name */
export const ids: Record<string, number> = {};

/** Registers the shared setup of a units test file: the app, sign-ins and unit ids. */
export function useUnitsFixture() {
  useStaffApp(async (t) => {
    for (const u of await t.db.select().from(unit)) ids[u.unidade] = u.codunidade;
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: URL_UNITS, headers, payload });

export async function unitRow(codunidade: number) {
  const [row] = await t.db.select().from(unit).where(eq(unit.codunidade, codunidade));
  return row;
}
export async function unitCount(tenant: TenantRef) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(unit)
    .where(and(eq(unit.codadm, tenant.CODADM), eq(unit.codcli, tenant.CODCLI)));
  return row!.n;
}
export async function snapshot() {
  return t.db.select().from(unit).orderBy(unit.codunidade);
}
