/**
 * Documentation (tab 'Documentação', spec 2 §3.2, §4.4, §5.1): every row of the §5.1 table with
 * its limit and rule. 'Foreigner' is NACIONALIDADE EST: RG, voter title, CNS and reservist stop
 * being required, RNE and passport become required.
 */
import { isForeigner } from './personal.ts';
import type { DocumentationGroup } from './sections.ts';
import {
  always,
  CANDIDATE_AND_STAFF,
  never,
  type FieldClears,
  type FieldContext,
  type FieldDef,
} from './types.ts';
import { columnOf, type PrivacyKey } from './types.ts';
import { SECTION_PRIVACY } from './privacy.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, 'required' | 'visible' | PrivacyKey>>;

/** A field of this section in its sub-group of the staff view (CPF/RG/PIS, CNH, CTPS, voter ID, other). */
const f = <const G extends DocumentationGroup, const S extends Spec>(group: G, s: S) => ({
  ...SECTION_PRIVACY.DOCUMENTACAO,
  section: 'DOCUMENTACAO' as const,
  group,
  column: columnOf<S['name']>(s.name),
  editableBy: CANDIDATE_AND_STAFF,
  required: always,
  visible: always,
  ...s,
});

const DATE = { type: 'date', max: 10, mask: '00/00/0000' } as const;
/** a date a document was issued (or a register made): never in the future */
const ISSUE_DATE = { ...DATE, dateRule: 'notFuture' } as const;

export const CNH_CATEGORIAS = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'].map((c) => ({
  value: c,
  label: c,
}));

export const CTPS_TIPOS = [
  { value: 'F', label: 'Física' },
  { value: 'D', label: 'Digital' },
] as const;

export const CTPS_DIGITAL_NOTE = 'Este cliente aceita somente CTPS digital.';

const brazilian = (ctx: FieldContext) => !isForeigner(ctx);
const hasPis = ({ values }: FieldContext) => values.PRIMEIROEMPREGO !== true;
const hasCnh = ({ values }: FieldContext) => values.POSSUICNH === true;
/**
 * A physical CTPS: its number, series and UF are asked. Never when the client accepts only the
 * digital CTPS (spec 2 §4.4: CTPSTIPO is then fixed to D), whatever an older record holds.
 */
const physicalCtps = ({ settings, values }: FieldContext) =>
  !settings.INFO_CTPS_DIGITAL && values.CTPSTIPO === 'F';
const ctpsTypeAsked = ({ settings }: FieldContext) => !settings.INFO_CTPS_DIGITAL;
/**
 * A digital CTPS (chosen, or the only kind the client accepts) has no issue date: the Carteira de
 * Trabalho Digital is not issued on paper on a day, it exists from the CPF (decision 064, against
 * spec 2 §5.1's 'CTPSEXPEDICAO always required'). Asked of a paper one, and while the type is not
 * chosen yet (the type is then missing anyway).
 */
const digitalCtps = ({ settings, values }: FieldContext) =>
  settings.INFO_CTPS_DIGITAL || values.CTPSTIPO === 'D';
const ctpsIssueDateAsked = (ctx: FieldContext) => !digitalCtps(ctx);
/** What only a paper CTPS has: its number, series, UF and issue date. */
export const PAPER_CTPS_FIELDS = ['CTPS', 'CTPSSERIE', 'CTPSUF', 'CTPSEXPEDICAO'] as const;
const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
/** Becoming Digital empties what was typed of a paper CTPS: a field not asked keeps no value. */
const paperCtpsCleared: FieldClears = {
  fields: PAPER_CTPS_FIELDS,
  when: ({ values }, next) => next === 'D' && PAPER_CTPS_FIELDS.some((n) => filled(values[n])),
  confirm: {
    title: 'Confirma alteração',
    text: 'Confirma a alteração para CTPS Digital? Isto fará com que o número, a série, a UF e a data de expedição da CTPS física sejam limpos.',
  },
};
const male = ({ values }: FieldContext) => values.SEXO === 'M';
const reservistRequired = (ctx: FieldContext) => male(ctx) && brazilian(ctx);
const passportShown = (ctx: FieldContext) => ctx.values.POSSUIPASSAPORTE === true || isForeigner(ctx);

export const DOCUMENTATION_FIELDS = [
  f('cpf', { name: 'CPF', esocial: true, label: 'CPF', type: 'cpf', max: 11, mask: '000.000.000-00' }),
  // RG block: asked of everyone, required unless foreigner (spec 2 §5.1)
  f('cpf', { name: 'RG', label: 'RG', type: 'text', max: 100, required: brazilian }),
  f('cpf', {
    name: 'RGORGAOEMISSOR',
    label: 'Órgão emissor do RG',
    type: 'text',
    max: 6,
    required: brazilian,
  }),
  f('cpf', { name: 'RGUF', label: 'UF do RG', type: 'lookup', lookup: 'uf', required: brazilian }),
  f('cpf', { name: 'RGEXPEDICAO', label: 'Data de expedição do RG', ...ISSUE_DATE, required: brazilian }),
  // RNE: foreigners only
  f('cpf', {
    name: 'RNE',
    label: 'RNE',
    type: 'digits',
    max: 11,
    mask: '00000000000',
    required: isForeigner,
    visible: isForeigner,
  }),
  f('cpf', {
    name: 'RNEEXPEDICAO',
    label: 'Data de expedição do RNE',
    ...ISSUE_DATE,
    required: isForeigner,
    visible: isForeigner,
  }),
  // PIS: hidden on a first job
  f('cpf', { name: 'PRIMEIROEMPREGO', label: 'Primeiro emprego', type: 'boolean' }),
  f('cpf', {
    name: 'PIS',
    label: 'Número do PIS',
    type: 'pis',
    max: 11,
    mask: '000.00000.00-0',
    required: hasPis,
    visible: hasPis,
  }),
  f('cpf', {
    name: 'PISEXPEDICAO',
    label: 'Data de cadastro do PIS',
    ...ISSUE_DATE,
    required: hasPis,
    visible: hasPis,
  }),
  // CNH: shown and required when the candidate has one
  f('cnh', { name: 'POSSUICNH', label: 'Possui CNH', type: 'boolean' }),
  f('cnh', {
    name: 'CNH',
    label: 'Carteira Nacional de Habilitação',
    type: 'cnh',
    max: 12,
    mask: '000000000000',
    required: hasCnh,
    visible: hasCnh,
  }),
  f('cnh', {
    name: 'CNHCATEGORIA',
    label: 'Categoria da CNH',
    type: 'choice',
    options: CNH_CATEGORIAS,
    required: hasCnh,
    visible: hasCnh,
  }),
  f('cnh', {
    name: 'PRIMEIRAHABILITACAO',
    label: 'Data da primeira habilitação',
    ...ISSUE_DATE,
    required: hasCnh,
    visible: hasCnh,
  }),
  f('cnh', {
    name: 'CNHORGAOEMISSOR',
    label: 'Órgão emissor da CNH',
    type: 'text',
    max: 20,
    required: hasCnh,
    visible: hasCnh,
  }),
  f('cnh', { name: 'CNHVALIDADE', label: 'Validade da CNH', ...DATE, required: hasCnh, visible: hasCnh }),
  f('cnh', {
    name: 'CNHEXPEDICAO',
    label: 'Data de expedição da CNH',
    ...ISSUE_DATE,
    required: hasCnh,
    visible: hasCnh,
  }),
  // CTPS: the type is asked unless the client fixes it to Digital (the engine then stores 'D')
  f('ctps', {
    name: 'CTPSTIPO',
    label: 'Tipo de CTPS',
    type: 'choice',
    options: CTPS_TIPOS,
    forced: ({ settings }: FieldContext) => (settings.INFO_CTPS_DIGITAL ? 'D' : undefined),
    note: CTPS_DIGITAL_NOTE,
    required: ctpsTypeAsked,
    clears: paperCtpsCleared,
  }),
  f('ctps', {
    name: 'CTPS',
    label: 'Número da CTPS',
    type: 'digits',
    max: 7,
    required: physicalCtps,
    visible: physicalCtps,
  }),
  f('ctps', {
    name: 'CTPSSERIE',
    label: 'Série da CTPS',
    type: 'digits',
    max: 5,
    required: physicalCtps,
    visible: physicalCtps,
  }),
  f('ctps', {
    name: 'CTPSUF',
    label: 'UF da CTPS',
    type: 'lookup',
    lookup: 'uf',
    required: physicalCtps,
    visible: physicalCtps,
  }),
  f('ctps', {
    name: 'CTPSEXPEDICAO',
    label: 'Data de expedição da CTPS',
    ...ISSUE_DATE,
    required: ctpsIssueDateAsked,
    visible: ctpsIssueDateAsked,
  }),
  // voter title: required unless foreigner
  f('titulo', {
    name: 'TITULO',
    label: 'Título de eleitor',
    type: 'titulo',
    max: 12,
    mask: '0000 0000 0000',
    required: brazilian,
  }),
  f('titulo', { name: 'TITULOZONA', label: 'Zona eleitoral', type: 'digits', max: 4, required: brazilian }),
  f('titulo', { name: 'TITULOSECAO', label: 'Seção eleitoral', type: 'digits', max: 5, required: brazilian }),
  f('titulo', {
    name: 'MUNICIPIOVOTACAO',
    label: 'Município de votação',
    type: 'lookup',
    lookup: 'city',
    required: brazilian,
  }),
  f('outros', {
    name: 'CNS',
    label: 'Cartão Nacional de Saúde (CNS)',
    type: 'cns',
    max: 15,
    mask: '000 0000 0000 0000',
    required: brazilian,
  }),
  // reservist certificate: men only; not required of foreigners
  f('outros', {
    name: 'RESERVISTA',
    label: 'Certificado de reservista',
    type: 'digits',
    max: 12,
    required: reservistRequired,
    visible: male,
  }),
  f('outros', {
    name: 'RIC',
    label: 'Registro de Identidade Civil (RIC)',
    type: 'digits',
    max: 11,
    required: never,
  }),
  f('outros', { name: 'CNPJANTERIOR', label: 'CNPJ anterior', type: 'digits', max: 14, required: never }),
  // passport: shown when the candidate has one or is a foreigner; required of foreigners
  f('outros', { name: 'POSSUIPASSAPORTE', label: 'Possui passaporte', type: 'boolean' }),
  f('outros', {
    name: 'PASSAPORTE',
    label: 'Número do passaporte',
    type: 'text',
    max: 22,
    required: isForeigner,
    visible: passportShown,
  }),
  f('outros', {
    name: 'PASSAPORTEVENCIMENTO',
    label: 'Vencimento do passaporte',
    ...DATE,
    required: isForeigner,
    visible: passportShown,
  }),
] as const satisfies readonly FieldDef[];
