/**
 * The staff's tpDep of a dependent under guarda or a parent-in-law (decision 031, 2026-11-26):
 * PUT /api/candidate/{id}/esocial/dependent/{coddep} — only the kinship's table 07 codes, ADMIN or
 * the ESOCIAL flag (403), another client's ids 404, NUL and garbage 4xx with nothing changed; the
 * pre-check clears once chosen; the candidate's own saves of the dependent keep the staff's choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete, setFlag, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { admin, gestor, gestor2, cand } = {} as DemoCast;
let id: number;
let sogra: number;
let filho: number;

const storedType = async (coddep: number) =>
  rowsOf<{ tp: string | null }>(
    await t.db.execute(sql`select tpdep_esocial as tp from dependent where coddep = ${coddep}`),
  )[0]!.tp;

const choose = (
  who: LogonAnswer,
  payload: unknown,
  coddep: number | string = sogra,
  cid: number | string = id,
  tenant = C041,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/candidate/${cid}/esocial/dependent/${coddep}`,
    headers: t.headers(who.token, tenant),
    payload: payload as Record<string, unknown>,
  });
const pending = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}/esocial/s2200/check`,
      headers: t.headers(admin.token, C041),
    })
  ).json().PENDENCIAS as { campo: string; rotulo: string; mensagem: string }[];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
  const added = rowsOf<{ coddep: number; parentesco: string }>(
    await t.db
      .execute(sql`insert into dependent (codcandidato, nome, parentesco, sexo, datnasc, pcd, dependenteirrf)
      values (${id}, 'Rosa Souza', '8', 'F', '1950-09-09', 'N', true),
             (${id}, 'João Souza', '1', 'M', '2015-06-01', 'N', true)
      returning coddep, parentesco`),
  );
  sogra = added.find((r) => r.parentesco === '8')!.coddep;
  filho = added.find((r) => r.parentesco === '1')!.coddep;
  await setStatus(t, id, 8);
});
afterAll(() => t.close());

describe('choosing the tpDep of an ambiguous kinship', () => {
  it('the pre-check asks for it, names the dependent and clears once staff choose a code of the kinship', async () => {
    expect(await pending()).toContainEqual({
      campo: 'TPDEP_ESOCIAL',
      rotulo: 'Dependente 1 (Rosa Souza)',
      mensagem: 'Dependente para IRRF: escolha o tipo de dependente do eSocial (09 ou 99).',
    });
    const res = await choose(admin, { TPDEP_ESOCIAL: '09' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CODDEP: sogra,
      TPDEP_ESOCIAL: '09',
      message: 'Tipo de dependente do eSocial salvo.',
      PCD: null,
      OCULTOS: ['PCD'],
    });
    expect(await storedType(sogra)).toBe('09');
    expect((await pending()).map((p) => p.campo)).not.toContain('TPDEP_ESOCIAL');
    const audit = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from audit_log
        where entity = 'dependent' and entity_id = ${String(sogra)} and action = 'update'`),
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('refuses a code the kinship does not take, and a kinship with a single code, with 400 in pt-BR', async () => {
    const wrong = await choose(admin, { TPDEP_ESOCIAL: '06' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Tipo de dependente inválido para este parentesco.');
    const single = await choose(admin, { TPDEP_ESOCIAL: '03' }, filho);
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toBe(
      'O parentesco deste dependente tem um único tipo no eSocial: não há o que escolher.',
    );
    expect(await storedType(sogra)).toBe('09');
    expect(await storedType(filho)).toBeNull();
  });

  it("keeps the staff's choice when the candidate saves the dependent, and ignores a choice the candidate sends", async () => {
    await setStatus(t, id, 3);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/dependent',
      headers: t.headers(cand.token),
      payload: {
        CODCANDIDATO: id,
        CODDEP: sogra,
        NOME: 'Rosa Souza Lima',
        PARENTESCO: '8',
        SEXO: 'F',
        CPF: '52998224725',
        POSSUIRG: false,
        DATNASC: '09/09/1950',
        PCD: 'N',
        DEPENDENTEIRRF: true,
        TPDEP_ESOCIAL: '99',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedType(sogra)).toBe('09');
    await setStatus(t, id, 8);
  });
});

describe('who may', () => {
  it('lets a MANAGER only with the ESOCIAL flag, never the candidate (403, nothing changed)', async () => {
    await setFlag(t, 'gestor', 'ESOCIAL', false);
    expect((await choose(gestor, { TPDEP_ESOCIAL: '99' })).statusCode).toBe(403);
    expect((await choose(cand, { TPDEP_ESOCIAL: '99' })).statusCode).toBe(403);
    expect(await storedType(sogra)).toBe('09');
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    expect((await choose(gestor, { TPDEP_ESOCIAL: '99' })).statusCode).toBe(200);
    expect(await storedType(sogra)).toBe('99');
    await setFlag(t, 'gestor', 'ESOCIAL', false);
  });

  it("answers 404 for another client's candidate or a dependent of another candidate", async () => {
    expect((await choose(gestor2, { TPDEP_ESOCIAL: '09' }, sogra, id, C042)).statusCode).toBe(404);
    expect((await choose(admin, { TPDEP_ESOCIAL: '09' }, sogra, id, C042)).statusCode).toBe(404);
    expect((await choose(admin, { TPDEP_ESOCIAL: '09' }, 987654)).statusCode).toBe(404);
    expect(await storedType(sogra)).toBe('99');
  });
});

describe('bad input', () => {
  it('answers 4xx in pt-BR, never a 5xx, to NUL, garbage and missing values, changing nothing', async () => {
    for (const payload of [
      {},
      { TPDEP_ESOCIAL: '0\u00009' },
      { TPDEP_ESOCIAL: 'abc' },
      { TPDEP_ESOCIAL: 9 },
      null,
    ]) {
      const res = await choose(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
    for (const bad of ['%00', 'abc', '-1', '0']) {
      const res = await choose(admin, { TPDEP_ESOCIAL: '09' }, bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
    expect(await storedType(sogra)).toBe('99');
  });
});
