import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives every API answer the fixed security headers, errors included', async () => {
  for (const url of ['/api/health', '/api/nao-existe', '/api/user']) {
    const res = await t.app.inject(url);
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['x-frame-options'], url).toBe('DENY');
  }
});

it('gives the SPA its content security policy', async () => {
  const res = await t.app.inject('/login');
  if (res.statusCode === 200) expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  else expect(res.statusCode).toBe(404); // the SPA is not built in this checkout
});
