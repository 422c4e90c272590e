/**
 * Candidates whose S-2200 is complete, as the database stores them (issue 17): the test fixtures of
 * the exporter and the bench's input. Each differs from the Brazilian one by what it is about.
 */
import { defaultSettings } from '../settings.ts';
import {
  S2200_DEPENDENT_MAP,
  S2200_RECORD_MAP,
  type S2200Dependent,
  type S2200DependentFieldName,
  type S2200FieldName,
  type S2200Input,
  type S2200Record,
} from './s2200-map.ts';

export const EMPLOYER_CNPJ = '11222333000181';
export const UNIT_CNPJ = '11222333000262';
export const UNION_CNPJ = '11444777000161';
/** an alphanumeric CNPJ (IN RFB 2.229/2024) */
export const ALPHANUMERIC_CNPJ = '12ABC34501DE35';

const BRAZILIAN_RECORD = {
  CPF: '52998224725',
  NOME: 'Maria da Silva Souza',
  SEXO: 'F',
  IDRACA: '3',
  IDESTCIVIL: 'CAS',
  IDGRAUINSTRUCAO: '7',
  NOMESOCIAL: null,
  DATNASC: '1990-03-15',
  NACIONALIDADE: 'BRA',
  NATURALIZADO: false,
  NATURALIDADE: '3550308',
  ENDERECO: 'Rua das Flores & Jardins',
  NUMERO: '123',
  COMPLEMENTO: 'Apto 45',
  BAIRRO: 'Centro',
  CEP: '01310100',
  CODCIDADE: '3550308',
  UF: 'SP',
  CELULAR: '11999998888',
  EMAIL: 'maria.souza@example.com',
  PCD: 'N',
  TIPOCARGO: 'OUTROS',
  CARGO: 'Analista de Sistemas',
  DATINICIO: '2026-12-01',
  MATRICULA: 'A-0001',
  CODCATEG: '101',
  CBOCARGO: '212405',
  VRSALFX: 5500.5,
  UNDSALFIXO: '5',
  TPCONTR: '1',
  TPREGJOR: '1',
  TPJORNADA: '5',
  TMPPARC: '0',
  DSCJORN: 'Segunda a sexta, 08:00 às 17:00, intervalo de 1 hora',
  NATATIVIDADE: '1',
  CNPJSINDCATEGPROF: UNION_CNPJ,
  DTBASE: '5',
} as const;

/** Every field the S-2200 reads, empty, as a record read from the database holds them all. */
const EMPTY_RECORD = Object.fromEntries(Object.keys(S2200_RECORD_MAP).map((n) => [n, null])) as {
  [N in S2200FieldName]: null;
};
const EMPTY_DEPENDENT = Object.fromEntries(Object.keys(S2200_DEPENDENT_MAP).map((n) => [n, null])) as {
  [N in S2200DependentFieldName]: null;
};

/** A dependent as read from the database: what the fixture says, the other marked fields empty. */
export const dependentOf = (
  d: Pick<S2200Dependent, 'NOME' | 'PARENTESCO'> & Partial<S2200Dependent>,
): S2200Dependent => ({ ...EMPTY_DEPENDENT, ...d });

/** The Brazilian record changed by `record` (what a fixture or a test is about). */
export const recordOf = (record: Partial<S2200Record> = {}): S2200Record => ({
  ...EMPTY_RECORD,
  ...BRAZILIAN_RECORD,
  ...record,
});

const base = (record: Partial<S2200Record> = {}, more: Partial<S2200Input> = {}): S2200Input => ({
  record: recordOf(record),
  dependents: [],
  settings: { ...defaultSettings(), CNPJ_EMPREGADOR: EMPLOYER_CNPJ },
  unitCnpj: UNIT_CNPJ,
  ...more,
});

export const S2200_FIXTURES = {
  brasileiro: base(),
  estrangeiro: base({
    NACIONALIDADE: 'EST',
    NATURALIZADO: false,
    NATURALIDADE: 'VE',
    PAISNACIONALIDADE: 'VE',
    TEMPORESIDENCIA: '1',
    CONDINGRESSO: '4',
    IDESTCIVIL: 'UNE',
  }),
  dependentesIrrf: base(
    {},
    {
      dependents: [
        dependentOf({
          NOME: 'João Souza',
          PARENTESCO: '1',
          DATNASC: '2015-06-01',
          CPF: '11144477735',
          DEPENDENTEIRRF: true,
          SALARIOFAMILIA: true,
          PCD: 'N',
        }),
        dependentOf({
          NOME: 'Pedro Souza',
          PARENTESCO: '0',
          DATNASC: '1988-01-20',
          CPF: '52998224725',
          DEPENDENTEIRRF: true,
          PCD: 'N',
        }),
        dependentOf({
          NOME: 'Ana Lima',
          PARENTESCO: '3',
          PARENTESCO_OUTROS: 'Sobrinha',
          DATNASC: '2010-02-02',
          CPF: null,
          DEPENDENTEIRRF: false,
          PCD: 'S',
        }),
        dependentOf({
          NOME: 'Rosa Souza',
          PARENTESCO: '8',
          DATNASC: '1950-09-09',
          CPF: null,
          DEPENDENTEIRRF: false,
          PCD: 'N',
        }),
      ],
    },
  ),
  pcd: base({
    PCD: 'S',
    DEFFISICA: 'S',
    DEFVISUAL: 'N',
    DEFAUDITIVA: 'N',
    DEFMENTAL: 'N',
    DEFINTELECTUAL: 'N',
    REABREADAP: 'N',
    INFOCOTA: 'S',
  }),
  prazoDeterminado: base({
    TPCONTR: '2',
    DTTERM: '2027-02-28',
    CLAUASSEC: 'N',
    TPREGJOR: '2',
    UNDSALFIXO: '7',
    DSCSALVAR: 'Comissão de 5% sobre as vendas',
  }),
  aprendiz: base(
    {
      CODCATEG: '103',
      INDAPREND: '1',
      CNPJENTQUAL: ALPHANUMERIC_CNPJ,
      CBOCARGO: '411005',
      CARGO: 'Jovem Aprendiz',
      TPCONTR: '2',
      DTTERM: '2028-11-30',
      CLAUASSEC: 'S',
      TMPPARC: '1',
    },
    { settings: { ...defaultSettings(), CNPJ_EMPREGADOR: ALPHANUMERIC_CNPJ, ESOCIAL_TPAMB: '1' } },
  ),
} satisfies Record<string, S2200Input>;
export type S2200FixtureName = keyof typeof S2200_FIXTURES;
