/**
 * The one writer of a candidate's status (decision 067): applyTransition checks the move and writes
 * the log, the audit row and the e-mail. Its own module, below everything that moves a status (the
 * record's first save and confirmation, documents, sign-in, lifecycle's staff actions).
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { applyTransition, statusAnswer, transitionActor } from './transition.ts';
