/**
 * The S-2300 of an intern (issue 34 §5, decision 078): each fixture is accepted by the official
 * evtTSVInicio schema once a placeholder signature is added and holds every path its map names;
 * each refusal of checkS2300 is a pt-BR message on the field; one function says which event a
 * candidate has.
 */
import { describe, expect, it } from 'vitest';
import { admissionEventKindOf } from './admission-event.ts';
import { buildS2300 } from './build-s2300.ts';
import { checkS2200, UF_INVALID } from './check-s2200.ts';
import { checkS2300 } from './check-s2300.ts';
import { EVENT_ID_PATTERN } from './event-xml.ts';
import { INTERN_REFUSAL, NOT_INTERN_REFUSAL } from './s2200-map.ts';
import { S2200_FIXTURES } from './s2200-fixtures.ts';
import { S2300_RECORD_MAP, type S2300Input, type S2300Record } from './s2300-map.ts';
import { S2300_FIXTURES, type S2300FixtureName } from './s2300-fixtures.ts';
import { schemaErrors, withPlaceholderSignature } from './schema-validation.test-support.ts';

const AT = new Date('2026-12-01T12:00:00Z');
const build = (input: S2300Input) => buildS2300(input, { at: AT, sequence: 5, verProc: 'Admissao-teste' });
const mutate = (input: S2300Input, record: Partial<S2300Record>): S2300Input => ({
  ...input,
  record: { ...input.record, ...record },
});
const messagesOf = (input: S2300Input) => checkS2300(input).map((i) => `${i.campo}: ${i.mensagem}`);
const ok = S2300_FIXTURES.naoObrigatorio;

describe('the S-2300 of each fixture', () => {
  it.each(Object.keys(S2300_FIXTURES) as S2300FixtureName[])(
    '%s: empty pre-check, valid against evtTSVInicio once signed',
    async (name) => {
      const input = S2300_FIXTURES[name];
      expect(checkS2300(input)).toEqual([]);
      const { id, xml } = build(input);
      expect(id).toMatch(EVENT_ID_PATTERN);
      expect(xml).toContain(`<evtTSVInicio Id="${id}">`);
      expect(xml).not.toContain('Signature');
      expect(await schemaErrors(withPlaceholderSignature(xml), 'evtTSVInicio')).toEqual([]);
    },
    30_000,
  );

  it('writes category 901, the bolsa and the internship as the layout orders them', () => {
    const { xml } = build(ok);
    for (const part of [
      '<infoTSVInicio><cadIni>N</cadIni><matricula>A-0001</matricula><codCateg>901</codCateg><dtInicio>2026-12-01</dtInicio>',
      '<cargoFuncao><nmCargo>Estagiário</nmCargo><CBOCargo>351305</CBOCargo></cargoFuncao>',
      '<remuneracao><vrSalFx>1500.00</vrSalFx><undSalFixo>5</undSalFixo></remuneracao>',
      '<infoEstagiario><natEstagio>N</natEstagio><nivEstagio>4</nivEstagio><areaAtuacao>Administração de Empresas</areaAtuacao>' +
        '<nrApol>AP-2026-000123</nrApol><dtPrevTerm>2027-11-30</dtPrevTerm><instEnsino><cnpjInstEnsino>60701190000104</cnpjInstEnsino></instEnsino>' +
        '<ageIntegracao><cnpjAgntInteg>11444777000161</cnpjAgntInteg></ageIntegracao><supervisorEstagio><cpfSupervisor>11144477735</cpfSupervisor></supervisorEstagio></infoEstagiario>',
      '<localTrabGeral><tpInsc>1</tpInsc><nrInsc>11222333000262</nrInsc></localTrabGeral></infoComplementares></infoTSVInicio>',
    ])
      expect(xml).toContain(part);
    // no employee's data: natAtividade, the contract, the union, the quota
    for (const absent of ['natAtividade', 'tpContr', 'cnpjSindCategProf', 'infoCota', 'vinculo'])
      expect(xml).not.toContain(absent);
    expect(build(S2300_FIXTURES.pcd).xml).toContain(
      '<infoDeficiencia><defFisica>N</defFisica><defVisual>S</defVisual>',
    );
  });

  it('holds every path of S2300_RECORD_MAP in some fixture', () => {
    const xmls = Object.values(S2300_FIXTURES).map((f) => build(f).xml);
    for (const { element } of Object.values(S2300_RECORD_MAP)) {
      const tags = element.split('/').map((t) => `<${t}>`);
      expect(
        xmls.some((x) => tags.every((t) => x.includes(t))),
        element,
      ).toBe(true);
    }
  });
});

describe('checkS2300', () => {
  it('asks for the internship, naming the S-2300', () => {
    expect(
      messagesOf(mutate(ok, { NATESTAGIO: null, NIVESTAGIO: null, CNPJINSTENSINO: null, DTPREVTERM: null })),
    ).toEqual([
      'NATESTAGIO: Não informado (obrigatório no S-2300).',
      'NIVESTAGIO: Não informado (obrigatório no S-2300).',
      'DTPREVTERM: Não informado (obrigatório no S-2300).',
      'CNPJINSTENSINO: Não informado (obrigatório no S-2300).',
    ]);
  });
  it("asks for the worker's data by the S-2200's rules, naming the S-2300", () => {
    expect(messagesOf(mutate(ok, { CEP: null, IDRACA: null }))).toEqual([
      'IDRACA: Informe raça/cor (1 a 5): obrigatória no S-2300.',
      'CEP: Não informado (obrigatório no S-2300).',
    ]);
    expect(messagesOf({ ...ok, unitCnpj: null })).toEqual([
      'CNPJ_UNIDADE: Informe o CNPJ da unidade do candidato em Unidades.',
    ]);
    // decision 084: a UF outside the schema's list is caught before sending
    expect(messagesOf(mutate(ok, { UF: 'ZZ' }))).toEqual([`UF: ${UF_INVALID}`]);
  });
  it('refuses wrong dates, CNPJs and a CBO of the wrong size', () => {
    expect(
      messagesOf(
        mutate(ok, {
          DTPREVTERM: '2026-12-01',
          CNPJINSTENSINO: '60701190000105',
          CNPJAGNTINTEG: '11444777000162',
          CBOCARGO: '35130',
        }),
      ),
    ).toEqual([
      'CBOCARGO: CBO deve ter 6 dígitos.',
      'DTPREVTERM: Deve ser posterior à data de início do estágio.',
      'CNPJINSTENSINO: CNPJ inválido.',
      'CNPJAGNTINTEG: CNPJ inválido.',
    ]);
  });
  it('asks the bolsa of a non-mandatory internship only (Lei 11.788/2008 art. 12)', () => {
    expect(messagesOf(mutate(ok, { VRSALFX: null, UNDSALFIXO: null }))).toEqual([
      'VRSALFX: Não informado (obrigatório no S-2300).',
      'UNDSALFIXO: Não informado (obrigatório no S-2300).',
    ]);
    expect(checkS2300(mutate(ok, { NATESTAGIO: 'O', VRSALFX: null, UNDSALFIXO: null }))).toEqual([]);
  });
  it('refuses a candidate who is not an intern; the S-2200 refuses an intern', () => {
    const employee = mutate(ok, { TIPOCARGO: 'OUTROS', CARGO: 'Analista' });
    expect(messagesOf(employee)).toEqual([`TIPOCARGO: ${NOT_INTERN_REFUSAL}`]);
    expect(() => build(employee)).toThrow(/pre-check/);
    expect(checkS2200(ok).map((i) => i.mensagem)).toEqual([INTERN_REFUSAL]);
  });
});

describe('admissionEventKindOf', () => {
  it('gives the S-2300 to an intern and the S-2200 to everyone else', () => {
    expect(admissionEventKindOf(ok.record)).toBe('S-2300');
    expect(admissionEventKindOf({ TIPOCARGO: 'ESTAGIO' })).toBe('S-2300');
    expect(admissionEventKindOf(S2200_FIXTURES.brasileiro.record)).toBe('S-2200');
    expect(admissionEventKindOf({})).toBe('S-2200');
  });
});
