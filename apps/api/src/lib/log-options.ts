/**
 * What the log may say (ASVS 16.2, LGPD art. 46). Logs are read by operators and shipped to
 * other systems, so they carry no personal data and no secret:
 * - request URLs keep their shape, but the values of query keys that carry a secret or a
 *   person (access codes, tokens, names, e-mails, CPFs, search text) and the token segment of
 *   bearer-link paths are replaced by `[removido]`;
 * - database errors are logged by SQLSTATE code and statement name only: their message and
 *   detail quote the values ("Key (email)=(ana@x) already exists"), and Drizzle's wrapper
 *   quotes every parameter of the query;
 * - any other error message has e-mails and CPFs masked (an SMTP refusal quotes the address).
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { pgErrorCode } from './pg-errors.ts';

export const REDACTED = '[removido]';

/** query keys whose values never reach the log (spec names; compared without case) */
const SECRET_QUERY_KEYS = new Set(['token', 'l', 'u', 'nome', 'filter', 'email', 'cpf']);
/** paths whose last segment is a bearer token */
const TOKEN_PATHS = [
  /^(\/api\/candidate\/images\/link\/)[^/?]+/,
  /^(\/api\/temporary\/)[^/?]+/,
  /^(\/temporario\/)[^/?]+/,
  // the first-access page carries the login and the access code in its path
  /^(\/start\/)[^?]+/,
];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const re of TOKEN_PATHS) path = path.replace(re, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed key is logged as it came: it is not a value
      }
      return eq >= 0 && SECRET_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// 11 digits, with or without the CPF punctuation, not inside a longer number
const CPF = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** masks e-mails, CPFs and signed tokens in free text */
export const scrubText = (text: string) =>
  text.replace(EMAIL, REDACTED).replace(CPF, REDACTED).replace(JWT, REDACTED);

/** the statement a driver error came from, by verb and table (Drizzle's wrapper holds the text) */
function statementOf(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const { query } = e as { query?: unknown };
    if (typeof query === 'string') {
      const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
      const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(query)?.[1];
      return [verb, table].filter(Boolean).join(' ') || undefined;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** the constraint a driver error names (a schema name, never a value) */
function constraintOf(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const { constraint } = e as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(String(err)), stack: '' };
  const code = pgErrorCode(err);
  if (code) {
    const statement = statementOf(err);
    return {
      type: 'DatabaseError',
      message: `erro do banco de dados ${code}${statement ? ` em ${statement}` : ''}`,
      stack: '',
      code,
      statement,
      constraint: constraintOf(err),
    };
  }
  return {
    type: err.name,
    message: scrubText(err.message),
    stack: err.stack ? scrubText(err.stack) : '',
    code: (err as { code?: unknown }).code,
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * A person at a terminal reads lines, a log shipper reads JSON: pino-pretty when stdout is a
 * terminal and the package is installed (a development dependency: a production install without it
 * logs JSON), JSON otherwise. The serializers above run before either, in this process.
 */
function prettyTransport(): { target: string; options: Record<string, unknown> } | undefined {
  if (!process.stdout.isTTY) return undefined;
  try {
    const target = createRequire(import.meta.url).resolve('pino-pretty');
    return { target, options: { translateTime: 'SYS:dd/mm/yyyy HH:MM:ss', ignore: 'pid,hostname' } };
  } catch {
    return undefined;
  }
}

/** Fastify logger options with the serializers above; `stream` for tests that read the log. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const transport = stream ? undefined : prettyTransport();
  return {
    level,
    ...(stream ? { stream: stream as unknown as NodeJS.WritableStream } : {}),
    ...(transport ? { transport } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: serializeError,
    },
  };
}
