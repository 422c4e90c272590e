import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logon = (USUARIO: unknown, SENHA: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/logon', payload: { USUARIO, SENHA }, remoteAddress: ip });

describe('POST /api/auth/logon', () => {
  it('signs the multi-client admin in without a chosen client', async () => {
    const res = await logon('admin', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.refreshToken).toHaveLength(43);
    expect(body.user).toMatchObject({ USUARIO: 'admin', PERMISSAO: 'ADMIN', MULTICLIENTE: true, CODADM: 9 });
    expect(body.client).toBeNull();
  });

  it('gives a single-client manager their client', async () => {
    const body = (await logon('GESTOR', DEMO_PASSWORD)).json();
    expect(body.user).toMatchObject({ PERMISSAO: 'MANAGER', MULTICLIENTE: false });
    expect(body.client).toEqual({ CODADM: 9, CODCLI: '041', NOMECLI: 'Cliente Demonstração' });
    expect(body.clientName).toBe('Cliente Demonstração');
  });

  it('signs a candidate in with their candidate and client', async () => {
    const body = (await logon('candidato@demo.com.br', DEMO_PASSWORD)).json();
    expect(body.user.PERMISSAO).toBe('CANDIDATO');
    expect(body.candidate).toMatchObject({ CODADM: 9, CODCLI: '041', EMAIL: 'candidato@demo.com.br' });
  });

  it('refuses a wrong password and an unknown login with the same message', async () => {
    for (const [u, p] of [
      ['admin', 'Errada@123x'],
      ['ninguem', DEMO_PASSWORD],
    ]) {
      const res = await logon(u, p, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Usuário ou senha inválidos');
    }
  });

  it('answers the spec messages for missing fields', async () => {
    expect((await logon('', 'x')).json().message).toBe('Campo Usuário é obrigatório');
    expect((await logon('admin', '')).json().message).toBe('Campo Senha é obrigatório');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits attempts per login and address with a pt-BR 429, and another address still gets in', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await logon('gestor2', 'Errada@123x', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    const blocked = await logon('gestor2', DEMO_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Muitas tentativas/);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await logon('gestor2', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });
});
