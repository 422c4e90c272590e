/**
 * The internship's registry fields (issue 34 §5, decision 078): shown only for an intern, never
 * required by the record (the S-2300 pre-check asks for them), the candidate's side in Dados Pessoais
 * and the employer's in Vínculo (eSocial), each value checked by its type.
 */
import { describe, expect, it } from 'vitest';
import { fieldsOfSection } from './candidate-fields.ts';
import { INTERNSHIP_FIELDS } from './internship.ts';
import { ALL_ON, chars, check, field, stateOf } from './registry-fixture.ts';

const INTERN = { TIPOCARGO: 'ESTAGIO', CARGO: 'ESTAGIO' };
const NAMES = INTERNSHIP_FIELDS.map((f) => f.name);

describe('the internship fields', () => {
  it.each(NAMES)('%s is hidden for an employee and optional for an intern', (name) => {
    expect(stateOf(name, { TIPOCARGO: 'OUTROS', CARGO: 'Analista' }, ALL_ON)).toBe('hidden');
    expect(stateOf(name, INTERN, ALL_ON)).toBe('optional');
  });

  it('the candidate fills school, level and course; staff fill the terms of the Termo de Compromisso', () => {
    const bySection = (s: 'DADOS_PESSOAIS' | 'VINCULO_ESOCIAL') =>
      fieldsOfSection(s)
        .filter((f) => (NAMES as readonly string[]).includes(f.name))
        .map((f) => [f.name, f.editableBy.join('+')]);
    expect(bySection('DADOS_PESSOAIS')).toEqual([
      ['NIVESTAGIO', 'candidate+staff'],
      ['AREAATUACAO', 'candidate+staff'],
      ['CNPJINSTENSINO', 'candidate+staff'],
    ]);
    expect(bySection('VINCULO_ESOCIAL')).toEqual(
      ['NATESTAGIO', 'DTPREVTERM', 'CNPJAGNTINTEG', 'CPFSUPERVISOR', 'NRAPOL'].map((n) => [n, 'staff']),
    );
  });

  it("hides the employee's contract from an intern's Vínculo; keeps what the S-2300 reads", () => {
    const shown = (values: Record<string, unknown>) =>
      fieldsOfSection('VINCULO_ESOCIAL')
        .filter((f) => !(NAMES as readonly string[]).includes(f.name))
        .filter((f) => stateOf(f.name, values, ALL_ON) !== 'hidden')
        .map((f) => f.name);
    expect(shown(INTERN)).toEqual(['MATRICULA', 'CBOCARGO', 'VRSALFX', 'UNDSALFIXO']);
    expect(shown({ ...INTERN, UNDSALFIXO: '7' })).toContain('DSCSALVAR');
    expect(shown({ TIPOCARGO: 'OUTROS' })).toEqual(
      expect.arrayContaining(['CODCATEG', 'TPCONTR', 'TPREGJOR', 'NATATIVIDADE', 'CNPJSINDCATEGPROF']),
    );
  });

  it('offers the layout codes with pt-BR labels', () => {
    expect(field('NATESTAGIO').options).toEqual([
      { value: 'O', label: 'Obrigatório' },
      { value: 'N', label: 'Não obrigatório' },
    ]);
    expect(field('NIVESTAGIO').options?.map((o) => o.value)).toEqual(['1', '2', '3', '4', '8', '9']);
    expect(field('NIVESTAGIO').options?.find((o) => o.value === '4')?.label).toBe('Superior');
  });

  const LIMITS: [string, string, string][] = [
    ['NIVESTAGIO', '5', '4'],
    ['NATESTAGIO', 'X', 'O'],
    ['AREAATUACAO', chars(101), chars(100)],
    ['CNPJINSTENSINO', '60.701.190/0001-05', '60.701.190/0001-04'],
    ['CNPJAGNTINTEG', '11444777000162', '11444777000161'],
    ['CPFSUPERVISOR', '111.444.777-36', '111.444.777-35'],
    ['DTPREVTERM', '31/02/2027', '30/11/2027'],
    ['NRAPOL', chars(31), chars(30)],
  ];
  it.each(LIMITS)('%s refuses %s and accepts %s', (name, bad, good) => {
    const issuesFor = (v: string) =>
      check(field(name).section, { ...INTERN, [name]: v }).filter((i) => i.field === name);
    expect(issuesFor(bad)).toMatchObject([{ field: name, missing: false }]);
    expect(issuesFor(good)).toEqual([]);
  });
});
