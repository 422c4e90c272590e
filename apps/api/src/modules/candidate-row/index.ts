/**
 * A candidate's stored row as the modules read it (loadRecord, CandidateRecord). Its own module, below
 * the record, documents, the log and lifecycle: each of them loads the candidate, and the record's
 * section check in turn asks documents, so the row could not stay in candidate-record.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export {
  fromDb,
  loadRecord,
  loadRecordForSave,
  RECORD_ARRAY_SQL,
  RECORD_JOIN,
  recordFromArray,
  recordFromRow,
} from './record.ts';
export type { CandidateRecord } from './record.ts';
