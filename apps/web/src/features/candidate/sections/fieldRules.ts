/**
 * How the candidate page mirrors the registry's per-field behaviour (spec 2 §4.4–§4.5): options
 * the client's settings give, values a rule fixes (`forced`), and the confirmation before a change
 * that empties other fields (`clears`). The API enforces each of them; nothing here is a rule.
 */
import {
  CANDIDATE_FIELDS,
  optionsOf,
  type FieldContext,
  type FieldDef,
  type StoredValue,
} from '@admissao/domain';
import type { Option } from '../../../components/fields/RegistryInput';
import type { EditValue } from '../autosave/types';
import { storedValue } from './values';

export const READ_ONLY_NOTE = 'Para conhecimento do candidato. Não é possível editar.';

export interface FieldRule {
  /** options replacing the registry's (lists the client configures) */
  options?: readonly Option[];
  /** the form value shown whatever is stored; the input is disabled */
  fixed?: string;
  /** shown with the field (tooltip of a fixed value) */
  note?: string;
}

export function fieldRule(def: FieldDef, ctx: FieldContext): FieldRule {
  const forced = def.forced?.(ctx);
  return {
    ...(def.optionsFrom ? { options: optionsOf(def, ctx.settings) } : {}),
    ...(forced !== undefined ? { fixed: String(forced), ...(def.note ? { note: def.note } : {}) } : {}),
  };
}

/**
 * Values a rule fixes that the stored record does not hold yet, saved once like an edit (the rule is
 * read on the stored record, as the API reads it); with `defaults`, also the registry's starting
 * values of empty fields (street type 33, delivery UF SP), once the candidate has started
 * filling (status 3 and up).
 */
export function forcedEdits(
  ctx: FieldContext,
  stored: Record<string, unknown>,
  defaults = false,
): [string, EditValue][] {
  const edits: [string, EditValue][] = [];
  const storedCtx = { settings: ctx.settings, values: stored };
  if (defaults)
    for (const f of CANDIDATE_FIELDS) {
      const dflt = (f as { default?: StoredValue }).default;
      if (dflt === undefined || !f.editableBy.includes('candidate') || !f.visible(ctx)) continue;
      if (stored[f.name] === null || stored[f.name] === undefined) edits.push([f.name, dflt]);
    }
  for (const f of CANDIDATE_FIELDS as readonly FieldDef[]) {
    const forced = f.forced?.(storedCtx);
    if (forced !== undefined && f.editableBy.includes('candidate') && stored[f.name] !== forced)
      edits.push([f.name, forced]);
  }
  return edits;
}

/**
 * What to ask before a change that empties other filled fields (Sim → Não of public transport while
 * the lines are asked), or null when the change empties nothing the candidate typed.
 */
export function clearConfirmation(def: FieldDef, ctx: FieldContext, previous: string, next: string) {
  if (!def.clears || previous === '' || previous === next) return null;
  return def.clears.when(ctx, storedValue(def, next)) ? def.clears.confirm : null;
}
