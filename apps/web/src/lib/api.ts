/**
 * Fetch wrapper for the API under /api (docs/api-foundation.md): bearer token, X-Cliente
 * header, one refresh attempt on 401 (single-flight), errors as ApiError.
 */
import { encodeTenantHeader } from '@admissao/domain';
import { clearSession, getSession, setTokens } from './session';

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

let refreshing: Promise<boolean> | null = null;

/** POST /auth/refresh once for every caller waiting on it; true when new tokens were stored. */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  const refreshToken = getSession().refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  refreshing = (async () => {
    try {
      const res = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      const data = (await res.json()) as { token?: string; refreshToken?: string };
      if (!data.token || !data.refreshToken) return false;
      setTokens(data.token, data.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The bearer token and X-Cliente of the session (also for requests not made with fetch). */
export function getSessionHeaders(auth = true): Record<string, string> {
  const out: Record<string, string> = {};
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
    if (data && typeof data === 'object') body = data as Record<string, unknown>;
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

/** Binary request (images fetched with the token); answers an object URL the caller must revoke. */
export async function apiBlobUrl(path: string, opts: RequestOptions = {}): Promise<string> {
  const res = await apiResponse(path, opts);
  return URL.createObjectURL(await res.blob());
}
