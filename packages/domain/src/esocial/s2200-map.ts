/**
 * How the product's stored values become S-2200 values (issue 17, decision 031). Shared by the
 * pre-check (checkS2200), which says what cannot be mapped, and the builder, which maps.
 */
import { isIntern } from '../registry/benefits.ts';
import { fieldByName, type CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';
import type { DEPENDENT_FIELDS } from '../registry/dependent.ts';
import { PARENTESCOS } from '../registry/types.ts';
import { isImmigrant } from '../registry/personal.ts';
import type { CandidateValues, DependentValues, EsocialFieldNameOf } from '../registry/values.ts';
import type { ClientSettings } from '../settings.ts';
import { PAIS_BRASIL } from './tables.ts';
import { paisEsocialOfIso } from './table-06.ts';

/** The candidate fields the S-2200 reads: those the registry marks `esocial: true`. */
export type S2200FieldName = EsocialFieldNameOf<typeof CANDIDATE_FIELDS>;
/** The dependent fields the S-2200 reads. */
export type S2200DependentFieldName = EsocialFieldNameOf<typeof DEPENDENT_FIELDS>;

/**
 * The record as the S-2200 sees it: only the marked fields, typed by the registry. The builder or the
 * pre-check reading any other field is a type error — mark it in the registry and map it below.
 */
export type S2200Record = Readonly<Pick<CandidateValues, S2200FieldName>>;
export type S2200Dependent = Readonly<Pick<DependentValues, S2200DependentFieldName>>;

/**
 * Where a registry field goes in the S-2200 (paths under evtAdmissao): the `element` its value
 * fills, converted or not, or the element (group) whose presence it `decides`.
 */
export type S2200Target = { readonly element: string } | { readonly decides: string };

/**
 * Every marked candidate field and where it goes: exhaustive both ways (`satisfies Record`), so a
 * field marked `esocial: true` without an entry, or an entry for an unmarked field, fails
 * `npm run typecheck` (s2200-map-typing.test.ts proves it with the compiler). s2200.test.ts checks
 * that the fixtures' events hold each path.
 */
export const S2200_RECORD_MAP = {
  CPF: { element: 'trabalhador/cpfTrab' },
  NOME: { element: 'trabalhador/nmTrab' },
  SEXO: { element: 'trabalhador/sexo' },
  IDRACA: { element: 'trabalhador/racaCor' },
  IDESTCIVIL: { element: 'trabalhador/estCiv' },
  IDGRAUINSTRUCAO: { element: 'trabalhador/grauInstr' },
  NOMESOCIAL: { element: 'trabalhador/nmSoc' },
  DATNASC: { element: 'trabalhador/nascimento/dtNascto' },
  NATURALIDADE: { element: 'trabalhador/nascimento/paisNascto' },
  NACIONALIDADE: { decides: 'trabalhador/trabImig' },
  NATURALIZADO: { decides: 'trabalhador/trabImig' },
  PAISNACIONALIDADE: { element: 'trabalhador/nascimento/paisNac' },
  ENDERECO: { element: 'trabalhador/endereco/brasil/dscLograd' },
  NUMERO: { element: 'trabalhador/endereco/brasil/nrLograd' },
  COMPLEMENTO: { element: 'trabalhador/endereco/brasil/complemento' },
  BAIRRO: { element: 'trabalhador/endereco/brasil/bairro' },
  CEP: { element: 'trabalhador/endereco/brasil/cep' },
  CODCIDADE: { element: 'trabalhador/endereco/brasil/codMunic' },
  UF: { element: 'trabalhador/endereco/brasil/uf' },
  TEMPORESIDENCIA: { element: 'trabalhador/trabImig/tmpResid' },
  CONDINGRESSO: { element: 'trabalhador/trabImig/condIng' },
  PCD: { decides: 'trabalhador/infoDeficiencia' },
  DEFFISICA: { element: 'trabalhador/infoDeficiencia/defFisica' },
  DEFVISUAL: { element: 'trabalhador/infoDeficiencia/defVisual' },
  DEFAUDITIVA: { element: 'trabalhador/infoDeficiencia/defAuditiva' },
  DEFMENTAL: { element: 'trabalhador/infoDeficiencia/defMental' },
  DEFINTELECTUAL: { element: 'trabalhador/infoDeficiencia/defIntelectual' },
  REABREADAP: { element: 'trabalhador/infoDeficiencia/reabReadap' },
  INFOCOTA: { element: 'trabalhador/infoDeficiencia/infoCota' },
  CELULAR: { element: 'trabalhador/contato/fonePrinc' },
  TELEFONE: { element: 'trabalhador/contato/fonePrinc' },
  EMAIL: { element: 'trabalhador/contato/emailPrinc' },
  // an intern has no S-2200 at all (the S-2300 is theirs)
  TIPOCARGO: { decides: 'vinculo' },
  // the unit's CNPJ (Unidades) is the establishment where the worker works
  CODUNIDADE: { decides: 'vinculo/infoContrato/localTrabalho/localTrabGeral/nrInsc' },
  MATRICULA: { element: 'vinculo/matricula' },
  DATINICIO: { element: 'vinculo/infoRegimeTrab/infoCeletista/dtAdm' },
  TPREGJOR: { element: 'vinculo/infoRegimeTrab/infoCeletista/tpRegJor' },
  NATATIVIDADE: { element: 'vinculo/infoRegimeTrab/infoCeletista/natAtividade' },
  DTBASE: { element: 'vinculo/infoRegimeTrab/infoCeletista/dtBase' },
  CNPJSINDCATEGPROF: { element: 'vinculo/infoRegimeTrab/infoCeletista/cnpjSindCategProf' },
  INDAPREND: { element: 'vinculo/infoRegimeTrab/infoCeletista/aprend/indAprend' },
  CNPJENTQUAL: { element: 'vinculo/infoRegimeTrab/infoCeletista/aprend/cnpjEntQual' },
  CNPJESTABAPREND: { element: 'vinculo/infoRegimeTrab/infoCeletista/aprend/nrInsc' },
  CARGO: { element: 'vinculo/infoContrato/nmCargo' },
  CBOCARGO: { element: 'vinculo/infoContrato/CBOCargo' },
  CODCATEG: { element: 'vinculo/infoContrato/codCateg' },
  VRSALFX: { element: 'vinculo/infoContrato/remuneracao/vrSalFx' },
  UNDSALFIXO: { element: 'vinculo/infoContrato/remuneracao/undSalFixo' },
  DSCSALVAR: { element: 'vinculo/infoContrato/remuneracao/dscSalVar' },
  TPCONTR: { element: 'vinculo/infoContrato/duracao/tpContr' },
  DTTERM: { element: 'vinculo/infoContrato/duracao/dtTerm' },
  CLAUASSEC: { element: 'vinculo/infoContrato/duracao/clauAssec' },
  OBJDET: { element: 'vinculo/infoContrato/duracao/objDet' },
  TPJORNADA: { element: 'vinculo/infoContrato/horContratual/tpJornada' },
  TMPPARC: { element: 'vinculo/infoContrato/horContratual/tmpParc' },
  DSCJORN: { element: 'vinculo/infoContrato/horContratual/dscJorn' },
} as const satisfies Record<S2200FieldName, S2200Target>;

/** Every marked dependent field and where it goes (each dependent is one trabalhador/dependente). */
export const S2200_DEPENDENT_MAP = {
  NOME: { element: 'trabalhador/dependente/nmDep' },
  PARENTESCO: { element: 'trabalhador/dependente/tpDep' },
  // staff's choice of tpDep for guarda and sogro(a)
  TPDEP_ESOCIAL: { element: 'trabalhador/dependente/tpDep' },
  PARENTESCO_OUTROS: { element: 'trabalhador/dependente/descrDep' },
  DATNASC: { element: 'trabalhador/dependente/dtNascto' },
  CPF: { element: 'trabalhador/dependente/cpfDep' },
  DEPENDENTEIRRF: { element: 'trabalhador/dependente/depIRRF' },
  SALARIOFAMILIA: { element: 'trabalhador/dependente/depSF' },
  PCD: { element: 'trabalhador/dependente/incTrab' },
} as const satisfies Record<S2200DependentFieldName, S2200Target>;

/** What the S-2200 of one candidate is made of: the record, its dependents, the employer. */
export interface S2200Input {
  /** the candidate's stored values by registry name (dates yyyy-mm-dd) */
  record: S2200Record;
  /** the dependents' stored values by registry name */
  dependents: readonly S2200Dependent[];
  /** the client's settings (CNPJ_EMPREGADOR, ESOCIAL_TPAMB, RACA_COR) */
  settings: ClientSettings;
  /** the CNPJ of the candidate's unit (the establishment), if the unit has one */
  unitCnpj: string | null;
}

/** One thing the pre-check finds, in pt-BR: the field (registry name or setting), its label, the problem. */
export interface S2200Issue {
  campo: string;
  rotulo: string;
  mensagem: string;
}

export const INTERN_REFUSAL = 'Estagiário não é informado no S-2200 (use o S-2300).';
export const INTERN_REFUSAL_S2190 =
  'Estagiário não tem registro preliminar (S-2190): o S-2300 dele é enviado até o dia 15 do mês seguinte ao início.';
export const NOT_INTERN_REFUSAL = 'Só estagiário é informado no S-2300 (use o S-2200).';

/** The value as text, or '' when empty. */
export const text = (v: unknown): string =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim();

/** IDESTCIVIL → estCiv; união estável has no code (estCiv is left out). */
export const EST_CIV = { SOL: '1', CAS: '2', DIV: '3', SPJ: '4', VIU: '5', UNE: null } as const;
export const estCivOf = (v: unknown): string | null =>
  (EST_CIV as Record<string, string | null>)[text(v)] ?? null;

/** IDGRAUINSTRUCAO (1–12) → grauInstr ('01'–'12'). */
export const grauInstrOf = (v: unknown): string | null => {
  const n = Number(text(v));
  return Number.isInteger(n) && n >= 1 && n <= 12 ? String(n).padStart(2, '0') : null;
};

/** IDRACA → racaCor: 1–5 (6, 'not informed', is refused for admissions since 2024-04-22). */
export const racaCorOf = (v: unknown): string | null => (/^[1-5]$/.test(text(v)) ? text(v) : null);

export const isBirthCity = (naturalidade: unknown) => /^\d{7}$/.test(text(naturalidade));

/** paisNascto: Brazil for a birthplace city, the table 06 code of a birthplace country. */
export const paisNasctoOf = (record: S2200Input['record']): string | null => {
  const place = text(record.NATURALIDADE);
  if (!place) return null;
  return isBirthCity(place) ? PAIS_BRASIL : (paisEsocialOfIso(place) ?? null);
};

/**
 * Whether a registry field applies to this record — its `visible` rule (DTTERM for a contract in
 * days, the apprentice's CNPJs, the disability kinds): the event carries, and the pre-check asks
 * for, exactly what the staff form shows.
 */
export const applies = (
  name: S2200FieldName,
  { record, settings }: Pick<S2200Input, 'record' | 'settings'>,
) => fieldByName(name)?.visible({ settings, values: record }) ?? false;

/** An immigrant worker: a foreigner not naturalised (trabImig; paisNac other than Brazil). */
export const isImmigrantRecord = (record: S2200Input['record']) => isImmigrant({ values: record });

/** paisNac: Brazil for Brazilians and the naturalised, the table 06 code of an immigrant's country (ISO). */
export const paisNacOf = (record: S2200Input['record']): string | null =>
  isImmigrantRecord(record) ? (paisEsocialOfIso(text(record.PAISNACIONALIDADE)) ?? null) : PAIS_BRASIL;

/**
 * A dependent's tpDep (table 07): the kinship's code or, for guarda and sogro(a), the one staff chose
 * (esocial/kinship.ts). tpDep is required only for a dependent for IRRF, so an ambiguous kinship
 * without a choice is exported without it otherwise.
 */
export { tpDepOfDependent as tpDepOf } from './kinship.ts';

/** descrDep of a dependent of type 99: the kinship described ('Outros') or the kinship's name. */
export const descrDepOf = (d: S2200Dependent): string =>
  text(d.PARENTESCO_OUTROS) || (PARENTESCOS.find((p) => p.value === text(d.PARENTESCO))?.label ?? '');

export const isInternRecord = (record: S2200Input['record']) => isIntern({ ...record });

/** Digits of a phone: fonePrinc takes 8 to 13. */
export const phoneOf = (record: S2200Input['record']): string | null => {
  const digits = text(record.CELULAR || record.TELEFONE).replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 13 ? digits : null;
};

/** emailPrinc takes 6 to 60 characters; a longer address is left out (contato is optional). */
export const emailOf = (record: S2200Input['record']): string | null => {
  const e = text(record.EMAIL);
  return e.length >= 6 && e.length <= 60 ? e : null;
};

/** A stored boolean or S/N as S/N. */
export const simNao = (v: unknown): 'S' | 'N' => (v === true || v === 'S' || v === 'true' ? 'S' : 'N');
