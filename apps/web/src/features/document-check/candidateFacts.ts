/**
 * What the side panel shows of the candidate: the filled fields of the sections the registry marks
 * for the checking panel (checkPanel), written by the registry's formatter.
 */
import {
  checkPanelSections,
  fieldsOfSection,
  formatFieldValue,
  printTitleOf,
  type FieldDef,
  type SectionKey,
} from '@admissao/domain';

/** The panel's sections: their key, title (sentence case, as on paper) and whether they start open. */
export const PANEL_SECTIONS = checkPanelSections().flatMap((s) =>
  s.content.kind === 'fields'
    ? [{ key: s.content.fields, title: printTitleOf(s), open: s.checkPanel === 'open' }]
    : [],
);

/** ids of other lists (unit, bank, lookups) say nothing without their names: left out */
const SKIPPED: readonly FieldDef['type'][] = ['unit', 'bank', 'lookup'];

export interface Fact {
  name: string;
  label: string;
  value: string;
}

export function candidateFacts(record: Record<string, unknown>, section: SectionKey): Fact[] {
  return fieldsOfSection(section)
    .filter((f) => !SKIPPED.includes(f.type))
    .map((f) => ({ name: f.name, label: f.label, value: formatFieldValue(f, record[f.name]) }))
    .filter((f) => f.value !== '');
}
