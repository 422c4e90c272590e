/**
 * The access log (issue 16, decision 036): each logged staff action adds exactly one row (who,
 * which candidate, what), and nothing else adds any; GET /candidate/access-log filters and exports
 * it; GET /candidate/{id}/sensitive reveals one sensitive field; tenants and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AccessLogRow, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { managerWithout, signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, admin, gestor, gestor2, id, id042 } = {} as DemoCast;
let noLog: LogonAnswer;
let RG: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, gestor, gestor2, id, id042 } = await signInDemoCast(t));
  noLog = await managerWithout(t, 'gestor.semlog', 'LOG');
  RG = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
  const body = multipartBody(await F.jpeg(), 'rg.jpg');
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/image/${id}/${RG}/0`,
    headers: { ...t.headers(cand.token), ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  await t.db.execute(sql`update candidate set idraca = 1 where codcandidato = ${id}`);
});
afterAll(() => t.close());

const get = (token: string, url: string, tenant?: typeof C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(token, tenant) });
const post = (token: string, url: string, payload: object, tenant?: typeof C041) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.headers(token, tenant), payload });

interface Row {
  codusuario: number;
  codcandidato: number | null;
  acao: string;
  detalhe: string | null;
}
const allRows = async () =>
  rowsOf<Row>(
    await t.db.execute(sql`select codusuario, codcandidato, acao, detalhe from access_log order by id`),
  );

/** Runs `act` and answers the rows it added. */
async function added(act: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  const before = (await allRows()).length;
  const res = await act();
  expect(res.statusCode, res.body).toBe(status);
  return (await allRows()).slice(before);
}

describe('each logged action adds exactly one row', () => {
  it.each([
    ['LEITURA_FICHA', () => get(admin.token, `/candidate/${id}`, C041), 200],
    ['CAMPO_SENSIVEL', () => get(admin.token, `/candidate/${id}/sensitive?FIELD=IDRACA`, C041), 200],
    [
      'DOCUMENTO_VISUALIZADO',
      () => get(admin.token, `/candidate/documents/image/show/${id}/${RG}`, C041),
      200,
    ],
    [
      'DOCUMENTO_BAIXADO',
      () => post(admin.token, '/candidate/documents/download', { CODCANDIDATO: id, CODTIPODOC: RG }, C041),
      200,
    ],
    [
      'LINK_IMPRESSAO',
      () => post(admin.token, '/candidate/print/link', { CODCANDIDATO: id, PERMISSOES: 'a' }, C041),
      201,
    ],
    [
      'EXPORTACAO_EXCEL',
      () =>
        post(admin.token, '/candidate/report/export', { DATINICIAL: '20260101', DATFINAL: '20260630' }, C041),
      200,
    ],
    [
      'LINK_IMAGENS',
      () => post(admin.token, '/procedure/generate/candidate/images/type', { ...C041, CODTIPODOC: RG }, C041),
      200,
    ],
  ] as const)('%s', async (action, act, status) => {
    const rows = await added(act, status);
    expect(rows).toHaveLength(1);
    const many = action === 'EXPORTACAO_EXCEL' || action === 'LINK_IMAGENS';
    expect(rows[0]).toMatchObject({
      codusuario: admin.user.CODUSUARIO,
      acao: action,
      codcandidato: many ? null : id,
    });
  });

  it('names the field shown and returns its value', async () => {
    const res = await get(gestor.token, `/candidate/${id}/sensitive?FIELD=IDRACA`, C041);
    expect(res.json()).toEqual({ FIELD: 'IDRACA', VALUE: '1' });
    expect((await allRows()).at(-1)).toMatchObject({ acao: 'CAMPO_SENSIVEL', detalhe: 'IDRACA' });
  });

  it("commits the record read's row without waiting for the disk, and only that statement", async () => {
    // the row is there once the answer is (same statement), and the asynchronous commit was the
    // statement's own: the connection serves the next write with synchronous_commit as configured
    const rows = await added(() => get(admin.token, `/candidate/${id}`, C041));
    expect(rows.map((r) => r.acao)).toEqual(['LEITURA_FICHA']);
    const [setting] = rowsOf<{ v: string }>(
      await t.db.execute(sql`select current_setting('synchronous_commit') as v`),
    );
    expect(setting?.v).toBe('on');
  });

  it('adds nothing for the candidate, for other reads and for refused calls', async () => {
    const none = [
      () => get(cand.token, `/candidate/${id}`),
      () => get(cand.token, `/candidate/documents/image/show/${id}/${RG}`),
      () => post(admin.token, '/candidate/documents/list', { CODCANDIDATO: id }, C041),
      () => get(admin.token, '/candidate/access-log', C041),
    ];
    for (const act of none) expect(await added(act)).toEqual([]);
    const refused: [() => ReturnType<typeof get>, number][] = [
      [() => get(admin.token, `/candidate/${id}/sensitive?FIELD=NOME`, C041), 400],
      [() => get(admin.token, `/candidate/${id}/sensitive?FIELD=${'X'.repeat(100)}`, C041), 400],
      [() => get(gestor2.token, `/candidate/${id}/sensitive?FIELD=IDRACA`, C042), 404],
      [() => get(gestor2.token, `/candidate/${id}`, C042), 404],
      [() => get(cand.token, `/candidate/${id}/sensitive?FIELD=IDRACA`), 403],
      [() => get(admin.token, `/candidate/${id042}`, C041), 404],
    ];
    for (const [act, status] of refused) expect(await added(act, status)).toEqual([]);
  });
});

describe('GET /candidate/access-log', () => {
  it('lists the rows of the client, newest first, with user and candidate names', async () => {
    await get(gestor2.token, `/candidate/${id042}`, C042);
    const res = await get(admin.token, `/candidate/access-log?CODCANDIDATO=${id}`, C041);
    expect(res.statusCode).toBe(200);
    const rows = res.json<AccessLogRow[]>();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.CODCANDIDATO === id)).toBe(true);
    expect(rows[0]!.ID).toBeGreaterThan(rows[1]!.ID);
    expect(rows.find((r) => r.ACAO === 'CAMPO_SENSIVEL')).toMatchObject({
      DESCRICAO: 'Dado sensível exibido',
      USUARIO: expect.any(String),
      CANDIDATO: expect.any(String),
    });
    const all = (await get(admin.token, '/candidate/access-log', C041)).json<AccessLogRow[]>();
    expect(all.some((r) => r.CODCANDIDATO === id042)).toBe(false);
    const theirs = (await get(gestor2.token, '/candidate/access-log', C042)).json<AccessLogRow[]>();
    expect(theirs.map((r) => r.CODCANDIDATO)).toEqual([id042]);
  });

  it('says each detail in words (document type name, imagem N, section titles), raw codes kept', async () => {
    const rows = (await get(admin.token, '/candidate/access-log', C041)).json<AccessLogRow[]>();
    const of = (acao: string) => rows.find((r) => r.ACAO === acao)!;
    const viewed = of('DOCUMENTO_VISUALIZADO');
    expect(viewed.DETALHE).toMatch(new RegExp(`^CODTIPODOC ${RG}, CODIMAGEM (\\d+)$`));
    const image = /CODIMAGEM (\d+)/.exec(viewed.DETALHE!)![1];
    expect(viewed.DETALHE_TEXTO).toBe(`RG (FRENTE E VERSO), imagem ${image}`);
    expect(of('DOCUMENTO_BAIXADO').DETALHE_TEXTO).toMatch(
      /^RG \(FRENTE E VERSO\), (imagem \d+|todas as páginas)$/,
    );
    expect(of('LINK_IMPRESSAO')).toMatchObject({ DETALHE: 'A', DETALHE_TEXTO: 'Dados Pessoais' });
    expect(of('LINK_IMAGENS').DETALHE_TEXTO).toMatch(/^RG \(FRENTE E VERSO\), /);
    expect(of('EXPORTACAO_EXCEL').DETALHE_TEXTO).toBe('01/01/2026 a 30/06/2026; Cadastro');
    expect(of('CAMPO_SENSIVEL')).toMatchObject({
      DETALHE: 'IDRACA',
      DETALHE_TEXTO: expect.not.stringMatching(/IDRACA/),
    });
    expect(rows.every((r) => !r.DETALHE_TEXTO?.includes('CODTIPODOC'))).toBe(true);
    const csv = await get(admin.token, '/candidate/access-log?formato=csv', C041);
    expect(csv.body.split('\r\n')[0]).toContain('Detalhe;Detalhe (códigos)');
    expect(csv.body).toContain(`RG (FRENTE E VERSO), imagem ${image};CODTIPODOC ${RG}, CODIMAGEM ${image}`);
  });

  it('filters by user and period (Brasília days)', async () => {
    const byGestor = (
      await get(admin.token, `/candidate/access-log?CODUSUARIO=${gestor.user.CODUSUARIO}`, C041)
    ).json<AccessLogRow[]>();
    expect(byGestor.length).toBeGreaterThan(0);
    expect(byGestor.every((r) => r.CODUSUARIO === gestor.user.CODUSUARIO)).toBe(true);
    const past = (await get(admin.token, '/candidate/access-log?DE=01/01/2020&ATE=31/12/2020', C041)).json();
    expect(past).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const now = (await get(admin.token, `/candidate/access-log?DE=${today}&ATE=${today}`, C041)).json();
    expect(now.length).toBeGreaterThan(0);
  });

  it('exports CSV (BOM, ; separated, pt-BR header)', async () => {
    const res = await get(admin.token, `/candidate/access-log?CODCANDIDATO=${id}&formato=csv`, C041);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('\uFEFFData;Hora;Código do usuário;Usuário')).toBe(true);
    expect(res.body).toContain('Dado sensível exibido');
  });

  it("refuses a MANAGER without LOG, a candidate, another client's candidate and bad input", async () => {
    expect((await get(noLog.token, '/candidate/access-log', C041)).statusCode).toBe(403);
    expect((await get(cand.token, '/candidate/access-log')).statusCode).toBe(403);
    expect((await get(admin.token, `/candidate/access-log?CODCANDIDATO=${id042}`, C041)).statusCode).toBe(
      404,
    );
    for (const q of [
      'DE=31/02/2026',
      'CODCANDIDATO=abc',
      'formato=xml',
      'ATE=%00',
      `CODUSUARIO=${'9'.repeat(50)}`,
    ]) {
      const res = await get(admin.token, `/candidate/access-log?${q}`, C041);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/\p{L}/u);
    }
  });
});

describe('GET /configuration/privacy-record (art. 37)', () => {
  it('answers every registry field with its category, sensitivity and legal basis, per client', async () => {
    const res = await get(admin.token, '/configuration/privacy-record', C041);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.CODCLI).toBe('041');
    expect(body.CAMPOS.find((c: { CAMPO: string }) => c.CAMPO === 'IDRACA')).toMatchObject({
      CATEGORIA: 'Origem racial ou étnica',
      SENSIVEL: true,
    });
    const other = (await get(admin.token, '/configuration/privacy-record', C042)).json();
    expect(other.CLIENTE).toBe('Outra Empresa Ltda');
    const csv = await get(admin.token, '/configuration/privacy-record?formato=csv', C041);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFSeção;Campo;Rótulo;Categoria;Sensível;Base legal;Artigo (LGPD);Coletado',
    );
  });

  it('is for ADMIN only; another client answers as every call does', async () => {
    expect((await get(gestor.token, '/configuration/privacy-record', C041)).statusCode).toBe(403);
    expect((await get(cand.token, '/configuration/privacy-record')).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await get(gestor2.token, '/configuration/privacy-record', C041)).statusCode,
    );
    expect((await get(admin.token, '/configuration/privacy-record?formato=pdf', C041)).statusCode).toBe(400);
  });
});
