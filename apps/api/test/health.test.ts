import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and version', () => {
  it("GET /api/health answers {status:'ok', database:'ok', version} without signing in", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: '0.1.0-test' });
  });

  it('GET /api/version answers the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '0.1.0-test' });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON with a pt-BR message, for any method, signed in or not', async () => {
    for (const [method, url] of [
      ['GET', '/api/xyz'],
      ['POST', '/api/xyz'],
      ['GET', '/api/auth/logon'],
      ['DELETE', '/api/user'],
      ['GET', '/api/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { authorization: 'Bearer lixo' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        error: 'Not Found',
        message: 'Registro não encontrado.',
      });
    }
  });

  it('a malformed JSON body answers 400 with a pt-BR message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: '{"refreshToken":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dados inválidos.');
  });
});
