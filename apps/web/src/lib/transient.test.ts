// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateExtrasApi, referenceApi, type LogonAnswer } from '@admissao/domain';
import { api, ApiError } from './api';
import { call } from './call';
import { clearToasts, toastsNow } from './notify';
import { clearSession, signIn } from './session';
import { NOTICE_ID, RECOVERED_MESSAGE } from './unavailable-notice';

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

const DOWN = 'Banco de dados indisponível. Tente novamente em instantes.';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
/** the API's answer while a dependency is down */
const unavailable = (seconds = 1) =>
  json(
    503,
    { statusCode: 503, error: 'Service Unavailable', message: DOWN },
    { 'Retry-After': String(seconds) },
  );

const shown = toastsNow;
const notice = () => shown().filter((n) => n.id === NOTICE_ID);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  signIn(answer);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  clearToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  clearToasts();
});

describe('calls while the server is unavailable', () => {
  it('repeats a GET after a 503, waiting as long as Retry-After asks, and answers the data', async () => {
    fetchMock.mockResolvedValueOnce(unavailable(3)).mockResolvedValueOnce(json(200, { ok: 1 }));
    const result = api('/version');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notice()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notice()).toHaveLength(0);
    expect(shown().map((n) => n.message)).toEqual([RECOVERED_MESSAGE]);
  });

  it('repeats a read sent by POST (the contract names it in safe-calls.ts)', async () => {
    fetchMock.mockResolvedValueOnce(unavailable(1)).mockResolvedValueOnce(json(200, []));
    const result = call(referenceApi.statusCounts, { body: {} });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never repeats a write: it fails at once with the server message, and no notice is shown', async () => {
    fetchMock.mockResolvedValue(unavailable(1));
    const error = (await call(candidateExtrasApi.changeStatus, {
      body: { CODCANDIDATO: 7, CODSTATUS: 3, OBSSTATUS: 'ok' },
    }).catch((e: unknown) => e)) as ApiError;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe(DOWN);
    expect(error.retryAfterMs).toBe(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown()).toHaveLength(0);
  });

  it('shows one notice for calls waiting in parallel, counting down, and removes it when they end', async () => {
    let down = true;
    fetchMock.mockImplementation(async () => (down ? unavailable(5) : json(200, { ok: 1 })));
    const results = Promise.all([api('/a'), api('/b'), api('/c')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toHaveLength(1);
    expect(notice()[0]?.message).toBe('Serviço temporariamente indisponível. Tentando novamente em 5 s…');
    await vi.advanceTimersByTimeAsync(2000);
    expect(notice()).toHaveLength(1);
    expect(notice()[0]?.message).toBe('Serviço temporariamente indisponível. Tentando novamente em 3 s…');
    down = false;
    await vi.advanceTimersByTimeAsync(3000);
    await expect(results).resolves.toEqual([{ ok: 1 }, { ok: 1 }, { ok: 1 }]);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(notice()).toHaveLength(0);
    expect(shown().filter((n) => n.message === RECOVERED_MESSAGE)).toHaveLength(1);
  });

  it('gives up after a few repeats, within about 30 s, with the server message and no notice left', async () => {
    fetchMock.mockImplementation(async () => unavailable(60)); // asks too much: each wait is capped at 10 s
    const error = api('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    const failed = (await error) as ApiError;
    expect(failed.message).toBe(DOWN);
    expect(failed.retries).toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(shown()).toHaveLength(0);
  });

  it('repeats a GET the server could not be reached for, and a 502 page in pt-BR', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      )
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    const result = api('/x');
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()[0]?.message).toBe('Sem conexão com o servidor. Tentando novamente em 2 s…');
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const bad = (await api('/x', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(bad.message).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
  });

  it('stops waiting when the call is aborted: AbortError, nothing sent again, notice removed', async () => {
    fetchMock.mockResolvedValue(unavailable(5));
    const controller = new AbortController();
    const result = api('/x', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(notice()).toHaveLength(1);
    controller.abort();
    const error = (await result) as DOMException;
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown()).toHaveLength(0);
  });
});
