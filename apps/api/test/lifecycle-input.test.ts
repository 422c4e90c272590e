/**
 * No input to the issue-6 routes answers 5xx (common brief): hostile bodies and query strings for every
 * route, as ADMIN of 041, must answer 4xx (or 2xx where the body happens to be valid) and never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, idOf } from './support/lifecycle-fixture.ts';

let t: TestApp;
let admin: LogonAnswer;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  id = await idOf(t, 'daniel@demo.com.br');
});
afterAll(() => t.close());

const HOSTILE_VALUES: unknown[] = [
  null,
  '',
  ' ',
  'abc',
  '1; drop table candidate',
  "' or 1=1 --",
  -1,
  0,
  1.5,
  1e20,
  Number.MAX_SAFE_INTEGER,
  true,
  [],
  [1, 2],
  {},
  { $gt: 1 },
  'x'.repeat(5000),
  '\u0000',
  '😀',
  '31/02/2030',
];

const ROUTES = [
  { method: 'POST', url: '/api/candidate/finalize', keys: ['CODCANDIDATO', 'CODUSUARIO'] },
  { method: 'POST', url: '/api/candidate/reopen', keys: ['CODCANDIDATO'] },
  { method: 'POST', url: '/api/candidate/resend', keys: ['CODCANDIDATO'] },
  { method: 'POST', url: '/api/candidate/reset', keys: ['CODCANDIDATO'] },
  { method: 'POST', url: '/api/candidate/cancel', keys: ['CODCANDIDATO'] },
  { method: 'POST', url: '/api/candidate/data/change', keys: ['CODCANDIDATO', 'CODSTATUS', 'OBSSTATUS'] },
  {
    method: 'PATCH',
    url: '/api/candidate/personal',
    keys: [
      'CODCANDIDATO',
      'NOME',
      'EMAIL',
      'CODUNIDADE',
      'TIPOCARGO',
      'CARGO',
      'DATINICIO',
      'GESTOR',
      'REUTILIZAR_EMAIL',
    ],
  },
  {
    method: 'POST',
    url: '/api/candidate/print',
    keys: ['CODCANDIDATO', 'DADOSPESSOAIS', 'ENTREGAEQUIP', 'DOCUMENTOS'],
  },
  { method: 'POST', url: '/api/candidate/print/link', keys: ['CODCANDIDATO', 'PERMISSOES', 'HORAS'] },
] as const;

const VALID: Record<string, unknown> = {
  CODCANDIDATO: 0,
  CODSTATUS: 11,
  OBSSTATUS: 'Nota',
  DADOSPESSOAIS: true,
  PERMISSOES: 'A',
};

describe.each(ROUTES)('$method $url', (route) => {
  it('never answers 5xx', async () => {
    const bodies: unknown[] = ['not json', [], 'null', 42];
    for (const key of route.keys)
      for (const v of HOSTILE_VALUES) bodies.push({ ...VALID, CODCANDIDATO: id, [key]: v });
    for (const body of bodies) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...t.headers(admin.token, C041), 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(
        res.statusCode,
        `${JSON.stringify(body).slice(0, 120)} → ${res.body.slice(0, 200)}`,
      ).toBeLessThan(500);
    }
  });
});

describe('GET /api/print/form', () => {
  it('never answers 5xx', async () => {
    for (const q of [
      '',
      '?token',
      '?token=',
      '?token=a.b.c',
      '?token=%00',
      `?token=${'x'.repeat(5000)}`,
      '?token[]=1&token[]=2',
    ])
      for (const path of ['/api/print/form', '/api/print/form.pdf']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}${q}` });
        expect(res.statusCode, `${path}${q.slice(0, 40)}`).toBeLessThan(500);
        expect([400, 401]).toContain(res.statusCode);
      }
  });
});
