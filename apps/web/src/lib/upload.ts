/**
 * Multipart upload under /api with the same bearer token, X-Cliente header and single refresh
 * attempt as `api()` (lib/api.ts sends JSON bodies only). Errors arrive as ApiError.
 */
import { encodeTenantHeader } from '@admissao/domain';
import { API_BASE, ApiError, refreshSession } from './api';
import { getSession } from './session';

function headers(): Headers {
  const h = new Headers();
  const session = getSession();
  if (session.token) h.set('Authorization', `Bearer ${session.token}`);
  const tenant = session.client ?? session.candidate;
  if (tenant) h.set('X-Cliente', encodeTenantHeader({ CODADM: tenant.CODADM, CODCLI: tenant.CODCLI }));
  return h;
}

async function toError(res: Response): Promise<ApiError> {
  let message = res.statusText || `Erro ${res.status}`;
  try {
    const data = (await res.json()) as { message?: unknown };
    if (typeof data?.message === 'string') message = data.message;
  } catch {
    // not JSON
  }
  return new ApiError(res.status, message);
}

/** POSTs one file as multipart field `file` (plus text fields); answers the parsed JSON, if any. */
export async function uploadFile<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<T> {
  const send = () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, file.name);
    return fetch(`${API_BASE}${path}`, { method: 'POST', headers: headers(), body: form });
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && (await refreshSession())) res = await send();
  } catch {
    throw new ApiError(0, 'Falha de conexão com a API', [], true);
  }
  if (!res.ok) throw await toError(res);
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}
