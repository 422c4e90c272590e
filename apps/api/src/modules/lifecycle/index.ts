/**
 * What the lifecycle module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { addLogEntry } from './add-log-entry.ts';
export { finalizeCandidate, resendPending } from './finalize.ts';
export { loadForAction } from './load-for-action.ts';
export { cancelCandidate, reopenCandidate } from './reopen-cancel.ts';
export { resetCandidatePassword } from './reset-password.ts';
export { changeOrReplyStatus } from './status-change.ts';
export { updatePersonal } from './update-personal.ts';
