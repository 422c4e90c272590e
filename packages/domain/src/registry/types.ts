/**
 * The field registry (DESIGN.md §2): every candidate field defined once. The database
 * columns, the autosave whitelist and value checks (PATCH /candidate), the section checks
 * (POST /candidate/check/required), the forms, the print and the export all read it.
 * This file holds the shapes; each section file adds its fields.
 */
import type { ClientSettings } from '../settings.ts';

/** How a value is entered, checked and stored (see TYPE_CHECKS and the column map). */
export type FieldType =
  | 'text' // free text up to `max` (default 100), stored trimmed
  | 'textarea'
  | 'email'
  | 'date' // dd/mm/yyyy in, yyyy-mm-dd stored
  | 'phone' // landline, 10 digits
  | 'mobile' // 10 or 11 digits
  | 'choice' // one of `options`
  | 'unit' // CODUNIDADE of the client
  | 'bank' // CODBANCO
  | 'boolean' // true / false (Sim / Não)
  | 'integer' // digits only, up to `max` digits
  | 'decimal' // pt-BR decimal with 2 fraction digits ('12,50'), stored as numeric
  | 'digits' // a code made of digits, up to `max` digits (agency, account, RG…)
  | 'cpf'
  | 'pis'
  | 'cns'
  | 'titulo'
  | 'cnh'
  | 'cep'
  | 'lookup'; // an id from a reference list named by `lookup`

export type LookupKey =
  | 'marital_status'
  | 'education_level'
  | 'human_race'
  | 'public_place'
  | 'uf'
  | 'city'
  | 'country'
  | 'birthplace'; // a city code for Brazilians (and naturalised), a country code for foreigners

export type SectionKey =
  | 'CADASTRO'
  | 'DADOS_PESSOAIS'
  | 'ENDERECO'
  | 'ENTREGA'
  | 'DOCUMENTACAO'
  | 'DADOS_BANCARIOS'
  | 'TRANSPORTE'
  | 'BENEFICIOS'
  | 'DEPENDENTE'
  | 'PESSOA_AUTORIZADA';

export type Editor = 'candidate' | 'staff';

export interface FieldContext {
  settings: ClientSettings;
  /** the candidate's values so far (registration form or stored record) */
  values: Record<string, unknown>;
}

export interface FieldDef {
  /** the spec's name (API payload key, PATCH /candidate FIELD) */
  name: string;
  section: SectionKey;
  /** the registration screen tab where staff fill it (CADASTRO only) */
  tab?: 'cadastro' | 'adicionais';
  /** pt-BR label as the form shows it */
  label: string;
  type: FieldType;
  /** characters (text) or digits (integer, digits) */
  max?: number;
  /** imask pattern for the UI */
  mask?: string;
  options?: readonly { value: string; label: string }[];
  /** options that come from the client's settings (e.g. chartered-transport locations) */
  optionsFrom?: (settings: ClientSettings) => readonly { value: string; label: string }[];
  lookup?: LookupKey;
  /** value a new record starts with (SEXO 'M', IDLOGRADOURO 33, UF_ENTREGA 'SP') */
  default?: string | number | boolean;
  required: (ctx: FieldContext) => boolean;
  visible: (ctx: FieldContext) => boolean;
  /** who may change it with PATCH /candidate (others see it read-only) */
  editableBy: readonly Editor[];
  /** a note shown beside a read-only field */
  note?: string;
  /** database column in table candidate (snake_case) */
  column: string;
}

export const always = () => true;
export const never = () => false;
export const CANDIDATE_AND_STAFF: readonly Editor[] = ['candidate', 'staff'];
export const STAFF_ONLY: readonly Editor[] = ['staff'];

/** Yes/No options of the S/N fields. */
export const SIM_NAO = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
] as const;
