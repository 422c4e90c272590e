/**
 * The field registry (docs/design.md §2): every candidate field defined once. The database
 * columns, the autosave whitelist and value checks (PATCH /candidate), the section checks
 * (POST /candidate/check/required), the forms, the print and the export all read it.
 * This file holds the shapes; each section file adds its fields.
 */
import type { TenantRef } from '../tenant.ts';
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
  | 'cnpj' // 14 characters, numeric or alphanumeric, with valid check digits
  | 'cbo' // an occupation code of the CBO: exactly 6 digits
  | 'lookup'; // an id from a reference list named by `lookup`

/**
 * Limits of a date field (issue 14): a candidate's birth date is at least 14 years ago (the youngest
 * age a person may be hired at in Brazil, as an apprentice); a dependent's birth date and a document's
 * issue date are not in the future.
 */
export type DateRule = 'adultBirth' | 'pastBirth' | 'notFuture';

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
  | 'VINCULO_ESOCIAL'
  | 'DEPENDENTE'
  | 'PESSOA_AUTORIZADA';

export type Editor = 'candidate' | 'staff';

/** What a field is about, for the record of processing operations (LGPD art. 37, decision 035). */
export type CategoriaDado =
  | 'identificacao'
  | 'contato'
  | 'endereco'
  | 'documentos'
  | 'familia'
  | 'bancario'
  | 'saude'
  | 'origem_racial'
  | 'genero'
  | 'vida_funcional'
  | 'perfil_profissional'
  | 'transporte'
  | 'beneficios';

/**
 * Why the client (the controller) may process it: labour law and eSocial require it, the work
 * contract needs it, or only the candidate's consent covers it (art. 11 gives no contract basis
 * for sensitive data).
 */
export type BaseLegal = 'obrigacao_legal' | 'execucao_contrato' | 'consentimento';

/** The three privacy facts every field declares (LGPD arts. 5 II, 7, 11, 37). */
export interface FieldPrivacy {
  categoria: CategoriaDado;
  /** sensitive personal data (art. 5 II): racial origin, health, sex life */
  sensivel: boolean;
  baseLegal: BaseLegal;
}
export type PrivacyKey = keyof FieldPrivacy;

export interface FieldContext {
  settings: ClientSettings;
  /** the candidate's values so far (registration form or stored record) */
  values: Record<string, unknown>;
}

export interface FieldDef extends FieldPrivacy {
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
  /** what a date may be beyond being a real one (DATE_RULES in validate.ts) */
  dateRule?: DateRule;
  /** digit mask ('0' = a digit) of the inputs, the print and the export */
  mask?: string;
  options?: readonly { value: string; label: string }[];
  /** options that come from the client's settings (e.g. chartered-transport locations) */
  optionsFrom?: (settings: ClientSettings) => readonly { value: string; label: string }[];
  /**
   * the options valid for this record, a subset of `options` (the tpDep codes of a dependent's
   * kinship): the form offers only these and the check refuses the others
   */
  optionsFor?: (values: Record<string, unknown>) => readonly { value: string; label: string }[];
  lookup?: LookupKey;
  /** value a new record starts with (IDLOGRADOURO 33, UF_ENTREGA 'SP') */
  default?: string | number | boolean;
  required: (ctx: FieldContext) => boolean;
  visible: (ctx: FieldContext) => boolean;
  /** who may change it with PATCH /candidate (others see it read-only) */
  editableBy: readonly Editor[];
  /**
   * The candidate's login (EMAIL): never saved field by field — only through the calls that apply
   * the e-mail rule (registration, PATCH /candidate/personal), so it can never become a staff login
   * or another candidate's address.
   */
  login?: true;
  /** the sub-group of its section where the staff view lists it (a key of the section's `groups`) */
  group?: string;
  /**
   * A value a rule fixes whatever is sent (spec 2 §4.4: NATURALIZADO is Não for a Brazilian, CTPSTIPO
   * is Digital when the client accepts only that): the API stores it, the form shows it disabled.
   * undefined when the rule does not apply.
   */
  forced?: (ctx: FieldContext) => StoredValue | undefined;
  /**
   * The type whose format a value takes when it depends on another field of the record (an
   * authorized person's DOCUMENTO reads as a CPF when TIPODOC is CPF).
   */
  formatAs?: (values: Record<string, unknown>) => FieldType | undefined;
  /**
   * The eSocial S-2200 reads it (decision 031): its value fills an element of the event or decides
   * one. esocial/s2200-map.ts must say where (`S2200_RECORD_MAP`, `S2200_DEPENDENT_MAP`): until it
   * does the build fails; and the builder and the pre-check can read only fields marked so
   * (`S2200Record`), so a field that reaches eSocial cannot skip this mark.
   */
  esocial?: true;
  /**
   * Read by the eSocial S-2300 (an intern's event, decision 078) and not by the S-2200: the intern's
   * fields. esocial/s2300-map.ts must say where each goes (`S2300_RECORD_MAP`, exhaustive).
   */
  esocialS2300?: true;
  /** a note shown beside the field while `forced` fixes it */
  note?: string;
  /** other fields a change of this one empties (spec 2 §4.5: the transport lines) */
  clears?: FieldClears;
  /** database column in the table of its record (snake_case), generated from this definition */
  column: string;
  /** the column refuses null: a row cannot exist without it (the candidate's name and login) */
  notNull?: true;
  /** stored in upper case whoever types it (the candidate's name, as registration writes it) */
  upperCase?: true;
  /**
   * characters the column holds when more than `max` (EMAIL: a reused address is kept as
   * INATIVO_{code}_{e-mail}, decision 015)
   */
  columnLength?: number;
}

/** A value as stored and answered (dates as yyyy-mm-dd, digits without mask). */
export type StoredValue = string | number | boolean;

export interface FieldClears {
  /** the fields emptied */
  fields: readonly string[];
  /** whether saving `next` (already normalised) empties them */
  when: (ctx: FieldContext, next: StoredValue | null) => boolean;
  /** what the form asks before a change that empties filled fields */
  confirm: { title: string; text: string };
}

/** The column of a field: its spec name in lower case (PARENTESCO_OUTROS → parentesco_outros). */
export const columnOf = <const N extends string>(name: N) => name.toLowerCase() as Lowercase<N>;

export const always = () => true;
export const never = () => false;
export const CANDIDATE_AND_STAFF: readonly Editor[] = ['candidate', 'staff'];
export const STAFF_ONLY: readonly Editor[] = ['staff'];

/** Yes/No options of the S/N fields. */
export const SIM_NAO = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
] as const;

/*
 * The key unions other registry files and the contract share live here, not in the file that uses
 * them most: a tabs ↔ sections ↔ section-checks ↔ contract circle and a dependent ↔ kinship one
 * were made of nothing but these names (decision 030, type imports counted).
 */

/** What the show rules of tabs and sections read beyond the field context. */
export interface ViewContext extends FieldContext {
  /** the client of the record (spec 2 §2.1: admin 9 with client '041' sees Benefícios) */
  tenant: TenantRef;
  /** active custom fields of the client the viewer fills or reads */
  customFieldCount: number;
  /** the candidate's own page, or the staff view */
  audience: Editor;
}

export type TabKey =
  | 'pessoais'
  | 'endereco'
  | 'documentacao'
  | 'dependentes'
  | 'adicional'
  | 'bancarios'
  | 'transporte'
  | 'beneficios'
  | 'envio';

/** The ISVALID_* flags of a record's check (spec 2 §4.3); each tab reads one. */
export const VALIDITY_FLAGS = [
  'ISVALID_DADOS_PESSOAIS',
  'ISVALID_ENDERECO',
  'ISVALID_DOCUMENTACAO',
  'ISVALID_DEPENDENTES',
  'ISVALID_INFO_ADICIONAL',
  'ISVALID_DADOS_BANCARIOS',
  'ISVALID_TRANSPORTE',
  'ISVALID_BENEFICIOS',
  'ISVALID_ENVIO',
  'ISVALID_FINALIZACAO',
] as const;
export type ValidityFlag = (typeof VALIDITY_FLAGS)[number];

/** A dependent's kinship (PARENTESCO); esocial/kinship.ts maps each to a tpDep of table 07. */
export const PARENTESCOS = [
  { value: '0', label: 'Cônjuge' },
  { value: '1', label: 'Filho(a)' },
  { value: '2', label: 'Enteado(a)' },
  { value: '3', label: 'Outros' },
  { value: '4', label: 'Companheiro(a)' },
  { value: '5', label: 'Guarda judicial' },
  { value: '6', label: 'Guarda provisória' },
  { value: '7', label: 'Pai/Mãe' },
  { value: '8', label: 'Sogro(a)' },
  { value: '9', label: 'Tutela' },
  { value: '10', label: 'Avô/Avó' },
  { value: '11', label: 'Ex-cônjuge com pensão alimentícia' },
] as const;
export type Parentesco = (typeof PARENTESCOS)[number]['value'];
