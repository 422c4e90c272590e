/**
 * The S-2190 (issue 34 §4, decision 078): built from the S-2200's fixtures (the same registry
 * fields), each is accepted by the official evtAdmPrelim schema once a placeholder signature is
 * added; each refusal of its pre-check is a pt-BR message on the field.
 */
import { describe, expect, it } from 'vitest';
import { checkS2190, buildS2190, type S2190Input } from './s2190.ts';
import { EVENT_ID_PATTERN } from './event-xml.ts';
import { INTERN_REFUSAL_S2190, type S2200Record } from './s2200-map.ts';
import { S2200_FIXTURES } from './s2200-fixtures.ts';
import { schemaErrors, withPlaceholderSignature } from './schema-validation.test-support.ts';

const AT = new Date('2026-11-30T18:00:00Z');
const build = (input: S2190Input) => buildS2190(input, { at: AT, sequence: 42, verProc: 'Admissao-teste' });
const mutate = (input: S2190Input, record: Partial<S2200Record>): S2190Input => ({
  ...input,
  record: { ...input.record, ...record },
});
const messagesOf = (input: S2190Input) => checkS2190(input).map((i) => `${i.campo}: ${i.mensagem}`);

describe('the S-2190 of the S-2200 fixtures', () => {
  it.each(['brasileiro', 'prazoDeterminado', 'aprendiz', 'estrangeiro'] as const)(
    '%s: empty pre-check, valid against evtAdmPrelim once signed',
    async (name) => {
      const input = S2200_FIXTURES[name];
      expect(checkS2190(input)).toEqual([]);
      const { id, xml } = build(input);
      expect(id).toMatch(EVENT_ID_PATTERN);
      expect(xml).toContain(`<evtAdmPrelim Id="${id}">`);
      expect(xml).not.toContain('Signature');
      expect(await schemaErrors(withPlaceholderSignature(xml), 'evtAdmPrelim')).toEqual([]);
    },
    30_000,
  );

  it('writes the fields the layout asks for, from the registry values', () => {
    const { xml } = build(S2200_FIXTURES.prazoDeterminado);
    for (const part of [
      '<ideEvento><indRetif>1</indRetif><tpAmb>2</tpAmb><procEmi>1</procEmi><verProc>Admissao-teste</verProc></ideEvento>',
      '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>',
      '<cpfTrab>52998224725</cpfTrab><dtNascto>1990-03-15</dtNascto><dtAdm>2026-12-01</dtAdm>',
      '<matricula>A-0001</matricula><codCateg>101</codCateg><natAtividade>1</natAtividade>',
      '<infoRegCTPS><CBOCargo>212405</CBOCargo><vrSalFx>5500.50</vrSalFx><undSalFixo>7</undSalFixo><tpContr>2</tpContr><dtTerm>2027-02-28</dtTerm></infoRegCTPS>',
    ])
      expect(xml).toContain(part);
    // an open-ended contract has no end date
    expect(build(S2200_FIXTURES.brasileiro).xml).not.toContain('dtTerm');
  });

  it('shares the Id rule with the S-2200: same employer root, moment and sequence', () => {
    expect(build(S2200_FIXTURES.brasileiro).id).toBe('ID1112223330000002026113015000000042');
  });
});

describe('the S-2190 pre-check', () => {
  const ok = S2200_FIXTURES.brasileiro;
  it('asks for each value the event needs, naming the S-2190', () => {
    expect(messagesOf(mutate(ok, { MATRICULA: null, CBOCARGO: null, VRSALFX: null }))).toEqual([
      'MATRICULA: Não informado (obrigatório no S-2190).',
      'CBOCARGO: Não informado (obrigatório no S-2190).',
      'VRSALFX: Não informado (obrigatório no S-2190).',
    ]);
  });
  it('refuses malformed and inconsistent values', () => {
    expect(messagesOf(mutate(ok, { CBOCARGO: '2124', MATRICULA: 'eSocial1' }))).toEqual([
      "MATRICULA: Não pode começar com 'eSocial'.",
      'CBOCARGO: CBO deve ter 6 dígitos.',
    ]);
    expect(messagesOf(mutate(S2200_FIXTURES.prazoDeterminado, { DTTERM: '2026-11-01' }))).toEqual([
      'DTTERM: Deve ser igual ou posterior à data de início.',
    ]);
    expect(messagesOf(mutate(S2200_FIXTURES.prazoDeterminado, { DTTERM: null }))).toEqual([
      'DTTERM: Não informado (obrigatório no S-2190).',
    ]);
    expect(messagesOf(mutate(ok, { DATINICIO: '1989-01-01' }))).toEqual([
      'DATINICIO: Deve ser posterior à data de nascimento.',
    ]);
  });
  it("needs the employer's CNPJ but not the unit's (the S-2190 has no place of work)", () => {
    expect(messagesOf({ ...ok, settings: { ...ok.settings, CNPJ_EMPREGADOR: '' } })).toEqual([
      'CNPJ_EMPREGADOR: Informe o CNPJ do empregador em Configurações.',
    ]);
    expect(checkS2190({ record: ok.record, settings: ok.settings })).toEqual([]);
  });
  it('refuses an intern outright, and the builder refuses to run', () => {
    const intern = mutate(ok, { TIPOCARGO: 'ESTAGIO', CARGO: 'ESTAGIO' });
    expect(checkS2190(intern)).toEqual([
      { campo: 'TIPOCARGO', rotulo: expect.any(String), mensagem: INTERN_REFUSAL_S2190 },
    ]);
    expect(() => build(intern)).toThrow(/pre-check/);
  });
});
