import { describe, expect, it } from 'vitest';
import { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';
import { AUTHORIZED_PERSON_FIELDS, DEPENDENT_FIELDS } from '../registry/dependent.ts';
import { VALIDITY_FLAGS } from '../registry/types.ts';
import { ZAuthorizedPerson, ZDependent } from './candidate-extras.ts';
import { ZCandidateRecord } from './candidate-record.ts';

describe('answer schemas built from the field registry', () => {
  it('the record names every registry field, the validity flags and its own columns', () => {
    const keys = Object.keys(ZCandidateRecord.shape);
    for (const f of CANDIDATE_FIELDS) expect(keys, f.name).toContain(f.name);
    for (const flag of VALIDITY_FLAGS) expect(keys).toContain(flag);
    expect(keys).toEqual(expect.arrayContaining(['CODCANDIDATO', 'CODSTATUS', 'DESSTATUS', 'OBSSTATUS']));
  });

  it('types each value by its field type, null when empty', () => {
    const shape = ZCandidateRecord.shape as Record<
      string,
      { safeParse: (v: unknown) => { success: boolean } }
    >;
    const ok = (name: string, v: unknown) => shape[name]!.safeParse(v).success;
    expect(ok('NOME', 'Ana')).toBe(true);
    expect(ok('NOME', null)).toBe(true);
    expect(ok('CODUNIDADE', 3)).toBe(true);
    expect(ok('CODUNIDADE', '3')).toBe(false);
    for (const f of CANDIDATE_FIELDS.filter((x) => x.type === 'boolean')) expect(ok(f.name, true)).toBe(true);
  });

  it('dependents and authorized persons follow their registries', () => {
    for (const f of DEPENDENT_FIELDS) expect(Object.keys(ZDependent.shape)).toContain(f.name);
    for (const f of AUTHORIZED_PERSON_FIELDS) expect(Object.keys(ZAuthorizedPerson.shape)).toContain(f.name);
  });
});
