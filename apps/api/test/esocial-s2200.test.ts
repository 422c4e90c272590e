/**
 * eSocial S-2200 (issue 17): GET /api/candidate/{id}/esocial/s2200/check, GET …/s2200.xml and
 * POST /api/candidate/esocial/s2200/batch — tenant (another client's id is 404), permission (ADMIN
 * always, MANAGER with ESOCIAL), 409 with the list, the happy path (file name, UTF-8, no signature,
 * valid once signed), the records each export leaves, and bad ids (NUL, garbage) never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
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

const VINCULO = sql`matricula = 'A-0001', codcateg = '101', cbocargo = '212405', vrsalfx = 5500.50,
  undsalfixo = '5', tpcontr = '1', tpregjor = '2', natatividade = '1', cnpjsindcategprof = '11444777000161',
  idraca = '3', naturalidade = '3550308', codcidade = '3550308', uf = 'SP', cep = '01310100',
  cpf = '52998224725', cargo = 'Analista', nacionalidade = 'BRA', pcd = 'N', tipocargo = 'OUTROS'`;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
  await setStatus(t, id, 8);
});
afterAll(() => t.close());

const get = (who: LogonAnswer, url: string, tenant = C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(who.token, tenant) });
const check = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  get(who, `/candidate/${cid}/esocial/s2200/check`, tenant);
const xml = (who: LogonAnswer, cid: number | string = id, tenant = C041) =>
  get(who, `/candidate/${cid}/esocial/s2200.xml`, tenant);
const batch = (who: LogonAnswer, payload: unknown, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/esocial/s2200/batch',
    headers: t.headers(who.token, tenant),
    payload: payload as Record<string, unknown>,
  });

const campos = (body: { PENDENCIAS: { campo: string }[] }) => body.PENDENCIAS.map((p) => p.campo);

describe('the S-2200 pre-check and export', () => {
  it('lists what is missing, field by field in pt-BR, and answers 409 with the list to the download', async () => {
    const res = await check(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.PRONTO).toBe(false);
    expect(campos(body)).toEqual(
      expect.arrayContaining(['CNPJ_EMPREGADOR', 'CNPJ_UNIDADE', 'MATRICULA', 'CODCATEG', 'CBOCARGO']),
    );
    expect(body.PENDENCIAS).toContainEqual({
      campo: 'MATRICULA',
      rotulo: 'Matrícula',
      mensagem: 'Não informado (obrigatório no S-2200).',
    });
    const refused = await xml(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Há pendências para gerar o S-2200.', PRONTO: false });
    expect(refused.json().PENDENCIAS).toEqual(body.PENDENCIAS);
  });

  it('refuses a candidate who is not Finalizado, saying so first', async () => {
    await setStatus(t, id, 7);
    const body = (await check(admin)).json();
    expect(body.PENDENCIAS[0]).toEqual({
      campo: 'CODSTATUS',
      rotulo: 'Situação',
      mensagem: 'O S-2200 só é gerado para candidato Finalizado.',
    });
    expect((await xml(admin)).statusCode).toBe(409);
    await setStatus(t, id, 8);
  });

  it('takes the employer CNPJ in the settings and the establishment CNPJ in the unit (check digits)', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, C041),
      payload: { CNPJ_EMPREGADOR: '11.222.333/0001-82' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, C041),
      payload: { CNPJ_EMPREGADOR: '11.222.333/0001-81' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().CNPJ_EMPREGADOR).toBe('11222333000181');
    await t.db.execute(sql`update unit set cnpj = '11222333000262'
      where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
    expect(campos((await check(admin)).json())).not.toContain('CNPJ_EMPREGADOR');
    expect(campos((await check(admin)).json())).not.toContain('CNPJ_UNIDADE');
  });

  it('answers the unsigned XML of a finalized candidate with nothing missing, and records the export', async () => {
    await t.db.execute(sql`update candidate set ${VINCULO} where codcandidato = ${id}`);
    expect((await check(admin)).json()).toEqual({ CODCANDIDATO: id, PRONTO: true, PENDENCIAS: [] });
    const res = await xml(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const name = /filename="(S-2200_52998224725_(ID1\d{33})\.xml)"/.exec(
      String(res.headers['content-disposition']),
    );
    expect(name).not.toBeNull();
    const body = res.body;
    expect(body).not.toContain('Signature');
    expect(body).toContain(`<evtAdmissao Id="${name![2]}">`);
    expect(body).toContain('<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>');
    expect(await schemaErrors(withPlaceholderSignature(body))).toEqual([]);

    const log = await logRows(t, id);
    expect(log.at(-1)?.observacoes).toBe(`Evento S-2200 do eSocial exportado (${name![2]}).`);
    const audit = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from audit_log
        where entity = 'candidate' and entity_id = ${String(id)} and action = 'esocial_s2200'`),
    );
    expect(audit[0]!.n).toBe(1);
    const access = rowsOf<{ detalhe: string }>(
      await t.db.execute(
        sql`select detalhe from access_log where acao = 'EXPORTACAO_ESOCIAL' and codcandidato = ${id}`,
      ),
    );
    expect(access).toEqual([{ detalhe: `S-2200 ${name![2]}` }]);
    expect(access[0]!.detalhe).not.toContain('52998224725');
  }, 30_000);

  it('answers 409 for an intern, pointing to the S-2300 (decision 078), to the check and the download', async () => {
    await t.db.execute(sql`update candidate set tipocargo = 'ESTAGIO' where codcandidato = ${id}`);
    const message = 'Este candidato é estagiário: o evento dele é o S-2300 (use eSocial S-2300).';
    for (const res of [await check(admin), await xml(admin)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ESOCIAL_WRONG_EVENT',
        message,
        PRONTO: false,
        PENDENCIAS: [{ campo: 'TIPOCARGO', rotulo: 'Tipo de cargo', mensagem: message }],
      });
    }
    // the batch skips them with the S-2200's own refusal
    const report = strFromU8(
      unzipSync(new Uint8Array((await batch(admin, { CODCANDIDATOS: [id] })).rawPayload))['RELATORIO.txt']!,
    );
    expect(report).toContain('Estagiário não é informado no S-2200 (use o S-2300).');
    await t.db.execute(sql`update candidate set tipocargo = 'OUTROS' where codcandidato = ${id}`);
  });
});

describe('who may', () => {
  it('lets a MANAGER only with the ESOCIAL flag (403 without it)', async () => {
    await setFlag(t, 'gestor', 'ESOCIAL', false);
    for (const res of [await check(gestor), await xml(gestor), await batch(gestor, { CODCANDIDATOS: [id] })])
      expect(res.statusCode).toBe(403);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    expect((await check(gestor)).statusCode).toBe(200);
    expect((await xml(gestor)).statusCode).toBe(200);
    await setFlag(t, 'gestor', 'ESOCIAL', false);
  });

  it("answers 404 for another client's candidate (ids never cross tenants)", async () => {
    for (const res of [
      await check(gestor2, id, C042),
      await xml(gestor2, id, C042),
      await check(admin, id, C042),
    ])
      expect(res.statusCode).toBe(404);
    const zip = await batch(admin, { CODCANDIDATOS: [id] }, C042);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(['RELATORIO.txt']);
    expect(strFromU8(files['RELATORIO.txt']!)).toContain(`Candidato ${id}:\r\n  - Candidato não encontrado.`);
  });

  it('refuses the candidate themself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}/esocial/s2200/check`,
      headers: t.headers(cand.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('answers 400 or 404, never a 5xx, to NUL, garbage and unknown ids', async () => {
    for (const bad of ['%00', 'abc', '-1', '1.5', '99999999999999999999', '0', "1'or'1"]) {
      for (const res of [await check(admin, bad), await xml(admin, bad)]) {
        expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, bad).toBeLessThan(500);
      }
    }
    expect((await check(admin, 987654)).statusCode).toBe(404);
    for (const payload of [
      {},
      { CODCANDIDATOS: [] },
      { CODCANDIDATOS: ['x\u0000'] },
      { CODCANDIDATOS: 'abc' },
      { CODCANDIDATOS: Array(1001).fill(1) },
    ]) {
      const res = await batch(admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
  });
});

describe('POST /api/candidate/esocial/s2200/batch', () => {
  it('zips the ready candidates and reports the ones skipped and why', async () => {
    const other = rowsOf<{ id: number }>(
      await t.db.execute(sql`select codcandidato as id from candidate
        where codadm = 9 and codcli = '041' and codcandidato <> ${id} order by codcandidato limit 1`),
    )[0]!.id;
    const res = await batch(admin, { CODCANDIDATOS: [id, other, 987654, id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-esocial-exportados']).toBe('1');
    expect(res.headers['x-esocial-ignorados']).toBe('2');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(2);
    const event = names.find((n) => n.startsWith('S-2200_52998224725_ID1'))!;
    expect(strFromU8(files[event]!)).not.toContain('Signature');
    const report = strFromU8(files['RELATORIO.txt']!);
    expect(report).toContain('Exportados: 1. Não exportados: 2.');
    expect(report).toContain(`Candidato ${other}:`);
    expect(report).toContain('Situação: O S-2200 só é gerado para candidato Finalizado.');
    expect(report).toContain('Candidato 987654:\r\n  - Candidato não encontrado.');
  }, 30_000);
});
