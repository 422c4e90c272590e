/**
 * The access log of candidate data (decision 036): who read or downloaded what. Its own module, below
 * the record, documents, print and reports that write it; privacy reads and exports it.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { accessLogCteSql, logAccess, logCandidateAccess, logLinkUse } from './log-access.ts';
