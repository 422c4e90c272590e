/**
 * Rules of spec 2 §4.4–§4.5 that change how a registry field is offered on this page: lists
 * that come from the client settings, values fixed by a rule, the public transport switch.
 */
import {
  CANDIDATE_FIELDS,
  medicalOptions,
  TRANSPORT_LINE_FIELDS,
  transportLocations,
  type FieldContext,
  type FieldDef,
} from '@admissao/domain';
import type { Option } from '../../../components/fields/RegistryInput';
import type { EditValue } from '../autosave/types';

export const READ_ONLY_NOTE = 'Para conhecimento do candidato. Não é possível editar.';

export interface FieldRule {
  /** options replacing the registry's (lists the client configures) */
  options?: readonly Option[];
  /** the form value shown whatever is stored; the input is disabled */
  fixed?: string;
  /** shown with the field (tooltip of a fixed value) */
  note?: string;
}

const brazilian = (ctx: FieldContext) => ctx.values.NACIONALIDADE === 'BRA';

export function fieldRule(def: FieldDef, ctx: FieldContext): FieldRule {
  switch (def.name) {
    case 'NATURALIZADO':
      return brazilian(ctx) ? { fixed: 'false' } : {};
    case 'CTPSTIPO':
      return ctx.settings.INFO_CTPS_DIGITAL ? { fixed: 'D', note: def.note } : {};
    case 'LOCAL_TRANSP_FRETADO':
      return { options: transportLocations(ctx.settings) };
    case 'ASSISTENCIA_MEDICA':
      return { options: medicalOptions(ctx.settings) };
    default:
      return {};
  }
}

/**
 * Values a rule fixes that the stored record does not hold yet, saved once like an edit; with
 * `defaults`, also the registry's starting values of empty fields (SEXO M, street type 33,
 * delivery UF SP), once the candidate has started filling (status 3 and up).
 */
export function forcedEdits(
  ctx: FieldContext,
  stored: Record<string, unknown>,
  defaults = false,
): [string, EditValue][] {
  const edits: [string, EditValue][] = [];
  if (defaults)
    for (const f of CANDIDATE_FIELDS) {
      const dflt = (f as { default?: string | number | boolean }).default;
      if (dflt === undefined || !f.editableBy.includes('candidate') || !f.visible(ctx)) continue;
      if (stored[f.name] === null || stored[f.name] === undefined) edits.push([f.name, dflt]);
    }
  if (brazilian(ctx) && stored.NACIONALIDADE === 'BRA' && stored.NATURALIZADO !== false)
    edits.push(['NATURALIZADO', false]);
  if (ctx.settings.INFO_CTPS_DIGITAL && stored.CTPSTIPO !== 'D') edits.push(['CTPSTIPO', 'D']);
  return edits;
}

/** Sim → Não of public transport while lines are asked: the lines are cleared, so ask first (§4.5). */
export const asksTransportConfirm = (def: FieldDef, ctx: FieldContext, previous: string, next: string) =>
  def.name === 'TRANSPORTE_PUBLICO' &&
  ctx.settings.TRANSPORTE_PUBLICO === 'D' &&
  previous === 'true' &&
  next === 'false';

/** Fields saved as null together with a change (the transport lines when public transport is Não). */
export const clearedBy = (def: FieldDef, ctx: FieldContext, next: string): readonly string[] =>
  def.name === 'TRANSPORTE_PUBLICO' && ctx.settings.TRANSPORTE_PUBLICO === 'D' && next === 'false'
    ? TRANSPORT_LINE_FIELDS
    : [];

export const TRANSPORT_CONFIRM = {
  title: 'Confirma alteração',
  text: 'Confirma a alteração para Não? Isto fará com que os dados de linhas sejam limpos.',
} as const;
