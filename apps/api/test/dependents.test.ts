/**
 * Dependents of the candidate page (docs/api-candidate-page.md; spec 2 §3.4, §4.7; docs/design.md §4):
 * list, edit, delete with the rules of DEPENDENT_FIELDS, tenant and ownership checks,
 * locked statuses, and ISVALID_DEPENDENTES. Adding one (POST) is in dependents-create.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  useDependentsFixture,
  MISSING,
  LOCKED,
  t,
  cand,
  cand042,
  gestor,
  gestor2,
  admin,
  id,
  id042,
  stored,
  setStatus,
  clearDependents,
  send,
  list,
  child,
} from './support/dependents-fixture.ts';

const NOT_FOUND = 'Dependente não encontrado';

useDependentsFixture();

const check = (token = cand.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/check/required',
    headers: t.headers(token),
    payload: { CODCANDIDATO: id },
  });
const patch = (FIELD: string, VALUE: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(cand.token),
    payload: { CODCANDIDATO: id, FIELD, VALUE },
  });

describe('ISVALID_DEPENDENTES', () => {
  it('is false with no dependents and no confirmation', async () => {
    await clearDependents();
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json().ISVALID_DEPENDENTES).toBe(false);
  });

  it('is true after adding a dependent, false again after removing it', async () => {
    const added = await send('POST', cand.token, child());
    expect(added.statusCode).toBe(201);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(true);
    const gone = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: added.json().CODDEP });
    expect(gone.statusCode).toBe(200);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(false);
  });

  it('is true with CONFIRM_SEM_DEPENDENTES and no dependents', async () => {
    const res = await patch('CONFIRM_SEM_DEPENDENTES', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FIELD: 'CONFIRM_SEM_DEPENDENTES', VALUE: true });
    expect(await stored()).toEqual([]);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(true);
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(cand.token),
    });
    expect(record.json()).toMatchObject({ CONFIRM_SEM_DEPENDENTES: true, ISVALID_DEPENDENTES: true });
    expect((await patch('CONFIRM_SEM_DEPENDENTES', false)).statusCode).toBe(200);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(false);
  });
});

describe('GET /api/candidate/dependents/{CODCANDIDATO}', () => {
  it('gives the candidate their own (empty) list', async () => {
    await clearDependents();
    const res = await list(cand.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 for another candidate's id and for staff of another client", async () => {
    await t.db.execute(
      sql`insert into dependent (codcandidato, nome, parentesco, cpf) values (${id}, 'DEP DE TESTE', 1, '52998224725')`,
    );
    try {
      const other = await list(cand.token, id042);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Candidato não encontrado.');
      const fromOther = await list(cand042.token, id);
      expect(fromOther.statusCode).toBe(404);
      expect(JSON.stringify(fromOther.json())).not.toContain('DEP DE TESTE');
      expect((await list(gestor2.token, id)).statusCode).toBe(404);
      expect((await list(admin.token, id, { CODADM: 9, CODCLI: '042' })).statusCode).toBe(404);
      const own = await list(gestor.token, id);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual([expect.objectContaining({ NOME: 'DEP DE TESTE', PARENTESCO: '1' })]);
    } finally {
      await clearDependents();
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/candidate/dependents/${id}` });
    expect(res.statusCode).toBe(401);
  });
});
describe('PUT and DELETE /api/candidate/dependent', () => {
  let coddep: number;
  let coddep042: number;

  beforeAll(async () => {
    await clearDependents();
    coddep = (await send('POST', cand.token, child())).json().CODDEP;
    const theirs = await send(
      'POST',
      cand042.token,
      child({ CODCANDIDATO: id042, NOME: 'Filho da Carolina' }),
    );
    expect(theirs.statusCode).toBe(201);
    coddep042 = theirs.json().CODDEP;
  });

  it('edits a dependent and applies the same rules', async () => {
    const res = await send(
      'PUT',
      cand.token,
      child({ CODDEP: coddep, NOME: 'Maria Alterada', PARENTESCO: '7', ASSISTENCIAMED: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CODDEP: coddep,
      NOME: 'Maria Alterada',
      PARENTESCO: '7',
      ASSISTENCIAMED: null,
    });
    expect(await stored()).toEqual([
      expect.objectContaining({ coddep, nome: 'Maria Alterada', parentesco: '7', assistenciamed: null }),
    ]);
    const bad = await send('PUT', cand.token, child({ CODDEP: coddep, CPF: '123.456.789-00' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CPF: CPF inválido.');
    const noName = await send('PUT', cand.token, child({ CODDEP: coddep, NOME: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(`${MISSING}Nome`);
    expect((await stored())[0]).toMatchObject({ nome: 'Maria Alterada', cpf: '52998224725' });
  });

  it('requires CODDEP on PUT', async () => {
    const res = await send('PUT', cand.token, child());
    expect(res.statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 404 'Dependente não encontrado' for another candidate's CODDEP, changing nothing", async () => {
    const put = await send('PUT', cand.token, child({ CODDEP: coddep042, NOME: 'Invasor' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(NOT_FOUND);
    const del = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep042 });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe(NOT_FOUND);
    const missing = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(NOT_FOUND);
    expect(await stored(id042)).toEqual([
      expect.objectContaining({ coddep: coddep042, nome: 'Filho da Carolina' }),
    ]);
  });

  it("answers 404 for another candidate's CODCANDIDATO and another client's staff, changing nothing", async () => {
    const put = await send('PUT', cand.token, child({ CODCANDIDATO: id042, CODDEP: coddep042, NOME: 'X' }));
    expect(put.statusCode).toBe(404);
    const del = await send('DELETE', cand.token, { CODCANDIDATO: id042, CODDEP: coddep042 });
    expect(del.statusCode).toBe(404);
    const staffPut = await send('PUT', gestor2.token, child({ CODDEP: coddep, NOME: 'Y' }));
    expect(staffPut.statusCode).toBe(404);
    const staffDel = await send('DELETE', gestor2.token, { CODCANDIDATO: id, CODDEP: coddep });
    expect(staffDel.statusCode).toBe(404);
    expect((await stored(id042))[0]).toMatchObject({ nome: 'Filho da Carolina' });
    expect(await stored()).toEqual([expect.objectContaining({ coddep, nome: 'Maria Alterada' })]);
  });

  it('refuses edit and delete in a locked status, changing nothing', async () => {
    await setStatus(4);
    try {
      const put = await send('PUT', cand.token, child({ CODDEP: coddep, NOME: 'Bloqueado' }));
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(LOCKED);
      const del = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep });
      expect(del.statusCode).toBe(403);
      expect(del.json().message).toBe(LOCKED);
      expect(await stored()).toEqual([expect.objectContaining({ coddep, nome: 'Maria Alterada' })]);
    } finally {
      await setStatus(3);
    }
  });

  it('deletes the dependent', async () => {
    const res = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Dependente excluído com sucesso!' });
    expect(await stored()).toEqual([]);
    expect((await list(cand.token)).json()).toEqual([]);
    const again = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOT_FOUND);
    expect(await stored(id042)).toHaveLength(1);
  });
});
