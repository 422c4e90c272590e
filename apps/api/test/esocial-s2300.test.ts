/**
 * eSocial S-2300 of an intern (issue 34 §5, decision 078): the internship's registry fields in the
 * intern's form (the candidate's and the staff's, through the autosave), GET /api/candidate/{id}/
 * esocial/s2300/check and …/s2300.xml — the pending list in pt-BR, the unsigned event valid once
 * signed and the records its export leaves, 409 ESOCIAL_WRONG_EVENT for an employee, tenant (404),
 * permission (ADMIN, MANAGER with ESOCIAL), NUL and garbage ids never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import {
  schemaErrors,
  withPlaceholderSignature,
} from '../../../packages/domain/src/esocial/schema-validation.test-support.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete, logRows, setFlag, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { admin, gestor, gestor2, cand } = {} as DemoCast;
let id: number;

const INTERN = sql`tipocargo = 'ESTAGIO', cargo = 'ESTAGIO'`;
const EMPLOYEE = sql`tipocargo = 'OUTROS', cargo = 'Analista'`;
const PERSONAL = sql`idraca = '3', naturalidade = '3550308', codcidade = '3550308', uf = 'SP', cep = '01310100',
  cpf = '52998224725', nacionalidade = 'BRA', pcd = 'N', matricula = 'E-0001', cbocargo = '351305'`;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
  await t.app.inject({
    method: 'PATCH',
    url: '/api/candidate/configuration',
    headers: t.headers(admin.token, C041),
    payload: { CNPJ_EMPREGADOR: '11.222.333/0001-81' },
  });
  await t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
});
afterAll(() => t.close());

const get = (who: LogonAnswer, url: string, tenant = C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(who.token, tenant) });
const check = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  get(who, `/candidate/${cid}/esocial/s2300/check`, tenant);
const xml = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  get(who, `/candidate/${cid}/esocial/s2300.xml`, tenant);
const patch = (who: LogonAnswer, FIELD: string, VALUE: unknown, tenant?: typeof C041) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(who.token, tenant),
    payload: { CODCANDIDATO: id, FIELD, VALUE } as Record<string, unknown>,
  });
const campos = (body: { PENDENCIAS: { campo: string }[] }) => body.PENDENCIAS.map((p) => p.campo);

describe("the internship's fields in the intern's form", () => {
  it('are not taken for an employee; the candidate fills school, level and course, staff the terms', async () => {
    await t.db.execute(sql`update candidate set ${EMPLOYEE} where codcandidato = ${id}`);
    expect((await patch(cand, 'NIVESTAGIO', '4')).statusCode).toBe(400);
    await t.db.execute(sql`update candidate set ${INTERN} where codcandidato = ${id}`);
    for (const [field, value] of [
      ['NIVESTAGIO', '4'],
      ['AREAATUACAO', 'Administração de Empresas'],
      ['CNPJINSTENSINO', '60.701.190/0001-04'],
    ] as const) {
      const res = await patch(cand, field, value);
      expect(res.statusCode, field).toBe(200);
    }
    // the terms of the Termo de Compromisso are the employer's
    expect((await patch(cand, 'NATESTAGIO', 'N')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await patch(cand, 'NATESTAGIO', 'N')).statusCode).toBeLessThan(500);
    expect((await patch(admin, 'NATESTAGIO', 'N', C041)).statusCode).toBe(200);
    expect((await patch(admin, 'CPFSUPERVISOR', '111.444.777-36', C041)).statusCode).toBe(400);
    expect((await patch(admin, 'DTPREVTERM', '30/11/2027', C041)).statusCode).toBe(200);
    const record = (await get(admin, `/candidate/${id}`)).json();
    expect(record).toMatchObject({
      NIVESTAGIO: '4',
      AREAATUACAO: 'Administração de Empresas',
      CNPJINSTENSINO: '60701190000104',
      NATESTAGIO: 'N',
      DTPREVTERM: '2027-11-30',
      CPFSUPERVISOR: null,
    });
  });
});

describe('the S-2300 pre-check and export', () => {
  it('says the status first when the intern is not Finalizado', async () => {
    const body = (await check(admin)).json();
    expect(body.PENDENCIAS[0]).toEqual({
      campo: 'CODSTATUS',
      rotulo: 'Situação',
      mensagem: 'O S-2300 só é gerado para estagiário Finalizado.',
    });
    await setStatus(t, id, 8);
  });

  it('lists what is missing in pt-BR, and answers 409 with the list to the download', async () => {
    const res = await check(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.PRONTO).toBe(false);
    expect(campos(body)).toEqual(expect.arrayContaining(['MATRICULA', 'VRSALFX', 'UNDSALFIXO']));
    expect(body.PENDENCIAS).toContainEqual({
      campo: 'VRSALFX',
      rotulo: 'Salário base',
      mensagem: 'Não informado (obrigatório no S-2300).',
    });
    const refused = await xml(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Há pendências para gerar o S-2300.', PRONTO: false });
    expect(refused.json().PENDENCIAS).toEqual(body.PENDENCIAS);
  });

  it('answers the unsigned XML of a finalized intern with nothing missing, and records the export', async () => {
    await t.db.execute(
      sql`update candidate set ${PERSONAL}, vrsalfx = 1500, undsalfixo = '5' where codcandidato = ${id}`,
    );
    const seen = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from access_log
          where acao = 'VERIFICACAO_ESOCIAL' and codcandidato = ${id}`),
      )[0]!.n;
    const before = await seen();
    expect((await check(admin)).json()).toEqual({ CODCANDIDATO: id, PRONTO: true, PENDENCIAS: [] });
    // the pending list is a read of the candidate's data: one access-log row per call
    expect(await seen()).toBe(before + 1);
    const res = await xml(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const name = /filename="(S-2300_52998224725_(ID1\d{33})\.xml)"/.exec(
      String(res.headers['content-disposition']),
    );
    expect(name).not.toBeNull();
    expect(res.body).not.toContain('Signature');
    expect(res.body).toContain(`<evtTSVInicio Id="${name![2]}">`);
    expect(res.body).toContain('<codCateg>901</codCateg>');
    expect(res.body).toContain('<instEnsino><cnpjInstEnsino>60701190000104</cnpjInstEnsino></instEnsino>');
    expect(await schemaErrors(withPlaceholderSignature(res.body), 'evtTSVInicio')).toEqual([]);

    expect((await logRows(t, id)).at(-1)?.observacoes).toBe(
      `Evento S-2300 do eSocial exportado (${name![2]}).`,
    );
    const audit = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from audit_log
        where entity = 'candidate' and entity_id = ${String(id)} and action = 'esocial_s2300'`),
    );
    expect(audit[0]!.n).toBe(1);
    const access = rowsOf<{ detalhe: string }>(
      await t.db.execute(
        sql`select detalhe from access_log where acao = 'EXPORTACAO_ESOCIAL' and codcandidato = ${id}`,
      ),
    );
    expect(access).toEqual([{ detalhe: `S-2300 ${name![2]}` }]);
  }, 30_000);

  it('answers 409 ESOCIAL_WRONG_EVENT for an employee, pointing to the S-2200', async () => {
    await t.db.execute(sql`update candidate set ${EMPLOYEE} where codcandidato = ${id}`);
    const message = 'Este candidato não é estagiário: o evento dele é o S-2200 (use eSocial S-2200).';
    for (const res of [await check(admin), await xml(admin)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ESOCIAL_WRONG_EVENT',
        message,
        PENDENCIAS: [{ campo: 'TIPOCARGO', rotulo: 'Tipo de cargo', mensagem: message }],
      });
    }
    await t.db.execute(sql`update candidate set ${INTERN} where codcandidato = ${id}`);
  });
});

describe('who may', () => {
  it('lets a MANAGER only with the ESOCIAL flag (403 without it)', async () => {
    await setFlag(t, 'gestor', 'ESOCIAL', false);
    for (const res of [await check(gestor), await xml(gestor)]) expect(res.statusCode).toBe(403);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    expect((await check(gestor)).statusCode).toBe(200);
    expect((await xml(gestor)).statusCode).toBe(200);
    await setFlag(t, 'gestor', 'ESOCIAL', false);
  });

  it("answers 404 for another client's candidate (ids never cross tenants)", async () => {
    for (const res of [
      await check(gestor2, id, C042),
      await xml(gestor2, id, C042),
      await xml(admin, id, C042),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('refuses the candidate themself', async () => {
    for (const url of [
      `/api/candidate/${id}/esocial/s2300/check`,
      `/api/candidate/${id}/esocial/s2300.xml`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.headers(cand.token) });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('bad input', () => {
  it('answers 400 or 404, never a 5xx, to NUL, garbage and unknown ids', async () => {
    for (const bad of ['%00', 'abc', '-1', '1.5', '99999999999999999999', '0', "1'or'1", '1%00']) {
      for (const res of [await check(admin, bad), await xml(admin, bad)]) {
        expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, bad).toBeLessThan(500);
      }
    }
    expect((await check(admin, 987654)).statusCode).toBe(404);
    expect((await xml(admin, 987654)).statusCode).toBe(404);
  });
});
