/**
 * Fetch wrapper for the API under /api (docs/api-foundation.md): bearer token, X-Cliente
 * header, one refresh attempt on 401 (single-flight), errors as ApiError. Every call asks for the
 * refresh token as an HttpOnly cookie (X-Refresh-Cookie, decision 009): answers that carry one set
 * the cookie instead, and renewal sends nothing but the cookie.
 */
import { encodeTenantHeader, REFRESH_COOKIE_HEADER } from '@admissao/domain';
import { clearSession, getSession, setToken } from './session';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** true when the server could not be reached at all (status 0) */
  readonly network: boolean;
  /** the JSON error body (e.g. `field` of a 400), when there was one */
  readonly body: Record<string, unknown>;
  constructor(
    status: number,
    message: string,
    messages: string[] = [],
    network = false,
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages.length ? messages : message ? [message] : [];
    this.network = network;
    this.body = body;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown): boolean => isApiError(e) && e.network;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** send the bearer token (default true) */
  auth?: boolean;
  /** on a 401 that refresh cannot fix: sign out and go to /login (default true) */
  redirectOn401?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

async function errorFrom(res: Response): Promise<ApiError> {
  let message = res.statusText || `Erro ${res.status}`;
  let messages: string[] = [];
  let body: Record<string, unknown> = {};
  try {
    const data = (await res.json()) as { message?: unknown; messages?: unknown };
    if (data && typeof data === 'object') body = data;
    if (typeof data.message === 'string') message = data.message;
    if (Array.isArray(data.messages)) messages = data.messages.filter((m) => typeof m === 'string');
  } catch {
    // body not JSON: keep the status text
  }
  return new ApiError(res.status, message, messages, false, body);
}

/** Performs the request and answers the raw Response (after the 401 → refresh → retry dance). */
export async function apiResponse(path: string, opts: RequestOptions = {}): Promise<Response> {
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
    throw new ApiError(0, 'Falha de conexão com a API', [], true);
  }
  if (!res.ok) throw await errorFrom(res);
  return res;
}

/** JSON request; answers undefined for an empty body (204). */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await apiResponse(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
