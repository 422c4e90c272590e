/**
 * Which failures mean "a dependency is away for a moment, try again" (issue 29, decision 058): the
 * database restarting or unreachable, the file storage down or frozen. The error handler answers
 * them 503 with Retry-After and a pt-BR message instead of 500 — nothing is wrong with the request,
 * and the web app repeats what is safe to repeat.
 */

/** how long a client is asked to wait before trying again */
export const RETRY_AFTER_SECONDS = 5;

/** The file storage failed (network, timeout, the service's own 5xx): thrown by the storages. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`armazenamento indisponível: ${errorName(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** SQLSTATE classes and codes of a server that cannot serve now (not of a wrong statement) */
const PG_UNAVAILABLE_CLASSES = ['08']; // connection exception
const PG_UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: a restart or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available
]);
/** Node's errors of a connection that could not be made or was cut */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say these in words, without a code */
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^Client was closed/,
];

function errorName(err: unknown): string {
  if (!err || typeof err !== 'object') return String(err);
  const e = err as { name?: unknown; code?: unknown };
  return [e.name, e.code].filter((v) => typeof v === 'string').join(' ') || 'erro';
}

function isUnavailableOne(e: Record<string, unknown>): boolean {
  if (e instanceof StorageUnavailable) return true;
  const code = typeof e.code === 'string' ? e.code : undefined;
  // before the SQLSTATE test: EPIPE has five capitals too
  if (code && NETWORK_CODES.has(code)) return true;
  if (code && /^[0-9A-Z]{5}$/.test(code))
    return PG_UNAVAILABLE_CODES.has(code) || PG_UNAVAILABLE_CLASSES.includes(code.slice(0, 2));
  const message = typeof e.message === 'string' ? e.message : '';
  return PG_CLIENT_MESSAGES.some((re) => re.test(message));
}

/** true when the error (or what it wraps: Drizzle keeps the driver's error as `cause`) is one of these */
export function isUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    if (isUnavailableOne(e as Record<string, unknown>)) return true;
    const inner = e as { cause?: unknown; errors?: unknown };
    // AggregateError (a connection tried on IPv4 and IPv6) carries its parts in `errors`
    e = inner.cause ?? (Array.isArray(inner.errors) ? inner.errors[0] : undefined);
  }
  return false;
}

/** what the log says of such an error: its name and codes, never a statement's values */
export function unavailableSummary(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const one = e as { cause?: unknown; message?: unknown; code?: unknown };
    const code = typeof one.code === 'string' ? one.code : undefined;
    const message = typeof one.message === 'string' ? one.message : '';
    const known = PG_CLIENT_MESSAGES.find((re) => re.test(message));
    parts.push(code ?? (known ? known.source.replace(/[\^/\\]/g, '') : errorName(e)));
    e = one.cause;
  }
  return [...new Set(parts)].join(' ← ');
}
