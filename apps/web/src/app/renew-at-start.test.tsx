// @vitest-environment happy-dom
/**
 * A reload of a signed-in page renews the session before the first render (renew-at-start.ts):
 * the first render waits for the renewal a short while, and SessionGate joins it instead of
 * starting a second one — a second renewal would rotate the cookie for nothing.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { clearSession, signIn } from '../lib/session';
import { KEYS } from '../lib/storage';
import { renewAtStart } from './renew-at-start';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const answer: LogonAnswer = {
  token: 'access-before-reload',
  user: {
    CODADM: 9,
    CODUSUARIO: 7,
    NOMEUSUARIO: 'Carlos',
    EMAIL: 'candidato@demo.com.br',
    USUARIO: 'candidato@demo.com.br',
    PERMISSAO: 'CANDIDATO',
    MULTICLIENTE: false,
    TROCAR_SENHA: false,
  },
  candidate: null,
  client: null,
  clientName: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** the session as a reload leaves it (the user in storage, no token in memory), and the modules fresh */
async function reloaded() {
  signIn(answer);
  const stored = localStorage.getItem(KEYS.user);
  vi.resetModules();
  localStorage.setItem(KEYS.user, stored!);
  const [session, start] = await Promise.all([import('../lib/session'), import('./renew-at-start')]);
  expect(session.getSession().token).toBeNull();
  return { renew: start.renewAtStart, current: session.getSession };
}

let fetchMock: ReturnType<typeof vi.fn>;
let root: Root | undefined;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'));

async function renderGate() {
  // the fresh module, beside the fresh session store reloaded() imported
  const { SessionGate: Gate } = await import('./SessionGate');
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <MantineProvider>
        <Gate>
          <p>página</p>
        </Gate>
      </MantineProvider>,
    );
  });
  return container;
}

describe('the session renewed before the first render', () => {
  it('asks for nothing when no user is stored', async () => {
    await renewAtStart();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews once: the first render has the token and SessionGate does not renew again', async () => {
    const { renew, current } = await reloaded();
    fetchMock.mockResolvedValueOnce(json(200, { token: 'access-after-reload' }));
    await renew();
    expect(current().token).toBe('access-after-reload');
    const container = await renderGate();
    expect(container.querySelector('p')?.textContent).toBe('página');
    expect(refreshCalls()).toHaveLength(1);
  });

  it('a renewal slower than the wait: the page shows the loader and SessionGate joins the same renewal', async () => {
    const { renew } = await reloaded();
    let answerRenewal!: (res: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerRenewal = resolve)));
    const started = Date.now();
    await renew();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const container = await renderGate();
    expect(container.querySelector('[aria-label="Carregando sessão"]')).not.toBeNull();
    await act(async () => answerRenewal(json(200, { token: 'late-token' })));
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('página'));
    expect(refreshCalls()).toHaveLength(1);
  });

  it('a refused renewal signs out before the first render', async () => {
    const { renew, current } = await reloaded();
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Sessão expirada' }));
    await renew();
    expect(current().user).toBeNull();
    expect(localStorage.getItem(KEYS.user)).toBeNull();
  });
});
