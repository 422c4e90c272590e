/**
 * Interns whose S-2300 is complete, as the database stores them (issue 34 §5): the tests' fixtures.
 * Each is the S-2200's Brazilian record registered as an intern, with the internship's fields.
 */
import { defaultSettings } from '../settings.ts';
import { EMPLOYER_CNPJ, recordOf, UNIT_CNPJ, UNION_CNPJ } from './s2200-fixtures.ts';
import type { S2300Input, S2300OnlyFieldName, S2300Record } from './s2300-map.ts';
import { S2300_RECORD_MAP } from './s2300-map.ts';

/** A school's and an integration agent's CNPJs (valid check digits). */
export const SCHOOL_CNPJ = '60701190000104';
export const AGENT_CNPJ = UNION_CNPJ;
export const SUPERVISOR_CPF = '11144477735';

const EMPTY_INTERNSHIP = Object.fromEntries(Object.keys(S2300_RECORD_MAP).map((n) => [n, null])) as {
  [N in S2300OnlyFieldName]: null;
};

/** The S-2200's Brazilian record as an intern's, changed by `record`. */
export const internRecordOf = (record: Partial<S2300Record> = {}): S2300Record => ({
  ...recordOf({
    TIPOCARGO: 'ESTAGIO',
    CARGO: 'ESTAGIO',
    CBOCARGO: '351305',
    VRSALFX: 1500,
    UNDSALFIXO: '5',
    // the employee's contract fields stay as a record that was one may hold them; the S-2300 reads none
  }),
  ...EMPTY_INTERNSHIP,
  NATESTAGIO: 'N',
  NIVESTAGIO: '4',
  AREAATUACAO: 'Administração de Empresas',
  CNPJINSTENSINO: SCHOOL_CNPJ,
  DTPREVTERM: '2027-11-30',
  CNPJAGNTINTEG: AGENT_CNPJ,
  CPFSUPERVISOR: SUPERVISOR_CPF,
  NRAPOL: 'AP-2026-000123',
  ...record,
});

const base = (record: Partial<S2300Record> = {}, more: Partial<S2300Input> = {}): S2300Input => ({
  record: internRecordOf(record),
  dependents: [],
  settings: { ...defaultSettings(), CNPJ_EMPREGADOR: EMPLOYER_CNPJ },
  unitCnpj: UNIT_CNPJ,
  ...more,
});

export const S2300_FIXTURES = {
  /** a non-mandatory internship with a bolsa, an integration agent and a supervisor */
  naoObrigatorio: base(),
  /** a mandatory internship of a technical course: no bolsa, no agent, no insurance number */
  obrigatorio: base({
    NATESTAGIO: 'O',
    NIVESTAGIO: '3',
    VRSALFX: null,
    UNDSALFIXO: null,
    CNPJAGNTINTEG: null,
    CPFSUPERVISOR: null,
    NRAPOL: null,
    CBOCARGO: null,
  }),
  /** an intern with a disability (infoDeficiencia has no quota in the S-2300) */
  pcd: base({
    PCD: 'S',
    DEFFISICA: 'N',
    DEFVISUAL: 'S',
    DEFAUDITIVA: 'N',
    DEFMENTAL: 'N',
    DEFINTELECTUAL: 'N',
    REABREADAP: 'N',
  }),
} satisfies Record<string, S2300Input>;
export type S2300FixtureName = keyof typeof S2300_FIXTURES;
