/**
 * Every `sensivel` field of every section is masked (decision 081): walks the registry's personal
 * fields (ALL_PERSONAL_FIELDS — the record, the dependents, the authorized persons) and proves that
 * masking.ts knows each in its own table and hides each sensitive one with a value from staff and
 * from a print link's holder — null and named — and none from the candidate, and no other field.
 * A sensitive field added to any section, a dependent's included, is masked by default; until
 * 2026-12-04 only the record's were (a dependent's PCD reached staff in clear). No app, no database.
 */
import { describe, expect, it } from 'vitest';
import { ALL_PERSONAL_FIELDS, type FieldDef } from '@admissao/domain';
import {
  MASKED_TABLES,
  SENSITIVE_FIELDS_OF,
  isMaskedFor,
  maskRow,
  maskValues,
  type MaskedTable,
  type Reader,
} from '../src/modules/candidate-record/index.ts';

const STAFF: Reader = { kind: 'staff' };
const CANDIDATE: Reader = { kind: 'candidate' };
const MASKED_READERS: Reader[] = [STAFF, 'link'];
const TABLES = Object.keys(MASKED_TABLES) as MaskedTable[];

/** a value of the field's kind (masking reads only whether there is one) */
const valueOf = (f: FieldDef) =>
  f.type === 'boolean' ? true : f.type === 'integer' || f.type === 'decimal' ? 1 : 'S';

describe('masking walks the registry', () => {
  it('knows every personal field of the registry in exactly one table, and nothing else', () => {
    const known = TABLES.flatMap((table) => (MASKED_TABLES[table] as readonly FieldDef[]).map((f) => f));
    expect(new Set(known)).toEqual(new Set(ALL_PERSONAL_FIELDS));
    expect(known).toHaveLength(ALL_PERSONAL_FIELDS.length);
  });

  for (const table of TABLES)
    describe(table, () => {
      const fields = MASKED_TABLES[table] as readonly FieldDef[];
      const values = Object.fromEntries(fields.map((f) => [f.name, valueOf(f)]));

      it('masks each sensitive field with a value to staff and to a link, null and named', () => {
        const sensitive = fields.filter((f) => f.sensivel).map((f) => f.name);
        expect([...SENSITIVE_FIELDS_OF[table]].sort()).toEqual([...sensitive].sort());
        for (const reader of MASKED_READERS) {
          const { values: masked, hidden } = maskValues(reader, values, table);
          expect([...hidden].sort()).toEqual([...sensitive].sort());
          for (const f of fields) {
            expect(isMaskedFor(reader, f.name, table), `${table}.${f.name}`).toBe(f.sensivel);
            expect(masked[f.name], `${table}.${f.name}`).toEqual(f.sensivel ? null : values[f.name]);
          }
          if (table !== 'CANDIDATO') expect(maskRow(reader, values, table).OCULTOS).toEqual(hidden);
        }
      });

      it('masks nothing to the candidate, and an empty sensitive field hides nothing', () => {
        expect(maskValues(CANDIDATE, values, table)).toEqual({ values, hidden: [] });
        for (const f of fields) expect(isMaskedFor(CANDIDATE, f.name, table)).toBe(false);
        if (table !== 'CANDIDATO') expect(maskRow(CANDIDATE, values, table)).toEqual(values);
        const empty = Object.fromEntries(fields.map((f) => [f.name, null]));
        expect(maskValues(STAFF, empty, table).hidden).toEqual([]);
      });
    });

  it("pins the hole of issue 34: a dependent's PCD is masked; the authorized persons have no sensitive field", () => {
    expect(isMaskedFor(STAFF, 'PCD', 'DEPENDENTE')).toBe(true);
    expect(maskRow(STAFF, { CODDEP: 7, NOME: 'ANA', PCD: 'S' }, 'DEPENDENTE')).toEqual({
      CODDEP: 7,
      NOME: 'ANA',
      PCD: null,
      OCULTOS: ['PCD'],
    });
    // a sensitive field here would be masked (this walk), but staff could not reveal it: the
    // reveal knows a row of the record's dependents only (CODDEP) — give it a key with the field
    expect([...SENSITIVE_FIELDS_OF.PESSOA_AUTORIZADA]).toEqual([]);
  });
});
