/**
 * What the candidate-record module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { deleteAuthorized, listAuthorized, saveAuthorized } from './authorized-persons.ts';
export { sectionsOf } from './check-sections.ts';
export { confirmRegistration } from './confirm.ts';
export { listCustomData, saveCustomValue } from './custom-field-data.ts';
export {
  DEPENDENT_COLUMNS,
  DEPENDENT_MESSAGES,
  deleteDependent,
  listDependents,
  saveDependent,
} from './dependents.ts';
export { loadEditableRecord, loadReadableRecord } from './editable-record.ts';
export {
  MASKED_TABLES,
  SENSITIVE_FIELDS,
  SENSITIVE_FIELDS_OF,
  hiddenFields,
  isMaskedFor,
  maskOwnValues,
  maskRow,
  maskValues,
  masksSensitive,
} from './masking.ts';
export type { MaskedTable, Reader } from './masking.ts';
export { readRecord } from './read-record.ts';
export { replyToObservation } from './reply-status.ts';
export { saveAdditional } from './save-additional.ts';
export { saveAddress } from './save-address.ts';
export { AUTOSAVE_MESSAGES, updateField } from './update-field.ts';
