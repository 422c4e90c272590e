/**
 * The cross-check of one document (decision 057): each field the document carries (kinds.ts), with
 * the value the candidate typed (from the record, by the registry's name) against the OCR words of
 * the document's pages. How a field is compared follows from its registry type (the table may say
 * 'by its digits'); values are shown with the registry's formatter.
 */
import { fieldByName } from '../registry/candidate-fields.ts';
import { formatFieldValue, maskOf } from '../registry/format-value.ts';
import type { FieldDef, FieldType } from '../registry/types.ts';
import { comparedByDigits, type CrosscheckField } from './kinds.ts';
import { matchDate, matchDigits, matchName, UNREADABLE, type FieldReading } from './match-fields.ts';
import { layOut, type OcrWordLike } from './ocr-text.ts';
import type { LaidOutText } from './ocr-text.ts';

type Comparer = (typed: string, page: LaidOutText, field: FieldDef) => FieldReading;
const byDigits: Comparer = (typed, page, f) => matchDigits(typed, page, maskOf(f));
const byName: Comparer = (typed, page) => matchName(typed, page);
const byDate: Comparer = (typed, page) => matchDate(typed, page);

/** how a value of each registry type is looked for in a document; null = not cross-checked */
const COMPARER_OF_TYPE = {
  text: byName,
  textarea: null,
  email: null,
  date: byDate,
  phone: byDigits,
  mobile: byDigits,
  choice: null,
  unit: null,
  bank: null,
  boolean: null,
  integer: byDigits,
  decimal: null,
  digits: byDigits,
  cpf: byDigits,
  pis: byDigits,
  cns: byDigits,
  titulo: byDigits,
  cnh: byDigits,
  cep: byDigits,
  cnpj: byDigits,
  cbo: byDigits,
  lookup: null,
} satisfies Record<FieldType, Comparer | null>;

export interface FieldCheck extends FieldReading {
  CAMPO: CrosscheckField;
  ROTULO: string;
  /** what the candidate typed, as the registry shows it */
  DIGITADO: string;
  /** the document's value shown the same way; null when there is no verdict */
  DOCUMENTO: string | null;
}

/**
 * Every given field (those the document carries, crosscheckFieldsOf) the candidate filled in,
 * checked against the words of all pages (front and back of an RG read as one text). Empty fields
 * are left out: there is nothing to compare.
 */
export function crossCheckDocument(
  fields: readonly CrosscheckField[],
  values: Readonly<Record<string, unknown>>,
  pages: readonly (readonly OcrWordLike[])[],
): FieldCheck[] {
  const page = layOut(pages.flat());
  const checks: FieldCheck[] = [];
  for (const name of fields) {
    const field = fieldByName(name);
    const typed = values[name];
    const compare = !field ? null : comparedByDigits(name) ? byDigits : COMPARER_OF_TYPE[field.type];
    if (!field || !compare || typed === null || typed === undefined || typed === '') continue;
    const read = page.text ? compare(String(typed), page, field) : UNREADABLE;
    checks.push({
      CAMPO: name,
      ROTULO: field.label,
      DIGITADO: formatFieldValue(field, typed),
      DOCUMENTO: read.LIDO === null ? null : formatFieldValue(field, read.LIDO),
      ...read,
    });
  }
  return checks;
}
