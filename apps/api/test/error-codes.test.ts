/**
 * Every error answer carries a stable `code` from the one list (issue 32, decision 012): a
 * representative answer of each kind the API writes — validation, no session, an ended session, a
 * temporary password, a role, another client's record, a conflict, a reusable e-mail, a refusal by
 * the candidate's status, too many tries, the database away, a size, a media type, the unexpected —
 * has the code the client branches on, and /api/docs declares `code` with its list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST, ZErrorAnswer, type ErrorCode, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { StorageUnavailable } from '../src/lib/unavailable.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, C042, idOf, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor2: LogonAnswer;
let cand: LogonAnswer;

/** what only a fault or a framework error makes: thrown by test routes, answered by the real handler */
const THROWN: Record<string, () => Error> = {
  database: () => Object.assign(new Error('terminating connection'), { code: '57P01' }),
  storage: () => new StorageUnavailable(new Error('ECONNREFUSED')),
  size: () => Object.assign(new Error('too large'), { statusCode: 413 }),
  media: () => Object.assign(new Error('unsupported'), { statusCode: 415 }),
  unexpected: () => new Error('bug'),
};

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    for (const [name, error] of Object.entries(THROWN))
      app.get(`/api/test-errors/${name}`, { config: { auth: 'public' } }, () => {
        throw error();
      });
  });
  [admin, gestor2, cand] = await Promise.all([
    t.login('admin'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
  ]);
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
  tenant = C041,
) => t.app.inject({ method, url, headers: token ? t.headers(token, tenant) : {}, payload });

/** the answer is an error answer of that status and code, the code one of the list */
function expectCode(res: { statusCode: number; body: string }, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ZErrorAnswer.parse(JSON.parse(res.body));
  expect(ERROR_CODE_LIST).toContain(body.code);
  expect({ statusCode: body.statusCode, code: body.code }).toEqual({ statusCode: status, code });
  expect(body.message.length).toBeGreaterThan(0);
}

describe('every error answer has its code', () => {
  it('validation 400, no session 401, a role 403, an unknown record 404', async () => {
    expectCode(await inject('POST', '/api/auth/logon', undefined, { USUARIO: 1 }), 400, 'VALIDATION');
    expectCode(await inject('POST', '/api/user', undefined, {}), 401, 'UNAUTHENTICATED');
    expectCode(await inject('POST', '/api/user', cand.token, {}), 403, 'FORBIDDEN');
    expectCode(await inject('GET', '/api/user/permissions/999999', admin.token), 404, 'NOT_FOUND');
    expectCode(await inject('GET', '/api/nada-aqui'), 404, 'NOT_FOUND');
  });

  it('a session that ended answers SESSION_EXPIRED, a temporary password PASSWORD_CHANGE_REQUIRED', async () => {
    const gestor = await t.login('gestor');
    await t.db.execute(
      sql`update staff_user set session_version = session_version + 1 where usuario = 'gestor'`,
    );
    expectCode(await inject('GET', '/api/candidate/status', gestor.token), 401, 'SESSION_EXPIRED');

    await t.db.execute(sql`update staff_user set trocar_senha = true where usuario = 'gestor'`);
    const temporary = await t.login('gestor');
    expectCode(
      await inject('GET', '/api/candidate/status', temporary.token),
      403,
      'PASSWORD_CHANGE_REQUIRED',
    );
  });

  it("another client's candidate 404; a refusal by its status STATUS_NOT_ALLOWED", async () => {
    const partial = await idOf(t, 'daniel@demo.com.br');
    await setStatus(t, partial, 8);
    const other = await inject(
      'POST',
      '/api/candidate/cancel',
      gestor2.token,
      { CODCANDIDATO: partial },
      C042,
    );
    expectCode(other, 404, 'NOT_FOUND');
    await setStatus(t, partial, 9);
    const cancelled = await inject('POST', '/api/candidate/cancel', admin.token, { CODCANDIDATO: partial });
    expectCode(cancelled, 403, 'STATUS_NOT_ALLOWED');
  });

  it('an e-mail in use 409 CONFLICT; one of a finished candidate EMAIL_REUSABLE (REUTILIZAVEL kept)', async () => {
    const beatriz = await idOf(t, 'beatriz@demo.com.br');
    const [unit] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select codunidade as id from unit where unidade = 'FILIAL CAMPINAS'`),
    );
    const start = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    // the whole registration of the edit screen, only its e-mail at fault
    const edit = (EMAIL: string) =>
      inject('PATCH', '/api/candidate/personal', admin.token, {
        CODCANDIDATO: beatriz,
        NOME: 'Beatriz Araújo Gonçalves',
        EMAIL,
        CODUNIDADE: unit!.id,
        TIPOCARGO: 'OUTROS',
        CARGO: 'Analista',
        DATINICIO: start.split('-').reverse().join('/'),
        GESTOR: 'MARIANA PRADO',
        RECRUTADOR: 'PEDRO ALVES',
      });
    expectCode(await edit('candidato@demo.com.br'), 409, 'CONFLICT');
    const reusable = await edit('elisa@demo.com.br');
    expectCode(reusable, 409, 'EMAIL_REUSABLE');
    expect(reusable.json()).toMatchObject({ REUTILIZAVEL: true, field: 'EMAIL' });
  });

  it('too many tries 429 RATE_LIMITED, with Retry-After', async () => {
    let last;
    for (let i = 0; i < 11; i++)
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logon',
        remoteAddress: '10.9.9.9',
        payload: { USUARIO: 'gestor2', SENHA: 'Errada@123x' },
      });
    expectCode(last!, 429, 'RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the database or the storage away 503 UNAVAILABLE; a size 413, a media type 415, a bug 500', async () => {
    expectCode(await inject('GET', '/api/test-errors/database'), 503, 'UNAVAILABLE');
    expectCode(await inject('GET', '/api/test-errors/storage'), 503, 'UNAVAILABLE');
    expectCode(await inject('GET', '/api/test-errors/size'), 413, 'TOO_LARGE');
    expectCode(await inject('GET', '/api/test-errors/media'), 415, 'UNSUPPORTED_TYPE');
    expectCode(await inject('GET', '/api/test-errors/unexpected'), 500, 'INTERNAL');
  });
});

it('/api/docs declares `code`, required, with the whole list', async () => {
  const doc = (await t.app.inject('/api/docs')).json();
  const refusal = doc.paths['/api/auth/logon'].post.responses['4XX'].content['application/json'].schema;
  expect(refusal.required).toContain('code');
  expect(refusal.properties.code.enum).toEqual(ERROR_CODE_LIST);
  for (const code of ERROR_CODE_LIST) expect(refusal.properties.code.description).toContain(code);
});
