/**
 * The staff's tpDep for an ambiguous kinship (decision 031, 2026-11-26): guarda judicial/provisória
 * (06 or 10) and sogro(a) (09 or 99). The registry field offers only the kinship's codes and refuses
 * others; the pre-check asks for it for an IRRF dependent; the event carries the choice (and, for 99,
 * the kinship's name as descrDep) and stays valid against the official schema.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings.ts';
import { DEPENDENT_FIELDS, TPDEP_FIELD } from '../registry/dependent.ts';
import { validateFields } from '../registry/validate.ts';
import { buildS2200 } from './build-s2200.ts';
import { checkS2200 } from './check-s2200.ts';
import { tpDepOfDependent, tpDepOptionsOf } from './kinship.ts';
import type { S2200Input } from './s2200-map.ts';
import { dependentOf, S2200_FIXTURES } from './s2200-fixtures.ts';
import { schemaErrors, withPlaceholderSignature } from './schema-validation.test-support.ts';

const AT = new Date('2026-11-26T12:34:56Z');
const ok = S2200_FIXTURES.brasileiro;
const sogra = { NOME: 'Rosa Souza', PARENTESCO: '8', DATNASC: '1950-09-09', DEPENDENTEIRRF: true, PCD: 'N' };
const withDependent = (d: Parameters<typeof dependentOf>[0]): S2200Input => ({
  ...ok,
  dependents: [dependentOf(d)],
});
const dependentXml = (xml: string) => /<dependente>.*<\/dependente>/s.exec(xml)?.[0] ?? '';

describe('the tpDep of an ambiguous kinship', () => {
  it('offers each ambiguous kinship its table 07 codes, and nothing to the others', () => {
    expect(tpDepOptionsOf('5').map((o) => o.value)).toEqual(['06', '10']);
    expect(tpDepOptionsOf('6').map((o) => o.value)).toEqual(['06', '10']);
    expect(tpDepOptionsOf('8').map((o) => o.value)).toEqual(['09', '99']);
    for (const single of ['0', '1', '2', '3', '4', '7', '9', '10', '11'])
      expect(tpDepOptionsOf(single)).toEqual([]);
  });

  it('uses a valid choice, ignores one the kinship does not take, and keeps a single code whatever is stored', () => {
    expect(tpDepOfDependent({ PARENTESCO: '8', TPDEP_ESOCIAL: '09' })).toBe('09');
    expect(tpDepOfDependent({ PARENTESCO: '5', TPDEP_ESOCIAL: '09' })).toBeUndefined();
    expect(tpDepOfDependent({ PARENTESCO: '5', TPDEP_ESOCIAL: null })).toBeUndefined();
    expect(tpDepOfDependent({ PARENTESCO: '1', TPDEP_ESOCIAL: '99' })).toBe('03');
  });

  it('is a staff-only dependent field, shown for guarda and sogro only, refusing codes of other kinships', () => {
    expect(TPDEP_FIELD.editableBy).toEqual(['staff']);
    const ctx = (values: Record<string, unknown>) => ({ settings: defaultSettings(), values });
    expect(TPDEP_FIELD.visible(ctx({ PARENTESCO: '8' }))).toBe(true);
    expect(TPDEP_FIELD.visible(ctx({ PARENTESCO: '1' }))).toBe(false);
    const issuesOf = (values: Record<string, unknown>) =>
      validateFields([TPDEP_FIELD], ctx(values)).map((i) => i.message);
    expect(issuesOf({ PARENTESCO: '8', TPDEP_ESOCIAL: '99' })).toEqual([]);
    expect(issuesOf({ PARENTESCO: '8', TPDEP_ESOCIAL: '06' })).toEqual([
      'Tipo de dependente (eSocial): Opção inválida.',
    ]);
    expect(issuesOf({ PARENTESCO: '8', TPDEP_ESOCIAL: '01' })).toEqual([
      'Tipo de dependente (eSocial): Opção inválida.',
    ]);
    expect(DEPENDENT_FIELDS.filter((f) => f.editableBy.includes('candidate'))).not.toContain(TPDEP_FIELD);
  });

  it('pre-check: an IRRF sogro(a) needs the choice; once chosen, or when not for IRRF, nothing is asked', () => {
    expect(checkS2200(withDependent(sogra))).toEqual([
      {
        campo: 'TPDEP_ESOCIAL',
        rotulo: 'Dependente 1 (Rosa Souza)',
        mensagem: 'Dependente para IRRF: escolha o tipo de dependente do eSocial (09 ou 99).',
      },
    ]);
    expect(checkS2200(withDependent({ ...sogra, TPDEP_ESOCIAL: '06' }))).toHaveLength(1);
    expect(checkS2200(withDependent({ ...sogra, TPDEP_ESOCIAL: '09' }))).toEqual([]);
    expect(checkS2200(withDependent({ ...sogra, DEPENDENTEIRRF: false }))).toEqual([]);
  });

  it.each([
    ['sogro(a) as parent of the spouse', { ...sogra, TPDEP_ESOCIAL: '09' }, '<tpDep>09</tpDep>', null],
    ['sogro(a) as agregado', { ...sogra, TPDEP_ESOCIAL: '99' }, '<tpDep>99</tpDep>', 'Sogro(a)'],
    [
      'guarda judicial of a poor minor',
      { ...sogra, PARENTESCO: '5', TPDEP_ESOCIAL: '10' },
      '<tpDep>10</tpDep>',
      null,
    ],
    [
      'guarda provisória of a grandchild',
      { ...sogra, PARENTESCO: '6', TPDEP_ESOCIAL: '06' },
      '<tpDep>06</tpDep>',
      null,
    ],
    ['sogro(a) not for IRRF without a choice', { ...sogra, DEPENDENTEIRRF: false }, null, null],
  ])(
    '%s: the event carries the choice and is valid once signed',
    async (_name, dep, tpDep, descr) => {
      const { xml } = buildS2200(withDependent(dep), { at: AT, sequence: 7, verProc: 'admissao-0.1.0' });
      const part = dependentXml(xml);
      if (tpDep) expect(part).toContain(tpDep);
      else expect(part).not.toContain('<tpDep>');
      if (descr) expect(part).toContain(`<descrDep>${descr}</descrDep>`);
      else expect(part).not.toContain('<descrDep>');
      expect(await schemaErrors(withPlaceholderSignature(xml))).toEqual([]);
    },
    30_000,
  );
});
