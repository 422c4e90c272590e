/**
 * What the esocial module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { checkS2200Of } from './check-s2200-of.ts';
export { chooseDependentType } from './choose-dependent-type.ts';
export { exportS2200Batch } from './export-s2200-batch.ts';
export { exportS2200 } from './export-s2200.ts';
// decision 077: the sending builds the same event the export does
export { pendingOf } from './check-s2200-of.ts';
export { eventOf } from './export-s2200.ts';
export { ESOCIAL_MESSAGES, loadS2200, type LoadedS2200 } from './load-s2200-input.ts';
export { checkS2300Of, exportS2300 } from './s2300-of.ts';
// decision 083: the sending of the S-2300 and the S-3000 builds what the export does
export { loadIntern, pendingS2300Of, s2300EventOf, type LoadedIntern } from './s2300-of.ts';
export { requireEventKind } from './event-kind.ts';
export { sequenceOf, verProcOf } from './export-s2200.ts';
