import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CANDIDATE_FIELDS, checkFieldValue } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { sampleValue } from '../src/testing/sample-values.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Columns of table candidate that are not candidate fields: identity, login, status, bookkeeping. */
const NOT_FIELDS = [
  'codcandidato',
  'codadm',
  'codcli',
  'senha_hash',
  'trocar_senha',
  'session_version',
  'codstatus',
  'obsstatus',
  'datcadastro',
  'datultinteracao',
  'datfinalizacao',
  'dataceitetermos',
  'codusuario_cadastro',
  'confirm_sem_dependentes',
];

it('has a column for every registry field and a registry field for every data column', async () => {
  const res = await t.db.execute(
    sql`select column_name from information_schema.columns where table_name = 'candidate' and table_schema = 'public'`,
  );
  const columns = (
    (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { column_name: string }[]
  ).map((r) => r.column_name);
  const registry = CANDIDATE_FIELDS.map((f) => f.column);
  expect(registry.filter((c) => !columns.includes(c))).toEqual([]);
  expect(columns.filter((c) => !registry.includes(c) && !NOT_FIELDS.includes(c))).toEqual([]);
});

it('has a valid sample value for every field type (used by tests and the benchmark)', () => {
  const bad = CANDIDATE_FIELDS.map((f) => [f.name, checkFieldValue(f, sampleValue(f))]).filter(([, p]) => p);
  expect(bad).toEqual([]);
});
