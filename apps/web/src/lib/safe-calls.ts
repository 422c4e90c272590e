/**
 * Which calls of the contract are safe to repeat automatically when the server could not serve
 * them (transient.ts). A GET only reads. The contract has no "read-only" marker and some reads go
 * by POST (the body names the candidate or the filter), so those are listed here, in one place,
 * by `METHOD path` as the contract declares them (safe-calls.test.ts checks each one exists).
 * Strings rather than the operation objects: importing every operation would pull all their
 * schemas into the first chunk of the app.
 *
 * Not listed, so never repeated: every write (create, change, status, staff actions, chat…),
 * sign-in and password checks (each try counts against the attempt limit), print (writes an
 * audit entry), the eSocial batch (records each export), the image links (creates links) and the
 * OCR run (heavy, with its own 503 when the OCR service is down).
 */
import type { Operation } from '@admissao/domain';

/** POST calls that only read (at most an access-log line, as any GET of a file writes). */
const READ_ONLY_POSTS: ReadonlySet<string> = new Set([
  'POST /auth/clients',
  'POST /user',
  'POST /candidate/status',
  'POST /candidate/id',
  'POST /candidate/check/email',
  'POST /candidate/check/required',
  'POST /candidate/documents/list',
  'POST /candidate/documents/observations',
  'POST /candidate/documents/download',
  'POST /candidate/data/document/type',
  'POST /candidate/validation/parameters',
  'POST /candidate/report/export',
]);

/**
 * GETs not repeated: the CEP lookup's 503 means the outside CEP service is down, and the address
 * form at once tells the user to type the address — better than a wait behind a notice.
 */
const NOT_REPEATED_GETS: ReadonlySet<string> = new Set(['GET /candidate/data/cep/:cep']);

export const keyOfCall = (o: Pick<Operation, 'method' | 'path'>) => `${o.method} ${o.path}`;

/** Listed for the test that checks every name against the contract. */
export const listedCalls = (): string[] => [...READ_ONLY_POSTS, ...NOT_REPEATED_GETS];

/** true when the call only reads, so a 503/502/504 or a lost connection may be retried by itself. */
export function isSafeToRepeat(o: Pick<Operation, 'method' | 'path' | 'alsoAnswers'>): boolean {
  // an operation whose 503 is an answer (GET /health) says something by it: nothing to repeat
  if (o.alsoAnswers && 503 in o.alsoAnswers) return false;
  const key = keyOfCall(o);
  if (o.method === 'GET') return !NOT_REPEATED_GETS.has(key);
  return READ_ONLY_POSTS.has(key);
}
