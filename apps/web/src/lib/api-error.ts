/**
 * The error of every call to the API (JSON calls, uploads): its `code`, the server's pt-BR
 * message(s) and body, and how long the server asked us to wait before trying again (Retry-After).
 * Screens branch on `code` (packages/domain contract/error-codes.ts, decision 012), never on
 * `status`: a status is only the class of a refusal, and this file is the one place that reads it
 * (to name the code of an answer that brought none — a proxy's page). Kept apart from api.ts so the
 * retry policy (transient.ts) and the uploads can read it without a cycle.
 */
import { codeOfStatus, isErrorCode, MSG, type ErrorCode } from '@admissao/domain';

/** The code of an error: the API's, or NETWORK when no answer came at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  /** what a screen branches on: the answer's `code`, else the class of its status */
  readonly code: ApiErrorCode;
  /** the HTTP status, to show (a file's placeholder names it, spec 3 §8); branch on `code` */
  readonly status: number;
  readonly messages: string[];
  /** true when the server could not be reached at all (status 0) */
  readonly network: boolean;
  /** the JSON error body (e.g. `field` of a 400), when there was one */
  readonly body: Record<string, unknown>;
  /** the answer's Retry-After, in ms (503 of a dependency that is down, 429) */
  readonly retryAfterMs: number | undefined;
  /** how many times the call was already repeated automatically before this error (transient.ts) */
  retries = 0;
  constructor(
    status: number,
    message: string,
    messages: string[] = [],
    network = false,
    body: Record<string, unknown> = {},
    retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = network ? 'NETWORK' : isErrorCode(body.code) ? body.code : codeOfStatus(status);
    this.status = status;
    this.messages = messages.length ? messages : message ? [message] : [];
    this.network = network;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown): boolean => isApiError(e) && e.network;

/** true when `e` is an error of the API with one of these codes */
export const hasCode = (e: unknown, ...codes: ApiErrorCode[]): e is ApiError =>
  isApiError(e) && codes.includes(e.code);

/** Signed out: no session, or it expired or was ended (401). */
export const SIGNED_OUT: readonly ApiErrorCode[] = ['UNAUTHENTICATED', 'SESSION_EXPIRED'];
/** The server could not do it now (5xx), or no answer came: not a refusal of what was asked. */
export const NOT_A_REFUSAL: readonly ApiErrorCode[] = ['NETWORK', 'UNAVAILABLE', 'INTERNAL'];

/** A refusal of what was asked (a 4xx): asking the same again gets the same answer. */
export const isRefusal = (e: unknown): e is ApiError => isApiError(e) && !NOT_A_REFUSAL.includes(e.code);

/**
 * 503: the API is up but a dependency (database, file storage) is not; 502/504: the load balancer
 * lost the API process mid-request. The server's message says "try again", never "you were wrong".
 */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** what a 502/503/504 without a message of the API (a proxy's page) says: the API's own words */
const UNAVAILABLE_MESSAGE: string = MSG.serviceUnavailable;

export const connectionError = () => new ApiError(0, 'Falha de conexão com a API', [], true);

/** Retry-After as seconds ("5") or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The ApiError of a failed answer, from its status, headers and (JSON) body text. */
export function apiErrorOf(status: number, statusText: string, text: string, retryAfter: string | null) {
  let message = UNAVAILABLE_STATUSES.has(status) ? UNAVAILABLE_MESSAGE : statusText || `Erro ${status}`;
  let messages: string[] = [];
  let body: Record<string, unknown> = {};
  try {
    const data = JSON.parse(text) as { message?: unknown; messages?: unknown } | null;
    if (data && typeof data === 'object') {
      body = data;
      if (typeof data.message === 'string') message = data.message;
      if (Array.isArray(data.messages)) messages = data.messages.filter((m) => typeof m === 'string');
    }
  } catch {
    // not JSON (a proxy's error page): the status says enough
  }
  return new ApiError(status, message, messages, false, body, parseRetryAfter(retryAfter));
}

/** The ApiError of a failed fetch Response. */
export async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return apiErrorOf(res.status, res.statusText, text, res.headers.get('Retry-After'));
}
