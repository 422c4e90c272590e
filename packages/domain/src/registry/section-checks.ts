/**
 * Section validity of spec 2 §4.3 (POST /candidate/check/required): each section's fields
 * checked with validateFields on the stored values; the ISVALID_* flags and the list of
 * problems ('fieldsEmpty': reference, name, description) come from the same pass.
 */
import { CANDIDATE_FIELDS } from './candidate-fields.ts';
import { checkedFieldSectionsOfTab } from './sections.ts';
import { TABS } from './tabs.ts';
import type { SectionCheck } from '../contract/candidate-record.ts';
import {
  VALIDITY_FLAGS,
  type FieldContext,
  type FieldDef,
  type SectionKey,
  type ValidityFlag,
} from './types.ts';
import { missingFieldMessage, validateFields } from './validate.ts';

/**
 * The flags checked field by field, with the registry fields behind each (from the tabs' sections),
 * listed once: filtering the registry per flag on every check was almost half of the check (23 → 13 µs).
 */
const FLAG_FIELDS: [ValidityFlag, FieldDef[]][] = TABS.map((t): [ValidityFlag, SectionKey[]] => [
  t.flag,
  checkedFieldSectionsOfTab(t.key),
])
  .filter(([, sections]) => sections.length > 0)
  .map(([flag, sections]) => [flag, CANDIDATE_FIELDS.filter((f) => sections.includes(f.section))]);

/** A problem the check lists ('fieldsEmpty'): the contract's shape of POST /candidate/check/required. */
export type EmptyField = SectionCheck['fieldsEmpty'][number];

/** What the check needs beyond the record's fields (sections kept in other tables). */
export interface SectionExtras {
  /** at least one dependent, or CONFIRM_SEM_DEPENDENTES */
  dependentsOk: boolean;
  /** candidate-filled required custom fields answered */
  customFieldsOk: boolean;
  /** the required custom fields still unanswered, listed in fieldsEmpty */
  missingCustomFields?: { CODINFO: number; DESCRICAO: string }[];
  /** every required document sent (documents arrive with their own issue) */
  documentsOk: boolean;
}

export type SectionResult = SectionCheck;

export function checkSections(ctx: FieldContext, extras: SectionExtras): SectionResult {
  const fieldsEmpty: EmptyField[] = [];
  const flags = {} as Record<ValidityFlag, boolean>;
  for (const [flag, fields] of FLAG_FIELDS) {
    const issues = validateFields(fields, ctx);
    flags[flag] = issues.length === 0;
    for (const i of issues)
      fieldsEmpty.push({ reference: i.field, name: i.label, description: i.message, flag });
  }
  flags.ISVALID_DEPENDENTES = extras.dependentsOk;
  if (!extras.dependentsOk)
    fieldsEmpty.push({
      reference: 'CONFIRM_SEM_DEPENDENTES',
      name: 'Dependentes',
      description: 'Inclua os seus dependentes ou confirme que não possui dependentes.',
      flag: 'ISVALID_DEPENDENTES',
    });
  flags.ISVALID_INFO_ADICIONAL = extras.customFieldsOk;
  for (const f of extras.missingCustomFields ?? [])
    fieldsEmpty.push({
      reference: `CAMPO_${f.CODINFO}`,
      name: f.DESCRICAO,
      description: missingFieldMessage(f.DESCRICAO),
      flag: 'ISVALID_INFO_ADICIONAL',
    });
  flags.ISVALID_ENVIO = extras.documentsOk;
  flags.ISVALID_FINALIZACAO = VALIDITY_FLAGS.filter((f) => f !== 'ISVALID_FINALIZACAO').every(
    (f) => flags[f],
  );
  return { ...flags, fieldsEmpty };
}
