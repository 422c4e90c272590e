import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

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

describe('error answers in /api/docs', () => {
  const responsesOf = async (path: string, method: string) => {
    const doc = (await t.app.inject('/api/docs')).json();
    return doc.paths[path][method].responses as Record<
      string,
      { content: Record<string, { schema: { required: string[] } }> }
    >;
  };

  it('every call documents its refusals with the one error body', async () => {
    const doc = (await t.app.inject('/api/docs')).json();
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
    ).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) {
      const refusal = op.responses['4XX'] as { content: Record<string, { schema: { required: string[] } }> };
      expect(refusal.content['application/json']!.schema.required).toEqual([
        'statusCode',
        'code',
        'error',
        'message',
      ]);
    }
  });

  it('from what each call declares: input 400, signed-in 401 and 403, a record in the path 404', async () => {
    expect(Object.keys(await responsesOf('/api/auth/logon', 'post')).sort()).toEqual(['200', '400', '4XX']);
    expect(Object.keys(await responsesOf('/api/user/permissions/{CODUSUARIO}', 'get')).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '4XX',
    ]);
  });

  it('the answers the API gives have that body', async () => {
    const staff = await signInAs(t, 'gestor');
    const candidate = await signInAs(t, 'cand');
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/logon', payload: { USUARIO: 1 } }),
      t.app.inject({ method: 'POST', url: '/api/user', payload: {} }),
      t.app.inject({ method: 'POST', url: '/api/user', headers: t.headers(candidate.token), payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/user/permissions/999999', headers: t.headers(staff.token) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 401, 403, 404]);
    for (const a of answers) {
      const body = ZErrorAnswer.parse(a.json());
      expect(body.statusCode).toBe(a.statusCode);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });
});
