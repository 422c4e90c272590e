// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeTenantHeader, type LogonAnswer } from '@admissao/domain';
import { api, ApiError, setUnauthorizedHandler } from './api';
import { clearSession, getSession, signIn } from './session';

const answer: LogonAnswer = {
  token: 'access-1',
  user: {
    CODADM: 9,
    CODUSUARIO: 2,
    NOMEUSUARIO: 'Gestor',
    EMAIL: 'g@demo.com.br',
    USUARIO: 'gestor',
    PERMISSAO: 'MANAGER',
    MULTICLIENTE: false,
    TROCAR_SENHA: false,
  },
  candidate: null,
  client: { CODADM: 9, CODCLI: '041', NOMECLI: 'Cliente Demonstração' },
  clientName: 'Cliente Demonstração',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  signIn(answer);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('api client', () => {
  it('sends the bearer token and the X-Cliente header of the active client', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await api('/version');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/version');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('X-Cliente')).toBe(encodeTenantHeader({ CODADM: 9, CODCLI: '041' }));
  });

  it('keeps the access token in memory only: nothing of it in local storage', () => {
    expect(getSession().token).toBe('access-1');
    const stored = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`);
    expect(stored.join('\n')).not.toMatch(/access-1|token/i);
  });

  it('asks for the refresh cookie on every call', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await api('/auth/logon', { body: { USUARIO: 'x', SENHA: 'y' }, auth: false });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('X-Refresh-Cookie')).toBe('1');
  });

  it('on 401 renews from the cookie once for concurrent calls, keeps the new token and retries', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh') {
        // the cookie goes by itself: the body names no token
        expect(init.body).toBe('{}');
        expect(new Headers(init.headers).get('X-Refresh-Cookie')).toBe('1');
        return json(200, { token: 'access-2' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer access-2' ? json(200, { ok: 1 }) : json(401, { message: 'expirado' });
    });
    const results = await Promise.all([api('/a'), api('/b')]);
    expect(results).toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/auth/refresh')).toHaveLength(1);
    expect(getSession().token).toBe('access-2');
    expect(localStorage.getItem('admissao.token')).toBeNull();
  });

  it('when refresh fails, clears the session (keeping column choices) and calls the handler', async () => {
    localStorage.setItem('admissao.tableColumns.lista', '["NOME"]');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () => json(401, { message: 'Sessão expirada. Entre novamente.' }));
    await expect(api('/x')).rejects.toMatchObject({
      status: 401,
      message: 'Sessão expirada. Entre novamente.',
    });
    expect(handler).toHaveBeenCalledOnce();
    expect(getSession().token).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('admissao.'))).toEqual([
      'admissao.tableColumns.lista',
    ]);
  });

  it('throws ApiError with the server message and messages; network failures are marked', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'primeira', messages: ['primeira', 'segunda'] }));
    const error = (await api('/x').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['primeira', 'segunda']);
    expect(error.network).toBe(false);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    // not repeated by itself (transient.test.ts covers that): the first failure is the answer
    const down = (await api('/x', { repeatable: false }).catch((e) => e)) as ApiError;
    expect(down.network).toBe(true);
  });

  it('a multi-client user has no active client until one is chosen', () => {
    signIn({ ...answer, user: { ...answer.user, PERMISSAO: 'ADMIN', MULTICLIENTE: true } });
    expect(getSession().client).toBeNull();
  });
});
