/**
 * Issue 12 M8: a NUL character in any string of body or query answers 400 'Caractere inválido.'
 * and changes nothing; a field name such as `__proto__` answers 400 'Campo não permitido.'.
 * The calls below are the 19 that answered 500 when the product was attacked; the sign-in calls
 * among them answer 401 like any unknown login since issue 31 §9.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';

const NUL = 'a\u0000b';
const C041 = { CODADM: 9, CODCLI: '041' };
let t: TestApp;
let { admin, cand, id } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, id } = await signInDemoCast(t));
});
afterAll(() => t.close());

type Who = 'none' | 'admin' | 'candidate';
const call = (who: Who, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers:
      who === 'admin' ? t.headers(admin.token, C041) : who === 'candidate' ? t.headers(cand.token) : {},
    ...(payload ? { payload } : {}),
  });

const CALLS: Array<[string, Who, string, string, object?]> = [
  ['reset request', 'none', 'POST', '/auth/reset', { EMAIL: `ana${NUL}@x.com.br` }],
  ['reset change', 'none', 'PATCH', '/auth/change', { CPF: NUL, LOGIN: 'x', NOVASENHA: 'y', CODIGO: '1' }],
  ['autosave', 'candidate', 'PATCH', '/candidate', { CODCANDIDATO: 0, FIELD: 'NOMESOCIAL', VALUE: NUL }],
  ['authorization', 'candidate', 'POST', '/candidate/authorization', { CODCANDIDATO: 0, NOME: NUL }],
  ['registration', 'admin', 'POST', '/candidate', { NOME: NUL, EMAIL: 'novo@x.com.br' }],
  ['list', 'admin', 'GET', `/candidate/list?NOME=${encodeURIComponent(NUL)}`],
  ['city filter', 'candidate', 'GET', `/candidate/data/cities?FILTER=${encodeURIComponent(NUL)}`],
  ['bank filter', 'candidate', 'GET', `/candidate/data/banks?FILTER=${encodeURIComponent(NUL)}`],
  ['manager filter', 'admin', 'GET', `/candidate/data/managers?FILTER=${encodeURIComponent(NUL)}`],
  ['recruiter filter', 'admin', 'GET', `/candidate/data/recruiters?FILTER=${encodeURIComponent(NUL)}`],
  ['personal', 'admin', 'PATCH', '/candidate/personal', { CODCANDIDATO: 0, NOME: NUL }],
  ['units', 'admin', 'POST', '/candidate/data/units', { UNIDADE: NUL }],
  ['doubts', 'admin', 'POST', '/candidate/doubts', { TITULO: NUL, DESCRICAO: 'x' }],
  ['benefits', 'admin', 'PATCH', '/candidate/benefits', { OBS_BENEFICIOS: NUL }],
  ['custom field', 'admin', 'POST', '/candidate/customField', { DESCRICAO: NUL, TIPO: 'T' }],
  [
    'custom field data',
    'candidate',
    'PUT',
    '/candidate/customFieldsData',
    { CODCANDIDATO: 0, CODINFO: 1, DESCRICAO: NUL },
  ],
  ['document type', 'admin', 'POST', '/candidate/configuration/documents', { DOCUMENTO: NUL }],
  // a NUL in a key, deep in an array, and in a path parameter
  ['key', 'admin', 'PATCH', '/candidate/configuration', { [`INFO${NUL}`]: true }],
  ['nested', 'admin', 'POST', '/candidate/configuration/documents/order', { DOCUMENTOS: [{ x: [NUL] }] }],
  ['path', 'admin', 'GET', `/image/logo/${encodeURIComponent(NUL)}`],
];

describe('a NUL character', () => {
  it.each(CALLS)('%s: 400 Caractere inválido.', async (_name, who, method, url, payload) => {
    const body = payload
      ? JSON.parse(JSON.stringify(payload).replace('"CODCANDIDATO":0', `"CODCANDIDATO":${id}`))
      : undefined;
    const res = await call(who, method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Caractere inválido.');
  });

  it('changes nothing: the field keeps its value, no unit or doubt is added', async () => {
    const count = async (table: string) =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
      )[0]!.n;
    const before = { units: await count('unit'), doubts: await count('doubt') };
    const saved = await call('candidate', 'PATCH', '/candidate', {
      CODCANDIDATO: id,
      FIELD: 'NOMESOCIAL',
      VALUE: 'Ana',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('candidate', 'PATCH', '/candidate', { CODCANDIDATO: id, FIELD: 'NOMESOCIAL', VALUE: NUL });
    await call('admin', 'POST', '/candidate/data/units', { UNIDADE: NUL });
    await call('admin', 'POST', '/candidate/doubts', { TITULO: NUL, DESCRICAO: 'x' });
    const record = (await call('candidate', 'GET', `/candidate/${id}`)).json();
    expect(record.NOMESOCIAL).toBe('Ana');
    expect({ units: await count('unit'), doubts: await count('doubt') }).toEqual(before);
  });
});

describe('a NUL character in a sign-in call (issue 31 §9)', () => {
  // a sign-in answers a login that names no account alike, whatever it holds (auth-who-may-sign-in)
  it.each([
    ['logon', '/auth/logon', { USUARIO: NUL, SENHA: 'x' }, 'Usuário ou senha inválidos'],
    [
      'first access',
      '/auth/start',
      { USUARIO: NUL, SENHA: 'x', SENHA_ANTERIOR: 'y' },
      'Usuário ou senha inválidos',
    ],
    [
      'refresh',
      '/auth/refresh',
      { refreshToken: `${'a'.repeat(20)}${NUL}` },
      'Sessão expirada. Entre novamente.',
    ],
  ])('%s: 401 like any unknown login', async (_name, url, payload, message) => {
    const res = await call('none', 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().message).toBe(message);
  });
});

describe('a field name that is not a field', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'autosave with FIELD %s: 400 Campo não permitido.',
    async (FIELD) => {
      for (const who of ['candidate', 'admin'] as const) {
        const res = await call(who, 'PATCH', '/candidate', { CODCANDIDATO: id, FIELD, VALUE: 'x' });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe('Campo não permitido.');
      }
    },
  );

  it('a JSON body with a __proto__ or constructor.prototype key is refused, not merged', async () => {
    for (const raw of ['{"__proto__":{"ATIVO":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/candidate/configuration',
        headers: { ...t.headers(admin.token, C041), 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().message).toBe('Dados inválidos.');
    }
    expect(({} as Record<string, unknown>).ATIVO).toBeUndefined();
  });
});
