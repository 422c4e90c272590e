/**
 * The candidate's log: the one writer (written in the same transaction as a status move or a
 * document action), who may read it, and its reading. Staff notes (POST /candidate/log) check a
 * document type, so they sit above documents, in lifecycle/add-log-entry.ts.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { listCandidateLog, readLogRows } from './list-candidate-log.ts';
export { assertMayReadLog } from './may-read-log.ts';
export { writeCandidateLog } from './write-candidate-log.ts';
