/**
 * Personal data (tab 'Dados Pessoais', spec 2 §3.1, §4.4, §5.2). NOME, EMAIL, CARGO, GESTOR and
 * RECRUTADOR are registration fields (registration.ts), shown here read-only.
 */
import { REGISTRATION_FIELDS } from './registration.ts';
import { always, CANDIDATE_AND_STAFF, never, SIM_NAO, type FieldContext, type FieldDef } from './types.ts';
import { columnOf, type FieldPrivacy, type PrivacyKey } from './types.ts';
import { HEALTH_CONSENT, HEALTH_LEGAL, SECTION_PRIVACY } from './privacy.ts';
import { CONDICOES_INGRESSO, TEMPOS_RESIDENCIA } from '../esocial/tables.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, 'editableBy' | 'required' | 'visible' | PrivacyKey>>;

/**
 * A field of this section: the candidate's own data, required and shown unless told otherwise.
 * Rules are named functions typed with FieldContext (here and in the other section files): an
 * untyped inline `({ values }) => …` makes TypeScript infer S from the FieldDef[] context and
 * reject the call.
 */
const f = <const S extends Spec>(s: S) => ({
  ...SECTION_PRIVACY.DADOS_PESSOAIS,
  section: 'DADOS_PESSOAIS' as const,
  column: columnOf<S['name']>(s.name),
  editableBy: CANDIDATE_AND_STAFF,
  required: always,
  visible: always,
  ...s,
});

const DATE = { type: 'date', max: 10, mask: '00/00/0000' } as const;

/** Privacy facts of the fields that differ from the section's (identification, legal obligation). */
const FAMILY: FieldPrivacy = { categoria: 'familia', sensivel: false, baseLegal: 'obrigacao_legal' };
const NICKNAME: FieldPrivacy = {
  categoria: 'identificacao',
  sensivel: false,
  baseLegal: 'execucao_contrato',
};
const PROFILE: FieldPrivacy = {
  categoria: 'perfil_profissional',
  sensivel: false,
  baseLegal: 'execucao_contrato',
};
const GENDER: FieldPrivacy = { categoria: 'genero', sensivel: true, baseLegal: 'consentimento' };
/** eSocial S-2200 racaCor. */
const RACE: FieldPrivacy = { categoria: 'origem_racial', sensivel: true, baseLegal: 'obrigacao_legal' };

export const NACIONALIDADES = [
  { value: 'BRA', label: 'Brasileira' },
  { value: 'EST', label: 'Estrangeira' },
] as const;

export const SEXOS = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
] as const;

export const TIPOS_SANGUINEOS = [
  { value: 'N', label: 'Não informado' },
  ...['A+', 'A-', 'AB+', 'AB-', 'B+', 'B-', 'O+', 'O-'].map((t) => ({ value: t, label: t })),
] as const;

/** 'Foreigner' of spec 2 §4.4: NACIONALIDADE EST. */
export const isForeigner = ({ values }: Pick<FieldContext, 'values'>) => values.NACIONALIDADE === 'EST';

/**
 * Registration fields the candidate fills in this tab (spec 2 §5.2: CELULAR and TELEFONE are
 * required here, while staff may leave them empty at registration). One definition: the
 * registration one (label, type, mask, column), moved to this section and made editable by the
 * candidate. candidate-fields.ts leaves them out of the registration part.
 */
export const PHONES_FROM_REGISTRATION = ['CELULAR', 'TELEFONE'] as const;
const phone = (name: (typeof PHONES_FROM_REGISTRATION)[number]) => {
  const found = REGISTRATION_FIELDS.find((r) => r.name === name);
  if (!found) throw new Error(`registration field ${name} missing`);
  const { tab: _tab, ...def } = found;
  return { ...def, section: 'DADOS_PESSOAIS' as const, editableBy: CANDIDATE_AND_STAFF, required: always };
};

/** An immigrant (eSocial S-2200 trabImig): a foreigner who is not naturalised. */
export const isImmigrant = (ctx: Pick<FieldContext, 'values'>) =>
  isForeigner(ctx) && ctx.values.NATURALIZADO !== true;
/** The kinds of disability eSocial asks of a person with a disability (S-2200 infoDeficiencia). */
const withDisability = ({ values }: FieldContext) => values.PCD === 'S';
const disability = <const N extends string, const L extends string>(name: N, label: L) =>
  f({
    name,
    label,
    type: 'choice',
    options: SIM_NAO,
    required: withDisability,
    visible: withDisability,
    ...HEALTH_LEGAL,
    // the S-2200's infoDeficiencia (decision 031)
    esocial: true,
  });

const hasChildren = ({ values }: FieldContext) => values.FILHOS === true;
const hasLinkedin = ({ values }: FieldContext) => values.POSSUILINKEDIN === true;
const isDonor = ({ values }: FieldContext) => values.DOADOR === true;
const weightHeight = ({ settings }: FieldContext) => settings.PESO_ALTURA;
const race = ({ settings }: FieldContext) => settings.RACA_COR;
const bloodType = ({ settings }: FieldContext) => settings.INFO_SANGUINEO;

export const PERSONAL_FIELDS = [
  f({ name: 'NOMESOCIAL', esocial: true, label: 'Nome social', type: 'text', max: 50, required: never }),
  f({ name: 'APELIDO', label: 'Apelido', type: 'text', max: 15, required: never, ...NICKNAME }),
  phone('CELULAR'),
  phone('TELEFONE'),
  f({ name: 'IDESTCIVIL', esocial: true, label: 'Estado civil', type: 'lookup', lookup: 'marital_status' }),
  f({ name: 'DATNASC', esocial: true, label: 'Data de nascimento', ...DATE, dateRule: 'adultBirth' }),
  // no starting value (decision 064, against spec 2 §5.2's 'SEXO defaults to M'): a preselected
  // Masculino would let a woman who skipped it be recorded as a man, and the check could not tell
  f({ name: 'SEXO', esocial: true, label: 'Sexo', type: 'choice', options: SEXOS }),
  f({ name: 'TRANSGENERO', label: 'Pessoa transgênero', type: 'boolean', ...GENDER }),
  f({
    name: 'IDGRAUINSTRUCAO',
    esocial: true,
    label: 'Grau de instrução',
    type: 'lookup',
    lookup: 'education_level',
  }),
  f({
    name: 'NACIONALIDADE',
    esocial: true,
    label: 'Nacionalidade',
    type: 'choice',
    options: NACIONALIDADES,
  }),
  // Spec 2 §4.4: shown to everyone, but for NACIONALIDADE BRA it is read-only and forced to Não
  // (the engine stores false whatever is sent), so it is only asked of foreigners.
  f({
    name: 'NATURALIZADO',
    esocial: true,
    label: 'Naturalizado',
    type: 'boolean',
    required: isForeigner,
    forced: (ctx: FieldContext) => (isForeigner(ctx) ? undefined : false),
  }),
  // the country list of the product (ISO, as a foreign birthplace); the S-2200 maps it to table 06
  f({
    name: 'PAISNACIONALIDADE',
    esocial: true,
    label: 'País de nacionalidade',
    type: 'lookup',
    lookup: 'country',
    required: isImmigrant,
    visible: isImmigrant,
  }),
  f({
    name: 'TEMPORESIDENCIA',
    esocial: true,
    label: 'Tempo de residência no Brasil',
    type: 'choice',
    options: TEMPOS_RESIDENCIA,
    required: isImmigrant,
    visible: isImmigrant,
  }),
  f({
    name: 'CONDINGRESSO',
    esocial: true,
    label: 'Condição de ingresso no Brasil',
    type: 'choice',
    options: CONDICOES_INGRESSO,
    required: isImmigrant,
    visible: isImmigrant,
  }),
  // a city code for Brazilians (and the naturalised), a country code for foreigners
  f({ name: 'NATURALIDADE', esocial: true, label: 'Naturalidade', type: 'lookup', lookup: 'birthplace' }),
  f({ name: 'FILHOS', label: 'Possui filhos', type: 'boolean', ...FAMILY }),
  f({
    name: 'NUMERO_FILHOS',
    label: 'Número de filhos',
    type: 'integer',
    max: 2,
    mask: '00',
    required: hasChildren,
    visible: hasChildren,
    ...FAMILY,
  }),
  f({
    name: 'ESTUDANTES',
    label: 'Filhos estudantes',
    type: 'boolean',
    required: hasChildren,
    visible: hasChildren,
    ...FAMILY,
  }),
  f({ name: 'POSSUILINKEDIN', label: 'Possui LinkedIn', type: 'boolean', ...PROFILE }),
  f({
    name: 'LINKEDIN',
    label: 'ID do perfil no LinkedIn',
    type: 'text',
    max: 50,
    required: hasLinkedin,
    visible: hasLinkedin,
    ...PROFILE,
  }),
  f({
    name: 'PESO',
    label: 'Peso (kg)',
    type: 'integer',
    max: 3,
    mask: '000',
    required: never,
    visible: weightHeight,
    ...HEALTH_CONSENT,
  }),
  f({
    name: 'ALTURA',
    label: 'Altura (cm)',
    type: 'integer',
    max: 3,
    mask: '000',
    required: never,
    visible: weightHeight,
    ...HEALTH_CONSENT,
  }),
  f({
    name: 'IDRACA',
    esocial: true,
    label: 'Raça/cor',
    type: 'lookup',
    lookup: 'human_race',
    required: race,
    visible: race,
    ...RACE,
  }),
  f({
    name: 'PCD',
    esocial: true,
    label: 'Pessoa com deficiência',
    type: 'choice',
    options: SIM_NAO,
    ...HEALTH_LEGAL,
  }),
  disability('DEFFISICA', 'Deficiência física'),
  disability('DEFVISUAL', 'Deficiência visual'),
  disability('DEFAUDITIVA', 'Deficiência auditiva'),
  disability('DEFMENTAL', 'Deficiência mental'),
  disability('DEFINTELECTUAL', 'Deficiência intelectual'),
  disability('REABREADAP', 'Reabilitado ou readaptado'),
  f({ name: 'APOSENTADORIA', label: 'Aposentado', type: 'choice', options: SIM_NAO }),
  f({
    name: 'TIPOSANGUINEO',
    label: 'Tipo sanguíneo',
    type: 'choice',
    options: TIPOS_SANGUINEOS,
    required: never,
    visible: bloodType,
    ...HEALTH_CONSENT,
  }),
  f({ name: 'DOADOR', label: 'Doador de sangue', type: 'boolean', ...HEALTH_CONSENT }),
  f({
    name: 'DATULTDOACAO',
    label: 'Data da última doação',
    ...DATE,
    dateRule: 'notFuture',
    required: never,
    visible: isDonor,
    ...HEALTH_CONSENT,
  }),
  f({ name: 'NOMEPAI', label: 'Nome do pai', type: 'text', max: 70, ...FAMILY }),
  f({
    name: 'NACIONALIDADEPAI',
    label: 'Nacionalidade do pai',
    type: 'choice',
    options: NACIONALIDADES,
    ...FAMILY,
  }),
  f({ name: 'NOMEMAE', label: 'Nome da mãe', type: 'text', max: 70, ...FAMILY }),
  f({
    name: 'NACIONALIDADEMAE',
    label: 'Nacionalidade da mãe',
    type: 'choice',
    options: NACIONALIDADES,
    ...FAMILY,
  }),
] as const satisfies readonly FieldDef[];
