/**
 * Transport (tab 'Transporte', spec 2 §2.1, §3.3, §4.5, §5.3), shown when the client asks for
 * the public transport lines (setting TRANSPORTE_PUBLICO D), the transport voucher or the
 * chartered transport.
 */
import type { ClientSettings } from '../settings.ts';
import {
  always,
  CANDIDATE_AND_STAFF,
  never,
  SIM_NAO,
  type FieldClears,
  type FieldContext,
  type FieldDef,
} from './types.ts';
import { columnOf, type PrivacyKey } from './types.ts';
import { SECTION_PRIVACY } from './privacy.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, 'required' | 'visible' | PrivacyKey>>;

/** The tab is shown (spec 2 §2.1 item 7). */
export const transportTab = (settings: ClientSettings) =>
  settings.TRANSPORTE_PUBLICO === 'D' || settings.INFO_VALE_TRANSPORTE || settings.INFO_TRANSP_FRETADO;

const f = <const S extends Spec>(s: S) => {
  const visible = s.visible ?? always;
  return {
    ...SECTION_PRIVACY.TRANSPORTE,
    section: 'TRANSPORTE' as const,
    column: columnOf<S['name']>(s.name),
    editableBy: CANDIDATE_AND_STAFF,
    required: always,
    ...s,
    visible: (ctx: FieldContext) => transportTab(ctx.settings) && visible(ctx),
  };
};

/** The lines are asked: setting D and the candidate uses public transport (spec 2 §5.3). */
const lines = ({ settings, values }: FieldContext) =>
  settings.TRANSPORTE_PUBLICO === 'D' && values.TRANSPORTE_PUBLICO === true;
const chartered = ({ settings }: FieldContext) => settings.INFO_TRANSP_FRETADO;
const charteredUsed = (ctx: FieldContext) => chartered(ctx) && ctx.values.TRANSPORTE_FRETADO === 'S';

/** Fields cleared (saved as null) when the candidate stops using public transport (spec 2 §4.5). */
export const TRANSPORT_LINE_FIELDS = [
  'LINHAIDA',
  'LINHAVOLTA',
  'VALORIDA',
  'VALORVOLTA',
  'TIPOCARTAO',
] as const;

export const NENHUM_LOCAL = 'Nenhum';

/** Items of a semicolon list setting, trimmed, empty and repeated ones dropped. */
export const settingList = (text: string): string[] => [
  ...new Set(
    text
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** Options of LOCAL_TRANSP_FRETADO: the client's locations (OBS_TRANSP_FRETADO) plus 'Nenhum'. */
export function transportLocations(settings: ClientSettings): { value: string; label: string }[] {
  const items = settingList(settings.OBS_TRANSP_FRETADO).filter((s) => s !== NENHUM_LOCAL);
  return [...items, NENHUM_LOCAL].map((s) => ({ value: s, label: s }));
}

/** Sim → Não of public transport while the lines are asked empties them (spec 2 §4.5). */
const linesCleared: FieldClears = {
  fields: TRANSPORT_LINE_FIELDS,
  when: ({ settings }, next) => settings.TRANSPORTE_PUBLICO === 'D' && next === false,
  confirm: {
    title: 'Confirma alteração',
    text: 'Confirma a alteração para Não? Isto fará com que os dados de linhas sejam limpos.',
  },
};

export const TRANSPORT_FIELDS = [
  f({
    name: 'TRANSPORTE_PUBLICO',
    label: 'Utiliza transporte público',
    type: 'boolean',
    clears: linesCleared,
  }),
  f({ name: 'LINHAIDA', label: 'Linha de ida', type: 'text', max: 30, required: lines, visible: lines }),
  f({ name: 'VALORIDA', label: 'Valor da ida', type: 'decimal', required: never, visible: lines }),
  f({ name: 'LINHAVOLTA', label: 'Linha de volta', type: 'text', max: 30, required: lines, visible: lines }),
  f({ name: 'VALORVOLTA', label: 'Valor da volta', type: 'decimal', required: never, visible: lines }),
  f({ name: 'TIPOCARTAO', label: 'Tipo de cartão', type: 'text', max: 30, required: lines, visible: lines }),
  f({
    name: 'TRANSPORTE_FRETADO',
    label: 'Utiliza transporte fretado',
    type: 'choice',
    options: SIM_NAO,
    required: chartered,
    visible: chartered,
  }),
  // a choice among transportLocations(settings): the options depend on the client, so the
  // registry keeps it as text; the form offers the list and the engine may check membership
  f({
    name: 'LOCAL_TRANSP_FRETADO',
    optionsFrom: transportLocations,
    label: 'Local do transporte fretado',
    type: 'text',
    max: 200,
    required: charteredUsed,
    visible: charteredUsed,
  }),
] as const satisfies readonly FieldDef[];
