/**
 * Candidate log (spec 3 §3, §6, §7; spec 2 §7): newest first with status description and colour;
 * staff notes (TIPO '0' / '1'); the per-document attendance log with its visibility rule (a MANAGER
 * sees the document's entries plus the general entries they wrote, an ADMIN all); the candidate's
 * terms acceptance (TIPO 'A', own record only); LOG flag; tenants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { docTypes } from './fixtures/documents-helpers.ts';
import { managerWithout, signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, admin, gestor, gestor2, id, id042 } = {} as DemoCast;
let other: LogonAnswer; // 'gestor': MANAGER of 041 with LOG
let noLog: LogonAnswer; // a MANAGER of 041 without LOG
let RG: number;
let CPF: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, gestor, gestor2, id, id042 } = await signInDemoCast(t));
  noLog = await managerWithout(t, 'gestor.semlog', 'LOG');
  other = gestor;
  const types = await docTypes(t, '041');
  RG = types['RG (FRENTE E VERSO)']!;
  CPF = types['CPF']!;
});
afterAll(() => t.close());

const note = (token: string, body: Record<string, unknown>, tenant?: typeof C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/log',
    headers: t.headers(token, tenant),
    payload: { CODCANDIDATO: id, ...body },
  });
const read = (token: string, query = '', tenant?: typeof C041, cod = id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/log/${cod}${query}`,
    headers: t.headers(token, tenant),
  });

describe('POST /candidate/log', () => {
  it('staff write general and per-document notes (status 5); the answer is the entry', async () => {
    const g = await note(
      admin.token,
      { TIPO: '0', OBSERVACOES: 'Admin: ligação feita', CODUSUARIO: admin.user.CODUSUARIO },
      C041,
    );
    expect(g.statusCode).toBe(201);
    expect(g.json()).toMatchObject({
      CODCANDIDATO: id,
      CODSTATUS: 5,
      DESSTATUS: 'Em atendimento',
      CORSTATUS: expect.stringMatching(/^#/),
      CODUSUARIO: admin.user.CODUSUARIO,
      USUARIO: admin.user.NOMEUSUARIO,
      OBSERVACOES: 'Admin: ligação feita',
      TIPO: '0',
      CODTIPODOC: null,
      DOCUMENTO: null,
    });
    expect(new Date(g.json().DATLOG).toISOString()).toBe(g.json().DATLOG);
    const d = await note(other.token, {
      TIPO: '1',
      CODTIPODOC: RG,
      OBSERVACOES: 'Outro gestor: RG conferido',
    });
    expect(d.json()).toMatchObject({ TIPO: '1', CODTIPODOC: RG, DOCUMENTO: 'RG (FRENTE E VERSO)' });
    expect((await note(other.token, { TIPO: '0', OBSERVACOES: 'Outro gestor: geral' })).statusCode).toBe(201);
    expect(
      (await note(admin.token, { TIPO: '1', CODTIPODOC: CPF, OBSERVACOES: 'Admin: CPF' }, C041)).statusCode,
    ).toBe(201);
  });

  it('bad notes: empty, too long, TIPO 1 without a document, unknown TIPO, another client’s document', async () => {
    expect((await note(admin.token, { TIPO: '0', OBSERVACOES: ' ' }, C041)).json().message).toBe(
      DOC_MSG.observationRequired,
    );
    expect((await note(admin.token, { TIPO: '0', OBSERVACOES: 'x'.repeat(271) }, C041)).json().message).toBe(
      DOC_MSG.noteTooLong,
    );
    expect((await note(admin.token, { TIPO: '1', OBSERVACOES: 'x' }, C041)).json().message).toBe(
      DOC_MSG.documentRequired,
    );
    expect((await note(admin.token, { TIPO: '9', OBSERVACOES: 'x' }, C041)).statusCode).toBe(400);
    const types042 = await docTypes(t, '042');
    expect(
      (await note(admin.token, { TIPO: '1', CODTIPODOC: types042['CPF'], OBSERVACOES: 'x' }, C041))
        .statusCode,
    ).toBe(404);
  });

  it('roles and tenants: MANAGER without LOG 403, another client 404, staff may not log terms', async () => {
    expect((await note(noLog.token, { TIPO: '0', OBSERVACOES: 'x' })).statusCode).toBe(403);
    expect((await note(gestor2.token, { TIPO: '0', OBSERVACOES: 'x' })).statusCode).toBe(404);
    expect((await note(admin.token, { TIPO: '0', OBSERVACOES: 'x' }, C042)).statusCode).toBe(404);
    expect((await note(admin.token, { TIPO: 'A', OBSERVACOES: 'x' }, C041)).statusCode).toBe(403);
    expect((await note(admin.token, { TIPO: '0', OBSERVACOES: 'x', CODUSUARIO: 777 }, C041)).statusCode).toBe(
      403,
    );
  });

  it('the candidate logs the terms acceptance for itself only', async () => {
    const res = await note(cand.token, {
      TIPO: 'A',
      CODSTATUS: 3,
      CODUSUARIO: id,
      OBSERVACOES: 'Termos de uso aceitos pelo usuário',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      TIPO: 'A',
      OBSERVACOES: 'Termos de uso aceitos pelo usuário',
      CODUSUARIO: null,
    });
    const forged = await note(cand.token, { TIPO: 'A', OBSERVACOES: 'outra coisa' });
    expect(forged.json().OBSERVACOES).toBe('Termos de uso aceitos pelo usuário');
    expect((await note(cand.token, { TIPO: '0', OBSERVACOES: 'x' })).statusCode).toBe(403);
    expect((await note(cand.token, { TIPO: 'A', CODCANDIDATO: id042 })).statusCode).toBe(404);
  });
});

describe('GET /candidate/log/{id}', () => {
  it('gives every entry newest first to ADMIN and to a MANAGER with LOG', async () => {
    const res = await read(admin.token, '', C041);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ CODLOG: number; DATLOG: string; OBSERVACOES: string }[]>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    const ids = list.map((e) => e.CODLOG);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await read(other.token)).json()).toHaveLength(list.length);
  });

  it('per document: a MANAGER sees the document entries and only the general entries they wrote', async () => {
    const mine = (await read(other.token, `?CODTIPODOC=${RG}`))
      .json<{ OBSERVACOES: string }[]>()
      .map((e) => e.OBSERVACOES);
    expect(mine).toContain('Outro gestor: RG conferido');
    expect(mine).toContain('Outro gestor: geral');
    expect(mine).not.toContain('Admin: ligação feita');
    expect(mine).not.toContain('Admin: CPF');
    expect(mine).not.toContain('Termos de uso aceitos pelo usuário');
  });

  it('per document: an ADMIN sees the document entries and every general entry', async () => {
    const all = (await read(admin.token, `?CODTIPODOC=${RG}`, C041))
      .json<{ OBSERVACOES: string }[]>()
      .map((e) => e.OBSERVACOES);
    expect(all).toEqual(
      expect.arrayContaining(['Outro gestor: RG conferido', 'Outro gestor: geral', 'Admin: ligação feita']),
    );
    expect(all).not.toContain('Admin: CPF');
  });

  it('candidate 403, MANAGER without LOG 403, another client 404, bad id 400', async () => {
    expect((await read(cand.token)).statusCode).toBe(403);
    expect((await read(noLog.token)).statusCode).toBe(403);
    expect((await read(gestor2.token)).statusCode).toBe(404);
    expect((await read(admin.token, '', C042)).statusCode).toBe(404);
    expect((await read(admin.token, '', C041, id042)).statusCode).toBe(404);
    expect((await read(admin.token, '?CODTIPODOC=abc', C041)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/candidate/log/abc',
          headers: t.headers(admin.token, C041),
        })
      ).statusCode,
    ).toBe(400);
  });
});
