/**
 * The stable, machine-readable `code` of every error answer (issue 32; decision 012). The web
 * branches on these, never on an HTTP status plus ad-hoc fields: a status says only the class of
 * a refusal, and two refusals of one class may need different screens (a reusable e-mail and a
 * taken one are both 409). A code is never renamed or removed — clients branch on it; new ones
 * are added here, with the one line /api/docs shows in error-code-meanings.ts (kept apart: the
 * web app branches on the names and need not carry their meanings).
 */
export const ERROR_CODE_LIST = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'PASSWORD_CHANGE_REQUIRED',
  'FORBIDDEN',
  'STATUS_NOT_ALLOWED',
  'NOT_FOUND',
  'TIMEOUT',
  'CONFLICT',
  'EMAIL_REUSABLE',
  'ESOCIAL_WRONG_EVENT',
  'GONE',
  'TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODE_LIST)[number];

const BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map([
  [400, 'VALIDATION'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [408, 'TIMEOUT'],
  [409, 'CONFLICT'],
  [410, 'GONE'],
  [413, 'TOO_LARGE'],
  [415, 'UNSUPPORTED_TYPE'],
  [429, 'RATE_LIMITED'],
  [500, 'INTERNAL'],
  [502, 'UNAVAILABLE'],
  [503, 'UNAVAILABLE'],
  [504, 'UNAVAILABLE'],
]);

/**
 * The code of an error answer that names no more specific one: the class of its status (another
 * 4xx reads as VALIDATION, another 5xx as INTERNAL). The API's default, and what the web reads
 * from an answer without a code (a proxy's page, Fastify's own 408).
 */
export function codeOfStatus(status: number): ErrorCode {
  return BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
}

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODE_LIST);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
