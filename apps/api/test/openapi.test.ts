import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents every call of the API at /api/docs (OpenAPI)', async () => {
  const res = await t.app.inject('/api/docs');
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth/logon',
      '/api/user',
      '/api/candidate/status',
      '/api/user/permissions/{CODUSUARIO}',
    ]),
  );
  expect(doc.paths['/api/auth/logon'].post.requestBody).toBeDefined();
});
