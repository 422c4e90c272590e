/**
 * The tables hold exactly what the registry defines (docs/design.md §2), read from the migrated database
 * itself: every field of the candidate record, of a dependent and of an authorized person has its
 * column with the type, length and nullability its definition calls for, and every data column of
 * those tables is a registry field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUTHORIZED_PERSON_FIELDS,
  CANDIDATE_FIELDS,
  checkFieldValue,
  DEPENDENT_FIELDS,
  type FieldDef,
} from '@admissao/domain';
import { columnLengthOf, sqlTypeOf } from '../src/db/registry-columns.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { sampleValue } from '../src/testing/sample-values.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Columns of each table that are not registry fields: identity, login, status, bookkeeping. */
const TABLES = {
  candidate: {
    fields: CANDIDATE_FIELDS as readonly FieldDef[],
    other: [
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
      'anonimizacao_iniciada_em',
      'anonimizado_em',
      'codusuario_cadastro',
      'confirm_sem_dependentes',
      // the first send to checking, kept by a trigger for the dashboard (decision 041)
      'datprimeiroenvio',
    ],
  },
  dependent: { fields: DEPENDENT_FIELDS as readonly FieldDef[], other: ['coddep', 'codcandidato'] },
  authorized_person: {
    fields: AUTHORIZED_PERSON_FIELDS as readonly FieldDef[],
    other: ['idpessoa', 'codcandidato'],
  },
};

interface DbColumn {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  is_nullable: 'YES' | 'NO';
}

describe.each(Object.entries(TABLES))('table %s', (table, { fields, other }) => {
  let columns: Map<string, DbColumn>;
  beforeAll(async () => {
    const res = await t.db.execute(sql`
      select column_name, data_type, character_maximum_length, is_nullable
      from information_schema.columns where table_schema = 'public' and table_name = ${table}`);
    columns = new Map(rowsOf<DbColumn>(res).map((c) => [c.column_name, c]));
  });

  it('has a column for every field, with its type, length and nullability', () => {
    const wrong = fields.flatMap((f) => {
      const c = columns.get(f.column);
      const want = {
        column_name: f.column,
        data_type: sqlTypeOf(f),
        character_maximum_length: columnLengthOf(f),
        is_nullable: f.notNull ? 'NO' : 'YES',
      };
      const got = c && { ...c, character_maximum_length: c.character_maximum_length ?? null };
      return JSON.stringify(got) === JSON.stringify(want) ? [] : [{ field: f.name, want, got }];
    });
    expect(wrong).toEqual([]);
  });

  it('has no data column the registry does not define', () => {
    const defined = new Set([...fields.map((f) => f.column), ...other]);
    expect([...columns.keys()].filter((c) => !defined.has(c))).toEqual([]);
  });
});

it('holds a reused e-mail under INATIVO_{code}_ in the login column (EMAIL: 70 typed, 100 stored)', () => {
  const email = CANDIDATE_FIELDS.find((f) => f.name === 'EMAIL')!;
  expect([email.max, columnLengthOf(email)]).toEqual([70, 100]);
  expect('INATIVO_2147483647_'.length + email.max).toBeLessThanOrEqual(100);
});

it('has a valid sample value for every field type (used by tests and the benchmark)', () => {
  const bad = CANDIDATE_FIELDS.map((f) => [f.name, checkFieldValue(f, sampleValue(f))]).filter(([, p]) => p);
  expect(bad).toEqual([]);
});
