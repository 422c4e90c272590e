/**
 * What the custom-fields module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { checkCustomValues, listCustomFields } from './custom-fields.ts';
export { createCustomField, updateCustomField } from './save-custom-field.ts';
