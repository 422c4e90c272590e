/**
 * Shared setup of the GET /candidate/list tests (candidate-list.test.ts, candidate-list-paging.test.ts):
 * the app, sign-ins, the demo candidates' codes and the request helpers.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CandidateListRow } from '@admissao/domain';
import { candidate, unit } from '../../src/db/schema.ts';
import { t, useStaffApp } from './staff-app-fixture.ts';

export { t, admin, gestor, gestor2, candidato, C041, C042 } from './staff-app-fixture.ts';

/** the answer's row, as the domain declares it */
export type Row = CandidateListRow;

export const code: Record<string, number> = {};
export let matriz: number;

/** Registers the shared setup of a candidate list test file: the app, sign-ins and codes. */
export function useCandidateListFixture() {
  useStaffApp(async (t) => {
    for (const c of await t.db.select().from(candidate)) code[c.nome] = c.codcandidato;
    matriz = (await t.db.select().from(unit).where(eq(unit.unidade, 'MATRIZ SÃO PAULO')))[0]!.codunidade;
  });
}

export const list = (headers: Record<string, string>, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/candidate/list',
    headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
export async function rowsOfList(
  headers: Record<string, string>,
  query: Record<string, string | number> = {},
) {
  const res = await list(headers, query);
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  const body = res.json();
  expect(Array.isArray(body), JSON.stringify(query)).toBe(true);
  return body as Row[];
}
export const names = (rows: Row[]) => rows.map((r) => r.NOME);

export const SEED_041 = [
  'ELISA MARTINS ROCHA',
  'DANIEL OLIVEIRA COSTA',
  'BEATRIZ NOVAES LIMA',
  'CARLOS CANDIDATO DA SILVA',
];
