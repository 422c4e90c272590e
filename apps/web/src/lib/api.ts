/**
 * Fetch wrapper for the API under /api (docs/api-foundation.md): bearer token, X-Cliente
 * header, one refresh attempt on 401 (single-flight), errors as ApiError. Every call asks for the
 * refresh token as an HttpOnly cookie (X-Refresh-Cookie, decision 009): answers that carry one set
 * the cookie instead, and renewal sends nothing but the cookie. A call safe to repeat (a GET, or
 * `repeatable`) is sent again by itself while the server answers 503/502/504 (transient.ts).
 */
import { encodeTenantHeader, REFRESH_COOKIE_HEADER } from '@admissao/domain';
import { ApiError, connectionError, errorFrom } from './api-error';
import { clearSession, getSession, setToken } from './session';
import { repeatWhileUnavailable } from './transient';

export const API_BASE = '/api';

export { ApiError, hasCode, isApiError, isNetworkError, isRefusal, SIGNED_OUT } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** send the bearer token (default true) */
  auth?: boolean;
  /** on a 401 that refresh cannot fix: sign out and go to /login (default true) */
  redirectOn401?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * repeat the call by itself while the server is unavailable (503/502/504, no connection): only
   * for calls that only read (default: true for GET, false otherwise; see safe-calls.ts)
   */
  repeatable?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login');
};
/** The router registers how to leave for /login when the session cannot be renewed. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** 'ok': a new access token is stored; 'refused': the sign-in is over; 'network': try again later */
export type RenewResult = 'ok' | 'refused' | 'network';
let renewing: Promise<RenewResult> | null = null;

/**
 * Tabs share one cookie, and a refresh token spent twice ends the sign-in (reuse detection): the
 * renewals of all tabs run one at a time, each with the cookie the one before received.
 */
function oneTabAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('admissao-refresh', fn) : fn();
}

/** POST /auth/refresh (cookie only) once for every caller waiting on it. */
export function renewSession(): Promise<RenewResult> {
  if (renewing) return renewing;
  renewing = oneTabAtATime(async (): Promise<RenewResult> => {
    try {
      const res = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', [REFRESH_COOKIE_HEADER]: '1' },
        body: '{}',
      });
      if (!res.ok) return res.status === 401 || res.status === 400 ? 'refused' : 'network';
      const data = (await res.json()) as { token?: string };
      if (!data.token) return 'refused';
      setToken(data.token);
      return 'ok';
    } catch {
      return 'network';
    }
  }).finally(() => {
    renewing = null;
  });
  return renewing;
}

/** renewSession for a page that cannot go on without the session: a refusal signs out at once */
export async function renewOrSignOut(): Promise<RenewResult> {
  const result = await renewSession();
  if (result === 'refused') clearSession();
  return result;
}

/** true when a new access token was stored */
export const refreshSession = async (): Promise<boolean> => (await renewSession()) === 'ok';

/** The bearer token and X-Cliente of the session (also for requests not made with fetch). */
export function getSessionHeaders(auth = true): Record<string, string> {
  const out: Record<string, string> = { [REFRESH_COOKIE_HEADER]: '1' };
  const session = getSession();
  if (auth && session.token) out.Authorization = `Bearer ${session.token}`;
  const tenant = session.client ?? session.candidate;
  if (tenant) out['X-Cliente'] = encodeTenantHeader({ CODADM: tenant.CODADM, CODCLI: tenant.CODCLI });
  return out;
}

function buildHeaders(opts: RequestOptions, hasBody: boolean): Headers {
  const headers = new Headers(opts.headers);
  if (hasBody) headers.set('Content-Type', 'application/json');
  for (const [k, v] of Object.entries(getSessionHeaders(opts.auth !== false)))
    if (!headers.has(k)) headers.set(k, v);
  return headers;
}

/** One request and its 401 → refresh → retry dance; a failed answer is thrown as ApiError. */
async function sendOnce(path: string, opts: RequestOptions): Promise<Response> {
  const hasBody = opts.body !== undefined;
  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method: opts.method ?? (hasBody ? 'POST' : 'GET'),
      headers: buildHeaders(opts, hasBody),
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  let res: Response;
  try {
    res = await send();
    const sentToken = opts.auth !== false && Boolean(getSession().token);
    if (res.status === 401 && sentToken) {
      if (await refreshSession()) res = await send();
      if (res.status === 401 && opts.redirectOn401 !== false) {
        const error = await errorFrom(res);
        clearSession();
        onUnauthorized();
        throw error;
      }
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw connectionError();
  }
  if (!res.ok) throw await errorFrom(res);
  return res;
}

/** Performs the request and answers the raw Response (repeated while unavailable, when safe). */
export function apiResponse(path: string, opts: RequestOptions = {}): Promise<Response> {
  const method = opts.method ?? (opts.body !== undefined ? 'POST' : 'GET');
  const repeatable = opts.repeatable ?? method === 'GET';
  if (!repeatable) return sendOnce(path, opts);
  return repeatWhileUnavailable(() => sendOnce(path, opts), opts.signal);
}

/** JSON request; answers undefined for an empty body (204). */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await apiResponse(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
