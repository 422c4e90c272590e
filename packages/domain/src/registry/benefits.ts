/**
 * Benefits (tab 'Benefícios', spec 2 §2.1 item 8, §3.4; spec 3 §2, §3 "Benefits"), shown when the
 * client offers a benefit choice and the candidate is not an intern. Each field is asked only
 * when its setting is on.
 */
import type { ClientSettings } from '../settings.ts';
import { CARGO_ESTAGIO } from './registration.ts';
import { settingList } from './transport.ts';
import { CANDIDATE_AND_STAFF, SIM_NAO, type FieldContext, type FieldDef } from './types.ts';
import { columnOf, type PrivacyKey } from './types.ts';
import { SECTION_PRIVACY } from './privacy.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, PrivacyKey>>;

/** Any benefit question configured (spec 3 §2). */
export const benefitsConfigured = (settings: ClientSettings) =>
  settings.INFO_BENEFICIOS ||
  settings.INFO_ASSIS_MEDICA ||
  settings.INFO_ASSIS_ODONTOLOGICA ||
  settings.INFO_VALE_ALIMENTACAO;

/** An intern (TIPOCARGO ESTAGIO; registration also stores CARGO ESTAGIO) gets no benefits tab. */
export const isIntern = (values: Record<string, unknown>) =>
  values.TIPOCARGO === CARGO_ESTAGIO || values.CARGO === CARGO_ESTAGIO;

/**
 * The tab is shown. Spec 2 §2.1 also shows it to interns of admin 9, client '041': the field
 * context carries no tenant, so that exception is not expressed here (for those interns the
 * fields stay hidden and the section counts as valid).
 */
export const benefitsTab = ({ settings, values }: FieldContext) =>
  benefitsConfigured(settings) && !isIntern(values);

type BenefitSetting =
  'INFO_BENEFICIOS' | 'INFO_ASSIS_MEDICA' | 'INFO_ASSIS_ODONTOLOGICA' | 'INFO_VALE_ALIMENTACAO';

/**
 * A field asked (shown and required) when its client setting is on, and `also` holds (default:
 * always).
 */
const f = <const S extends Spec>(
  setting: BenefitSetting,
  s: S,
  also: (ctx: FieldContext) => boolean = () => true,
) => {
  const on = (ctx: FieldContext) => benefitsTab(ctx) && ctx.settings[setting] && also(ctx);
  return {
    ...SECTION_PRIVACY.BENEFICIOS,
    section: 'BENEFICIOS' as const,
    column: columnOf<S['name']>(s.name),
    editableBy: CANDIDATE_AND_STAFF,
    required: on,
    visible: on,
    ...s,
  };
};

export const BENEFICIOS_OPCOES = [
  { value: 'N', label: 'Nenhum' },
  { value: 'VR', label: 'Vale-refeição' },
  { value: 'VA', label: 'Vale-alimentação' },
] as const;

export const SEM_ASSISTENCIA_MEDICA = 'Não desejo';

/** Options of ASSISTENCIA_MEDICA: the client's plan types (OBS_ASSIS_MEDICA) plus 'Não desejo'. */
export function medicalOptions(settings: ClientSettings): { value: string; label: string }[] {
  const items = settingList(settings.OBS_ASSIS_MEDICA).filter((s) => s !== SEM_ASSISTENCIA_MEDICA);
  return [...items, SEM_ASSISTENCIA_MEDICA].map((s) => ({ value: s, label: s }));
}

/**
 * The choice Nenhum / Vale-refeição / Vale-alimentação (INFO_BENEFICIOS) already answers whether the
 * candidate takes the food voucher: with it asked, VALE_ALIMENTACAO is not asked a second time
 * (decision 064). It is the question only of a client that offers the food voucher alone.
 */
const foodVoucherNotInTheChoice = ({ settings }: FieldContext) => !settings.INFO_BENEFICIOS;

export const BENEFIT_FIELDS = [
  f('INFO_BENEFICIOS', {
    name: 'BENEFICIOS',
    label: 'Benefícios',
    type: 'choice',
    options: BENEFICIOS_OPCOES,
  }),
  // a choice among medicalOptions(settings), kept as text since the options depend on the client
  f('INFO_ASSIS_MEDICA', {
    name: 'ASSISTENCIA_MEDICA',
    label: 'Assistência médica',
    type: 'text',
    max: 200,
    optionsFrom: medicalOptions,
  }),
  f('INFO_ASSIS_ODONTOLOGICA', {
    name: 'ASSISTENCIA_ODONTOLOGICA',
    label: 'Assistência odontológica',
    type: 'choice',
    options: SIM_NAO,
  }),
  f(
    'INFO_VALE_ALIMENTACAO',
    { name: 'VALE_ALIMENTACAO', label: 'Vale-alimentação', type: 'choice', options: SIM_NAO },
    foodVoucherNotInTheChoice,
  ),
] as const satisfies readonly FieldDef[];
