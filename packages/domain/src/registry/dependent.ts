/**
 * Dependents (spec 2 §3.4, §4.7; spec 3 §5 "Dependent") and authorized persons for the
 * delivery address. They live in their own tables; their fields are defined here once,
 * read by the API checks and the dialogs. Rules that look at the titular read
 * `values.TITULAR_ESTAGIARIO` and `values.TITULAR_ODONTO`, which the caller adds (titularFacts).
 */
import { isIntern } from './benefits.ts';
import { isAmbiguousKinship, TPDEP_CHOICE_OPTIONS, tpDepOptionsOf } from '../esocial/kinship.ts';
import { SEXOS } from './personal.ts';
import {
  always,
  CANDIDATE_AND_STAFF,
  never,
  SIM_NAO,
  STAFF_ONLY,
  type FieldContext,
  type FieldDef,
} from './types.ts';
import { columnOf, PARENTESCOS, type FieldPrivacy, type PrivacyKey } from './types.ts';
import { HEALTH_LEGAL, SECTION_PRIVACY } from './privacy.ts';

/** A dependent's sex may also be 'not informed' (spec 2 §3.4). */
export const DEPENDENT_SEXOS = [...SEXOS, { value: 'N', label: 'Não informado' }] as const;

/** The document an authorized person shows at delivery. */
export const AUTHORIZATION_DOCUMENTS = [
  { value: 'CPF', label: 'CPF' },
  { value: 'RG', label: 'RG' },
] as const;

/** The titular's facts the dependent rules read (intern, dental assistance chosen). */
export const titularFacts = (values: Record<string, unknown>) => ({
  TITULAR_ESTAGIARIO: isIntern(values),
  TITULAR_ODONTO: values.ASSISTENCIA_ODONTOLOGICA === 'S',
});

/** Medical assistance for a dependent only for spouse, child, stepchild and partner (spec 2 §4.7). */
export const MEDICAL_PARENTESCOS = ['0', '1', '2', '4'];

const otherKinship = ({ values }: FieldContext) => String(values.PARENTESCO) === '3';
const hasRg = ({ values }: FieldContext) => values.POSSUIRG === true;
const irrf = ({ settings, values }: FieldContext) => settings.DEP_IRRF || values.TITULAR_ESTAGIARIO !== true;
const medical = ({ settings, values }: FieldContext) =>
  settings.DEP_ASSISTENCIA_MED && MEDICAL_PARENTESCOS.includes(String(values.PARENTESCO));
const dental = ({ settings, values }: FieldContext) =>
  settings.DEP_ASSISTENCIA_ODO && values.TITULAR_ODONTO === true;
const lifeInsurance = ({ settings }: FieldContext) => settings.DEP_SEGURO_VIDA;
const familyAllowance = ({ settings }: FieldContext) => settings.DEP_SALARIO_FAMILIA;
/** Children and stepchildren have a Declaração de Nascido Vivo (Lei 12.662/2012) when the client asks. */
const CHILD_PARENTESCOS = ['1', '2'];
const liveBirthDeclaration = ({ settings, values }: FieldContext) =>
  settings.DEP_DECLA_NASC_VIVO && CHILD_PARENTESCOS.includes(String(values.PARENTESCO));

const d = <
  const S extends Omit<FieldDef, 'section' | 'column' | 'editableBy' | PrivacyKey> &
    Partial<FieldPrivacy> &
    Partial<Pick<FieldDef, 'editableBy'>>,
>(
  s: S,
) => ({
  ...SECTION_PRIVACY.DEPENDENTE,
  section: 'DEPENDENTE' as const,
  editableBy: CANDIDATE_AND_STAFF,
  column: columnOf<S['name']>(s.name),
  ...s,
});

export const DEPENDENT_FIELDS = [
  d({
    name: 'NOME',
    esocial: true,
    label: 'Nome',
    type: 'text',
    max: 70,
    required: always,
    visible: always,
    notNull: true,
  }),
  d({
    name: 'PARENTESCO',
    esocial: true,
    label: 'Parentesco',
    type: 'choice',
    options: PARENTESCOS,
    notNull: true,
    required: always,
    visible: always,
  }),
  d({
    name: 'PARENTESCO_OUTROS',
    esocial: true,
    label: 'Descreva o parentesco',
    type: 'text',
    max: 50,
    required: otherKinship,
    visible: otherKinship,
  }),
  d({
    name: 'IDESTCIVIL',
    label: 'Estado civil',
    type: 'lookup',
    lookup: 'marital_status',
    required: never,
    visible: always,
  }),
  d({
    name: 'SEXO',
    label: 'Sexo',
    type: 'choice',
    options: DEPENDENT_SEXOS,
    required: always,
    visible: always,
  }),
  d({
    name: 'CPF',
    esocial: true,
    label: 'CPF',
    type: 'cpf',
    mask: '000.000.000-00',
    required: always,
    visible: always,
  }),
  d({ name: 'POSSUIRG', label: 'Possui RG?', type: 'boolean', required: always, visible: always }),
  d({ name: 'RG', label: 'RG', type: 'text', max: 14, required: hasRg, visible: hasRg }),
  d({
    name: 'LOCALNASCIMENTO',
    label: 'Local de nascimento',
    type: 'text',
    max: 100,
    required: never,
    visible: always,
  }),
  d({
    name: 'DATNASC',
    esocial: true,
    label: 'Data de nascimento',
    type: 'date',
    dateRule: 'pastBirth',
    max: 10,
    mask: '00/00/0000',
    required: always,
    visible: always,
  }),
  // the number of the DNV, which those born in Brazil since 2012 have (setting DEP_DECLA_NASC_VIVO)
  d({
    name: 'DECLANASCVIVO',
    label: 'Número da Declaração de Nascido Vivo (DNV)',
    type: 'digits',
    max: 11,
    required: never,
    visible: liveBirthDeclaration,
  }),
  d({
    name: 'PCD',
    esocial: true,
    label: 'Pessoa com deficiência?',
    type: 'choice',
    options: SIM_NAO,
    required: always,
    visible: always,
    ...HEALTH_LEGAL,
  }),
  d({ name: 'NOMEMAE', label: 'Nome da mãe', type: 'text', max: 70, required: never, visible: always }),
  d({
    name: 'DEPENDENTEIRRF',
    esocial: true,
    label: 'Dependente para IRRF?',
    type: 'boolean',
    required: irrf,
    visible: irrf,
  }),
  d({
    name: 'ASSISTENCIAMED',
    label: 'Incluir na assistência médica?',
    type: 'boolean',
    required: never,
    visible: medical,
  }),
  d({
    name: 'ASSISTENCIAODONT',
    label: 'Incluir na assistência odontológica?',
    type: 'boolean',
    required: never,
    visible: dental,
  }),
  d({
    name: 'SEGUROVIDA',
    label: 'Beneficiário do seguro de vida?',
    type: 'boolean',
    required: never,
    visible: lifeInsurance,
  }),
  d({
    name: 'SALARIOFAMILIA',
    esocial: true,
    label: 'Salário-família?',
    type: 'boolean',
    required: never,
    visible: familyAllowance,
  }),
  // eSocial S-2200 (decision 031): guarda and sogro(a) have more than one tpDep (table 07); staff
  // choose it, among the codes of the kinship, from the staff view. Never asked of the candidate.
  d({
    name: 'TPDEP_ESOCIAL',
    esocial: true,
    label: 'Tipo de dependente (eSocial)',
    type: 'choice',
    options: TPDEP_CHOICE_OPTIONS,
    optionsFor: (values: Record<string, unknown>) => tpDepOptionsOf(values.PARENTESCO),
    required: never,
    visible: ({ values }: FieldContext) => isAmbiguousKinship(values.PARENTESCO),
    editableBy: STAFF_ONLY,
  }),
] as const satisfies readonly FieldDef[];

/** The staff's choice of tpDep for an ambiguous kinship (the pre-check names it). */
export const TPDEP_FIELD = DEPENDENT_FIELDS.find((f) => f.name === 'TPDEP_ESOCIAL')!;

/**
 * The candidate's confirmation of having no dependents (spec 2 §4.7, CONFIRM_SEM_DEPENDENTES): a
 * column of the candidate record saved by the autosave, which makes ISVALID_DEPENDENTES true
 * without a dependent.
 */
export const NO_DEPENDENTS_FIELD: FieldDef = {
  name: 'CONFIRM_SEM_DEPENDENTES',
  section: 'DEPENDENTE',
  ...SECTION_PRIVACY.DEPENDENTE,
  label: 'Confirmo que não possuo dependentes',
  type: 'boolean',
  required: never,
  visible: always,
  editableBy: CANDIDATE_AND_STAFF,
  column: 'confirm_sem_dependentes',
};

export const MAX_AUTHORIZED_PERSONS = 2;

/** The legal guardian's e-mail is required: their signing code goes there. */
const guardian = ({ values }: FieldContext) => values.RESPONSAVEL_LEGAL === true;

export const AUTHORIZED_PERSON_FIELDS = [
  {
    name: 'NOME',
    section: 'PESSOA_AUTORIZADA',
    ...SECTION_PRIVACY.PESSOA_AUTORIZADA,
    label: 'Nome',
    type: 'text',
    max: 70,
    required: always,
    visible: always,
    editableBy: CANDIDATE_AND_STAFF,
    column: 'nome',
    notNull: true,
  },
  {
    name: 'TIPODOC',
    section: 'PESSOA_AUTORIZADA',
    ...SECTION_PRIVACY.PESSOA_AUTORIZADA,
    label: 'Tipo de documento',
    type: 'choice',
    options: AUTHORIZATION_DOCUMENTS,
    required: always,
    visible: always,
    editableBy: CANDIDATE_AND_STAFF,
    column: 'tipodoc',
    notNull: true,
  },
  {
    name: 'DOCUMENTO',
    section: 'PESSOA_AUTORIZADA',
    ...SECTION_PRIVACY.PESSOA_AUTORIZADA,
    label: 'Documento',
    type: 'text',
    max: 14,
    formatAs: (values: Record<string, unknown>) => (values.TIPODOC === 'CPF' ? 'cpf' : undefined),
    required: always,
    visible: always,
    editableBy: CANDIDATE_AND_STAFF,
    column: 'documento',
    notNull: true,
  },
  // issue 33: a minor's admission kit is co-signed by the legal guardian, one of these people, with
  // a code sent to their own e-mail (decision 072)
  {
    name: 'RESPONSAVEL_LEGAL',
    section: 'PESSOA_AUTORIZADA',
    ...SECTION_PRIVACY.PESSOA_AUTORIZADA,
    label: 'Responsável legal (candidato menor de 18 anos)',
    type: 'boolean',
    required: never,
    visible: always,
    editableBy: CANDIDATE_AND_STAFF,
    column: 'responsavel_legal',
  },
  {
    name: 'EMAIL',
    section: 'PESSOA_AUTORIZADA',
    ...SECTION_PRIVACY.PESSOA_AUTORIZADA,
    label: 'E-mail',
    type: 'email',
    max: 100,
    required: guardian,
    visible: always,
    editableBy: CANDIDATE_AND_STAFF,
    column: 'email',
  },
] as const satisfies readonly FieldDef[];
