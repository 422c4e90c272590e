/**
 * Vínculo (eSocial): what the employer decides about the employment and the event S-2200 asks for
 * (issue 17), filled by staff in the staff view once the admission is decided. Nothing here is asked
 * of the candidate, and nothing here decides a tab's validity: the S-2200 pre-check (checkS2200)
 * says what is still missing, and the rules below say only when a field applies.
 */
import {
  CATEG_APRENDIZ,
  CATEGORIAS_TRABALHADOR,
  CONTRATO_DIAS,
  JORNADA_COM_HORARIO,
  MESES,
  NATUREZAS_ATIVIDADE,
  REGIMES_JORNADA,
  TEMPOS_PARCIAIS,
  TIPOS_APRENDIZAGEM,
  TIPOS_CONTRATO,
  TIPOS_JORNADA,
  UNIDADES_SALARIO,
  UNIDADES_SALARIO_VARIAVEL,
} from '../esocial/tables.ts';
import { isIntern } from './benefits.ts';
import { SECTION_PRIVACY } from './privacy.ts';
import {
  always,
  columnOf,
  never,
  SIM_NAO,
  STAFF_ONLY,
  type FieldContext,
  type FieldDef,
  type PrivacyKey,
} from './types.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, 'visible'>>;

/**
 * A field of this section: staff only, never required by the record (the pre-check asks for it), read
 * by the S-2200.
 */
const v = <const S extends Spec>(s: S) => ({
  ...SECTION_PRIVACY.VINCULO_ESOCIAL,
  section: 'VINCULO_ESOCIAL' as const,
  column: columnOf<S['name']>(s.name),
  // every field of the section is the S-2200's (esocial/s2200-map.ts says where it goes)
  esocial: true as const,
  editableBy: STAFF_ONLY,
  required: never,
  visible: always,
  ...s,
});

/**
 * A field of the employment contract alone (CLT): hidden for an intern, whose S-2300 reads only the
 * matrícula, the CBO and the bolsa of this section (decision 078) — the internship's own terms are
 * in registry/internship.ts.
 */
const employee = <const S extends Spec>(s: S) => {
  const applies = s.visible ?? always;
  return v({ ...s, visible: (ctx: FieldContext) => !isIntern(ctx.values) && applies(ctx) });
};

const variableSalary = ({ values }: FieldContext) =>
  UNIDADES_SALARIO_VARIAVEL.includes(String(values.UNDSALFIXO));
const fixedTerm = ({ values }: FieldContext) => values.TPCONTR === '2' || values.TPCONTR === '3';
const termInDays = ({ values }: FieldContext) => values.TPCONTR === CONTRATO_DIAS;
const termByFact = ({ values }: FieldContext) => values.TPCONTR === '3';
const scheduled = ({ values }: FieldContext) => values.TPREGJOR === JORNADA_COM_HORARIO;
const disabled = ({ values }: FieldContext) => values.PCD === 'S';
const apprentice = ({ values }: FieldContext) => values.CODCATEG === CATEG_APRENDIZ;
const directApprentice = (ctx: FieldContext) => apprentice(ctx) && ctx.values.INDAPREND === '1';
const indirectApprentice = (ctx: FieldContext) => apprentice(ctx) && ctx.values.INDAPREND === '2';

export const ESOCIAL_LINK_FIELDS = [
  v({ name: 'MATRICULA', label: 'Matrícula', type: 'text', max: 30 }),
  employee({
    name: 'CODCATEG',
    label: 'Categoria do trabalhador',
    type: 'choice',
    options: CATEGORIAS_TRABALHADOR,
  }),
  v({ name: 'CBOCARGO', label: 'CBO do cargo', type: 'cbo' }),
  v({ name: 'VRSALFX', label: 'Salário base', type: 'decimal' }),
  v({ name: 'UNDSALFIXO', label: 'Unidade do salário', type: 'choice', options: UNIDADES_SALARIO }),
  v({
    name: 'DSCSALVAR',
    label: 'Descrição do salário variável',
    type: 'textarea',
    max: 999,
    visible: variableSalary,
  }),
  employee({ name: 'TPCONTR', label: 'Tipo de contrato', type: 'choice', options: TIPOS_CONTRATO }),
  employee({
    name: 'DTTERM',
    label: 'Data de término do contrato',
    type: 'date',
    max: 10,
    mask: '00/00/0000',
    visible: termInDays,
  }),
  employee({
    name: 'CLAUASSEC',
    label: 'Cláusula assecuratória de rescisão antecipada',
    type: 'choice',
    options: SIM_NAO,
    visible: fixedTerm,
  }),
  employee({
    name: 'OBJDET',
    label: 'Fato que determina o término do contrato',
    type: 'text',
    max: 255,
    visible: termByFact,
  }),
  employee({ name: 'TPREGJOR', label: 'Regime de jornada', type: 'choice', options: REGIMES_JORNADA }),
  employee({
    name: 'TPJORNADA',
    label: 'Tipo de jornada',
    type: 'choice',
    options: TIPOS_JORNADA,
    visible: scheduled,
  }),
  employee({
    name: 'TMPPARC',
    label: 'Contrato em tempo parcial',
    type: 'choice',
    options: TEMPOS_PARCIAIS,
    visible: scheduled,
  }),
  employee({
    name: 'DSCJORN',
    label: 'Descrição da jornada (horários e intervalos)',
    type: 'textarea',
    max: 999,
    visible: scheduled,
  }),
  employee({
    name: 'NATATIVIDADE',
    label: 'Natureza da atividade',
    type: 'choice',
    options: NATUREZAS_ATIVIDADE,
    default: '1',
  }),
  employee({ name: 'CNPJSINDCATEGPROF', label: 'CNPJ do sindicato da categoria', type: 'cnpj' }),
  employee({ name: 'DTBASE', label: 'Mês da data-base da categoria', type: 'choice', options: MESES }),
  employee({
    name: 'INFOCOTA',
    label: 'Conta na cota de pessoas com deficiência',
    type: 'choice',
    options: SIM_NAO,
    visible: disabled,
  }),
  employee({
    name: 'INDAPREND',
    label: 'Modalidade de contratação do aprendiz',
    type: 'choice',
    options: TIPOS_APRENDIZAGEM,
    visible: apprentice,
  }),
  employee({
    name: 'CNPJENTQUAL',
    label: 'CNPJ da entidade qualificadora',
    type: 'cnpj',
    visible: directApprentice,
  }),
  employee({
    name: 'CNPJESTABAPREND',
    label: 'CNPJ do estabelecimento cumpridor da cota',
    type: 'cnpj',
    visible: indirectApprentice,
  }),
] as const satisfies readonly FieldDef[];
