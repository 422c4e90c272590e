/**
 * Documentation (tab 'Documentação', spec 2 §3.2, §4.4, §5.1): every row of the §5.1 table with
 * its limit and rule. 'Foreigner' is NACIONALIDADE EST: RG, voter title, CNS and reservist stop
 * being required, RNE and passport become required.
 */
import { isForeigner } from './personal.ts';
import { always, CANDIDATE_AND_STAFF, never, type FieldContext, type FieldDef } from './types.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible'> &
  Partial<Pick<FieldDef, 'required' | 'visible'>>;

const f = <const S extends Spec>(s: S) => ({
  section: 'DOCUMENTACAO' as const,
  column: s.name.toLowerCase(),
  editableBy: CANDIDATE_AND_STAFF,
  required: always,
  visible: always,
  ...s,
});

const DATE = { type: 'date', max: 10, mask: '00/00/0000' } as const;

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
const male = ({ values }: FieldContext) => values.SEXO === 'M';
const reservistRequired = (ctx: FieldContext) => male(ctx) && brazilian(ctx);
const passportShown = (ctx: FieldContext) => ctx.values.POSSUIPASSAPORTE === true || isForeigner(ctx);

export const DOCUMENTATION_FIELDS = [
  f({ name: 'CPF', label: 'CPF', type: 'cpf', max: 11, mask: '000.000.000-00' }),
  // RG block: asked of everyone, required unless foreigner (spec 2 §5.1)
  f({ name: 'RG', label: 'RG', type: 'text', max: 100, required: brazilian }),
  f({ name: 'RGORGAOEMISSOR', label: 'Órgão emissor do RG', type: 'text', max: 6, required: brazilian }),
  f({ name: 'RGUF', label: 'UF do RG', type: 'lookup', lookup: 'uf', required: brazilian }),
  f({ name: 'RGEXPEDICAO', label: 'Data de expedição do RG', ...DATE, required: brazilian }),
  // RNE: foreigners only
  f({
    name: 'RNE',
    label: 'RNE',
    type: 'digits',
    max: 11,
    mask: '00000000000',
    required: isForeigner,
    visible: isForeigner,
  }),
  f({
    name: 'RNEEXPEDICAO',
    label: 'Data de expedição do RNE',
    ...DATE,
    required: isForeigner,
    visible: isForeigner,
  }),
  // PIS: hidden on a first job
  f({ name: 'PRIMEIROEMPREGO', label: 'Primeiro emprego', type: 'boolean' }),
  f({
    name: 'PIS',
    label: 'Número do PIS',
    type: 'pis',
    max: 11,
    mask: '000.00000.00-0',
    required: hasPis,
    visible: hasPis,
  }),
  f({ name: 'PISEXPEDICAO', label: 'Data de cadastro do PIS', ...DATE, required: hasPis, visible: hasPis }),
  // CNH: shown and required when the candidate has one
  f({ name: 'POSSUICNH', label: 'Possui CNH', type: 'boolean' }),
  f({
    name: 'CNH',
    label: 'Carteira Nacional de Habilitação',
    type: 'cnh',
    max: 12,
    mask: '000000000000',
    required: hasCnh,
    visible: hasCnh,
  }),
  f({
    name: 'CNHCATEGORIA',
    label: 'Categoria da CNH',
    type: 'choice',
    options: CNH_CATEGORIAS,
    required: hasCnh,
    visible: hasCnh,
  }),
  f({
    name: 'PRIMEIRAHABILITACAO',
    label: 'Data da primeira habilitação',
    ...DATE,
    required: hasCnh,
    visible: hasCnh,
  }),
  f({
    name: 'CNHORGAOEMISSOR',
    label: 'Órgão emissor da CNH',
    type: 'text',
    max: 20,
    required: hasCnh,
    visible: hasCnh,
  }),
  f({ name: 'CNHVALIDADE', label: 'Validade da CNH', ...DATE, required: hasCnh, visible: hasCnh }),
  f({ name: 'CNHEXPEDICAO', label: 'Data de expedição da CNH', ...DATE, required: hasCnh, visible: hasCnh }),
  // CTPS: the type is asked unless the client fixes it to Digital (the engine then stores 'D')
  f({
    name: 'CTPSTIPO',
    label: 'Tipo de CTPS',
    type: 'choice',
    options: CTPS_TIPOS,
    note: CTPS_DIGITAL_NOTE,
    required: ctpsTypeAsked,
  }),
  f({
    name: 'CTPS',
    label: 'Número da CTPS',
    type: 'digits',
    max: 7,
    required: physicalCtps,
    visible: physicalCtps,
  }),
  f({
    name: 'CTPSSERIE',
    label: 'Série da CTPS',
    type: 'digits',
    max: 5,
    required: physicalCtps,
    visible: physicalCtps,
  }),
  f({
    name: 'CTPSUF',
    label: 'UF da CTPS',
    type: 'lookup',
    lookup: 'uf',
    required: physicalCtps,
    visible: physicalCtps,
  }),
  f({ name: 'CTPSEXPEDICAO', label: 'Data de expedição da CTPS', ...DATE }),
  // voter title: required unless foreigner
  f({
    name: 'TITULO',
    label: 'Título de eleitor',
    type: 'titulo',
    max: 12,
    mask: '0000 0000 0000',
    required: brazilian,
  }),
  f({ name: 'TITULOZONA', label: 'Zona eleitoral', type: 'digits', max: 4, required: brazilian }),
  f({ name: 'TITULOSECAO', label: 'Seção eleitoral', type: 'digits', max: 5, required: brazilian }),
  f({
    name: 'MUNICIPIOVOTACAO',
    label: 'Município de votação',
    type: 'lookup',
    lookup: 'city',
    required: brazilian,
  }),
  f({
    name: 'CNS',
    label: 'Cartão Nacional de Saúde (CNS)',
    type: 'cns',
    max: 15,
    mask: '000 0000 0000 0000',
    required: brazilian,
  }),
  // reservist certificate: men only; not required of foreigners
  f({
    name: 'RESERVISTA',
    label: 'Certificado de reservista',
    type: 'digits',
    max: 12,
    required: reservistRequired,
    visible: male,
  }),
  f({ name: 'RIC', label: 'Registro de Identidade Civil (RIC)', type: 'digits', max: 11, required: never }),
  f({ name: 'CNPJANTERIOR', label: 'CNPJ anterior', type: 'digits', max: 14, required: never }),
  // passport: shown when the candidate has one or is a foreigner; required of foreigners
  f({ name: 'POSSUIPASSAPORTE', label: 'Possui passaporte', type: 'boolean' }),
  f({
    name: 'PASSAPORTE',
    label: 'Número do passaporte',
    type: 'text',
    max: 22,
    required: isForeigner,
    visible: passportShown,
  }),
  f({
    name: 'PASSAPORTEVENCIMENTO',
    label: 'Vencimento do passaporte',
    ...DATE,
    required: isForeigner,
    visible: passportShown,
  }),
] as const satisfies readonly FieldDef[];
