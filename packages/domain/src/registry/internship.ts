/**
 * The internship (estágio, Lei 11.788/2008): what the eSocial S-2300 of an intern (category 901)
 * asks beyond the S-2200's data (issue 34 §5, decision 078). Shown only for an intern (the
 * registration's job type ESTAGIO, `isIntern`), never required by the record: checkS2300 asks for
 * what is missing. The candidate knows their school, its level and their course (the declaração de
 * matrícula says them) and fills those in Dados Pessoais; the Termo de Compromisso de Estágio's
 * terms — its nature, end date, integration agent, supervisor and insurance — are the employer's,
 * filled by staff in the Vínculo (eSocial) section.
 */
import { NATUREZAS_ESTAGIO, NIVEIS_ESTAGIO, ESTAGIO_NAO_OBRIGATORIO } from '../esocial/tables.ts';
import { isIntern } from './benefits.ts';
import { SECTION_PRIVACY } from './privacy.ts';
import {
  CANDIDATE_AND_STAFF,
  columnOf,
  never,
  STAFF_ONLY,
  type FieldContext,
  type FieldDef,
  type PrivacyKey,
} from './types.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey>;

/** Shown for an intern only. */
export const internship = ({ values }: Pick<FieldContext, 'values'>) => isIntern(values);

/** A non-mandatory internship pays a bolsa (Lei 11.788/2008 art. 12): the S-2300 then carries it. */
export const paysBolsa = (values: Readonly<Record<string, unknown>>) =>
  values.NATESTAGIO === ESTAGIO_NAO_OBRIGATORIO;

const common = <const S extends Spec>(s: S) => ({
  column: columnOf<S['name']>(s.name),
  // read by the S-2300 only (esocial/s2300-map.ts says where each goes)
  esocialS2300: true as const,
  required: never,
  visible: internship,
  ...s,
});

/** The candidate's side, in Dados Pessoais: their school and course. */
const c = <const S extends Spec>(s: S) => ({
  ...SECTION_PRIVACY.DADOS_PESSOAIS,
  categoria: 'perfil_profissional' as const,
  section: 'DADOS_PESSOAIS' as const,
  editableBy: CANDIDATE_AND_STAFF,
  ...common(s),
});

/** The employer's side, in Vínculo (eSocial): the terms of the Termo de Compromisso. */
const s = <const S extends Spec>(spec: S) => ({
  ...SECTION_PRIVACY.VINCULO_ESOCIAL,
  section: 'VINCULO_ESOCIAL' as const,
  editableBy: STAFF_ONLY,
  ...common(spec),
});

export const INTERNSHIP_FIELDS = [
  c({ name: 'NIVESTAGIO', label: 'Nível do estágio', type: 'choice', options: NIVEIS_ESTAGIO }),
  c({ name: 'AREAATUACAO', label: 'Curso / área de atuação do estágio', type: 'text', max: 100 }),
  c({ name: 'CNPJINSTENSINO', label: 'CNPJ da instituição de ensino', type: 'cnpj' }),
  s({ name: 'NATESTAGIO', label: 'Natureza do estágio', type: 'choice', options: NATUREZAS_ESTAGIO }),
  s({
    name: 'DTPREVTERM',
    label: 'Data prevista para o término do estágio',
    type: 'date',
    max: 10,
    mask: '00/00/0000',
  }),
  s({ name: 'CNPJAGNTINTEG', label: 'CNPJ do agente de integração', type: 'cnpj' }),
  s({ name: 'CPFSUPERVISOR', label: 'CPF do supervisor do estágio', type: 'cpf' }),
  s({ name: 'NRAPOL', label: 'Número da apólice do seguro contra acidentes', type: 'text', max: 30 }),
] as const satisfies readonly FieldDef[];
