/**
 * The S-2200 exporter (issue 17): each fixture, built by the exporter, is accepted by the official
 * schema once a placeholder signature is added; mutated fixtures are refused by the pre-check with
 * the expected pt-BR message; the exported file never carries a signature.
 */
import { describe, expect, it } from 'vitest';
import { buildS2200 } from './build-s2200.ts';
import { EVENT_ID_PATTERN, eventId } from './event-xml.ts';
import { checkS2200, UF_INVALID } from './check-s2200.ts';
import { isValidCnpj } from './cnpj.ts';
import { INTERN_REFUSAL, type S2200Input, type S2200Record } from './s2200-map.ts';
import { ALPHANUMERIC_CNPJ, dependentOf, S2200_FIXTURES, type S2200FixtureName } from './s2200-fixtures.ts';
import { schemaErrors, withPlaceholderSignature } from './schema-validation.test-support.ts';

const AT = new Date('2026-11-26T12:34:56Z');
const build = (input: S2200Input, sequence = 1) =>
  buildS2200(input, { at: AT, sequence, verProc: 'admissao-0.1.0' });

const mutate = (
  input: S2200Input,
  record: Partial<S2200Record>,
  more: Partial<S2200Input> = {},
): S2200Input => ({
  ...input,
  record: { ...input.record, ...record },
  ...more,
});
const messagesOf = (input: S2200Input) => checkS2200(input).map((i) => `${i.campo}: ${i.mensagem}`);

describe('CNPJ check digits', () => {
  it('accepts numeric and alphanumeric CNPJs with their digits, masked or not', () => {
    for (const ok of ['11.222.333/0001-81', '11222333000181', ALPHANUMERIC_CNPJ, '12.abc.345/01de-35'])
      expect(isValidCnpj(ok), ok).toBe(true);
  });
  it('refuses wrong digits, wrong length, letters in the digits and repeated characters', () => {
    for (const bad of [
      '11222333000182',
      '1122233300018',
      '12ABC34501DE3A',
      '00000000000000',
      '12ABC34501DE53',
      '',
    ])
      expect(isValidCnpj(bad), bad).toBe(false);
  });
});

describe('the S-2200 of each fixture', () => {
  const names = Object.keys(S2200_FIXTURES) as S2200FixtureName[];
  it.each(names)(
    '%s: empty pre-check, valid against the official schema once signed',
    async (name) => {
      const input = S2200_FIXTURES[name];
      expect(checkS2200(input)).toEqual([]);
      const { id, xml } = build(input);
      expect(id).toMatch(EVENT_ID_PATTERN);
      expect(xml).not.toContain('Signature');
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(await schemaErrors(withPlaceholderSignature(xml))).toEqual([]);
    },
    30_000,
  );

  it('is refused by the schema without the signature (the file is unsigned)', async () => {
    const errors = await schemaErrors(build(S2200_FIXTURES.brasileiro).xml);
    expect(errors.join('\n')).toMatch(/Signature/);
  }, 30_000);

  it('writes what each case is about', () => {
    expect(build(S2200_FIXTURES.estrangeiro).xml).toMatch(
      /<paisNascto>850<\/paisNascto><paisNac>850<\/paisNac>.*<trabImig><tmpResid>1<\/tmpResid><condIng>4<\/condIng><\/trabImig>/,
    );
    expect(build(S2200_FIXTURES.estrangeiro).xml).not.toContain('<estCiv>');
    const deps = build(S2200_FIXTURES.dependentesIrrf).xml;
    expect(deps).toContain('<dependente><tpDep>03</tpDep><nmDep>João Souza</nmDep>');
    expect(deps).toContain('<depIRRF>S</depIRRF><depSF>S</depSF>');
    expect(deps).toContain('<tpDep>99</tpDep><nmDep>Ana Lima</nmDep>');
    expect(deps).toContain('<descrDep>Sobrinha</descrDep>');
    expect(deps).toContain('<dependente><nmDep>Rosa Souza</nmDep>');
    expect(build(S2200_FIXTURES.pcd).xml).toContain('<infoDeficiencia><defFisica>S</defFisica>');
    expect(build(S2200_FIXTURES.prazoDeterminado).xml).toContain(
      '<duracao><tpContr>2</tpContr><dtTerm>2027-02-28</dtTerm><clauAssec>N</clauAssec></duracao>',
    );
    const apprentice = build(S2200_FIXTURES.aprendiz).xml;
    expect(apprentice).toContain(
      `<aprend><indAprend>1</indAprend><cnpjEntQual>${ALPHANUMERIC_CNPJ}</cnpjEntQual></aprend>`,
    );
    expect(apprentice).toContain(
      '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>12ABC345</nrInsc></ideEmpregador>',
    );
    expect(apprentice).toContain('<tpAmb>1</tpAmb>');
    expect(build(S2200_FIXTURES.brasileiro).xml).toContain('<tpAmb>2</tpAmb>');
    expect(build(S2200_FIXTURES.brasileiro).xml).toContain(
      '<dscLograd>Rua das Flores &amp; Jardins</dscLograd>',
    );
  });
});

describe('the event Id', () => {
  it('is ID + tpInsc + the CNPJ root padded to 14 + Brasília date and time + a 5-digit sequence', () => {
    expect(eventId('11222333000181', AT, 7)).toBe('ID1112223330000002026112609345600007');
    expect(eventId(ALPHANUMERIC_CNPJ, AT, 99_999)).toMatch(/^ID112ABC345000000\d{14}99999$/);
  });
});

describe('the pre-check of mutated fixtures', () => {
  const ok = S2200_FIXTURES.brasileiro;
  const cases: [string, S2200Input, string][] = [
    ['intern', mutate(ok, { TIPOCARGO: 'ESTAGIO' }), `TIPOCARGO: ${INTERN_REFUSAL}`],
    [
      'no employer CNPJ',
      mutate(ok, {}, { settings: { ...ok.settings, CNPJ_EMPREGADOR: '' } }),
      'CNPJ_EMPREGADOR: Informe o CNPJ do empregador em Configurações.',
    ],
    [
      'no unit CNPJ',
      mutate(ok, {}, { unitCnpj: null }),
      'CNPJ_UNIDADE: Informe o CNPJ da unidade do candidato em Unidades.',
    ],
    ['no matrícula', mutate(ok, { MATRICULA: null }), 'MATRICULA: Não informado (obrigatório no S-2200).'],
    [
      'matrícula eSocial…',
      mutate(ok, { MATRICULA: 'eSocial01' }),
      "MATRICULA: Não pode começar com 'eSocial'.",
    ],
    ['CBO of 5 digits', mutate(ok, { CBOCARGO: '21240' }), 'CBOCARGO: CBO deve ter 6 dígitos.'],
    [
      'union CNPJ digits',
      mutate(ok, { CNPJSINDCATEGPROF: '11444777000162' }),
      'CNPJSINDCATEGPROF: CNPJ inválido.',
    ],
    [
      'race hidden',
      mutate(ok, { IDRACA: null }, { settings: { ...ok.settings, RACA_COR: false } }),
      'IDRACA: Raça/cor é obrigatória no S-2200, mas o campo está oculto para este cliente (Configurações > Raça/cor).',
    ],
    [
      'race not informed',
      mutate(ok, { IDRACA: '6' }),
      'IDRACA: Informe raça/cor (1 a 5): obrigatória no S-2200.',
    ],
    [
      'fixed term without end',
      mutate(ok, { TPCONTR: '2', CLAUASSEC: 'N' }),
      'DTTERM: Não informado (obrigatório no S-2200).',
    ],
    [
      'end before start',
      mutate(ok, { TPCONTR: '2', CLAUASSEC: 'N', DTTERM: '2026-11-01' }),
      'DTTERM: Deve ser igual ou posterior à data de início.',
    ],
    [
      'variable salary undescribed',
      mutate(ok, { UNDSALFIXO: '6' }),
      'DSCSALVAR: Não informado (obrigatório no S-2200).',
    ],
    [
      'schedule without description',
      mutate(ok, { DSCJORN: '' }),
      'DSCJORN: Não informado (obrigatório no S-2200).',
    ],
    [
      'PCD without types',
      mutate(S2200_FIXTURES.pcd, { DEFFISICA: null }),
      'DEFFISICA: Não informado (obrigatório no S-2200).',
    ],
    [
      'PCD with every type Não',
      mutate(S2200_FIXTURES.pcd, { DEFFISICA: 'N', INFOCOTA: 'N' }),
      'DEFFISICA: Pessoa com deficiência: informe Sim em ao menos um tipo de deficiência.',
    ],
    [
      'immigrant without condição',
      mutate(S2200_FIXTURES.estrangeiro, { CONDINGRESSO: null }),
      'CONDINGRESSO: Não informado (obrigatório no S-2200).',
    ],
    [
      'country outside table 06',
      mutate(S2200_FIXTURES.estrangeiro, { NATURALIDADE: 'AQ' }),
      'NATURALIDADE: País de nascimento sem código na tabela 06 do eSocial.',
    ],
    [
      'nationality outside table 06',
      mutate(S2200_FIXTURES.estrangeiro, { PAISNACIONALIDADE: 'AQ' }),
      'PAISNACIONALIDADE: País sem código na tabela 06 do eSocial.',
    ],
    [
      'apprentice without entity',
      mutate(S2200_FIXTURES.aprendiz, { CNPJENTQUAL: null }),
      'CNPJENTQUAL: Não informado (obrigatório no S-2200).',
    ],
    ['no IBGE city', mutate(ok, { CODCIDADE: null }), 'CODCIDADE: Não informado (obrigatório no S-2200).'],
    // decision 084: the schema's TS_uf list, before sending
    ['a UF outside the layout', mutate(ok, { UF: 'ZZ' }), `UF: ${UF_INVALID}`],
    ['a lower-case UF', mutate(ok, { UF: 'sp' }), `UF: ${UF_INVALID}`],
    [
      'rural category, urban work',
      mutate(ok, { CODCATEG: '102' }),
      'NATATIVIDADE: Empregado rural (categoria 102): natureza deve ser Trabalho rural.',
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(messagesOf(input)).toContain(expected);
    expect(() => build(input)).toThrow(/pre-check/);
  });

  it('asks staff to choose the type of an IRRF dependent whose kinship has no single eSocial type', () => {
    const input: S2200Input = {
      ...ok,
      dependents: [
        dependentOf({ NOME: 'Clara Dias', PARENTESCO: '5', DATNASC: '2012-01-01', DEPENDENTEIRRF: true }),
      ],
    };
    expect(checkS2200(input)).toEqual([
      {
        campo: 'TPDEP_ESOCIAL',
        rotulo: 'Dependente 1 (Clara Dias)',
        mensagem: 'Dependente para IRRF: escolha o tipo de dependente do eSocial (06 ou 10).',
      },
    ]);
  });

  it('labels each item with the registry label of its field', () => {
    expect(checkS2200(mutate(ok, { CBOCARGO: null }))).toEqual([
      { campo: 'CBOCARGO', rotulo: 'CBO do cargo', mensagem: 'Não informado (obrigatório no S-2200).' },
    ]);
  });
});
