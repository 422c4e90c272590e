/**
 * How the product's stored values become S-2200 values (issue 17, decision 031). Shared by the
 * pre-check (checkS2200), which says what cannot be mapped, and the builder, which maps.
 */
import { isIntern } from '../registry/benefits.ts';
import { fieldByName } from '../registry/candidate-fields.ts';
import { PARENTESCOS } from '../registry/types.ts';
import { isImmigrant } from '../registry/personal.ts';
import type { ClientSettings } from '../settings.ts';
import { PAIS_BRASIL } from './tables.ts';
import { paisEsocialOfIso } from './table-06.ts';

/** What the S-2200 of one candidate is made of: the record, its dependents, the employer. */
export interface S2200Input {
  /** the candidate's stored values by registry name (dates yyyy-mm-dd) */
  record: Readonly<Record<string, unknown>>;
  /** the dependents' stored values by registry name */
  dependents: readonly Readonly<Record<string, unknown>>[];
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
export const applies = (name: string, { record, settings }: Pick<S2200Input, 'record' | 'settings'>) =>
  fieldByName(name)?.visible({ settings, values: record }) ?? false;

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
export const descrDepOf = (d: Readonly<Record<string, unknown>>): string =>
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
