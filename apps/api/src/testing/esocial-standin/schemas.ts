/**
 * The schemas the stand-in checks with: the domain's one list of the vendored official schemas and
 * its xmllint-wasm validation (packages/domain/src/esocial/schema-validation.test-support.ts), so the
 * stand-in and the product's tests validate the same way. The events it knows, by element name.
 */
import type { EsocialSchemaName } from '../../../../../packages/domain/src/esocial/schema-validation.test-support.ts';

export { schemaErrors } from '../../../../../packages/domain/src/esocial/schema-validation.test-support.ts';

const EVENTS = [
  'evtAdmissao',
  'evtAdmPrelim',
  'evtTSVInicio',
  'evtExclusao',
] as const satisfies readonly EsocialSchemaName[];
export type EventName = (typeof EVENTS)[number];
export const isKnownEvent = (name: string): name is EventName => (EVENTS as readonly string[]).includes(name);
