/**
 * Bearer links die with their reason (issue 12 Medium 5, decision 009): print links and image-link
 * sheets are recorded (who, which candidate, expiry), listed where they are used with 'Revogar', and
 * refused once revoked, once the issuer is disabled, removed from the client or loses the permission,
 * or once the candidate is cancelled — for good, even if the reason is undone. Another client's link
 * does not exist.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, SharedLinkOut, StaffUserOut } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { C041, C042, idOf, setFlag, setStatus } from './support/lifecycle-fixture.ts';
import { signInAs, signInDemoCast, type DemoCast } from './support/demo-cast.ts';

let t: TestApp;
let { admin, gestor, gestor2, cand, id, id042 } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand, id, id042 } = await signInDemoCast(t));
  await setStatus(t, id, 4);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: LogonAnswer, method: Method, url: string, payload?: object, tenant = C041) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: t.headers(who.token, tenant),
    ...(payload ? { payload } : {}),
  });
const printLink = async (who: LogonAnswer, codcandidato = id, tenant = C041) => {
  const body = { CODCANDIDATO: codcandidato, PERMISSOES: 'A' };
  const res = await call(who, 'POST', '/candidate/print/link', body, tenant);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ ID: number; TOKEN: string }>();
};
const form = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/print/form?token=${encodeURIComponent(token)}` });
const printLinks = async (who: LogonAnswer, codcandidato = id) => {
  const res = await call(who, 'GET', `/candidate/shared-links?TIPO=impressao&CODCANDIDATO=${codcandidato}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SharedLinkOut[]>();
};
const statusOf = async (linkId: number) => (await printLinks(admin)).find((l) => l.ID === linkId)?.SITUACAO;

describe('print links', () => {
  it('are recorded: who made them, for which candidate, when they expire', async () => {
    const made = await printLink(gestor);
    expect((await form(made.TOKEN)).statusCode).toBe(200);
    const listed = (await printLinks(admin)).find((l) => l.ID === made.ID)!;
    expect(listed).toMatchObject({
      TIPO: 'impressao',
      CODCANDIDATO: id,
      CRIADO_POR: 'Gustavo Gestor',
      DETALHE: 'Áreas A',
      SITUACAO: 'ATIVO',
      REVOGADO_EM: null,
    });
    expect(new Date(listed.EXPIRA).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it("'Revogar' ends one link at once; the others go on", async () => {
    const a = await printLink(gestor);
    const b = await printLink(gestor);
    const res = await call(gestor, 'DELETE', `/candidate/shared-links/${a.ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Link revogado.');
    const refused = await form(a.TOKEN);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Token inválido!');
    expect((await form(b.TOKEN)).statusCode).toBe(200);
    expect(await statusOf(a.ID)).toBe('REVOGADO');
  });

  it('die when the issuer loses the permission, the client or its account — and stay dead', async () => {
    const noFlag = await printLink(gestor);
    await setFlag(t, 'gestor', 'IMPRIMIR', false);
    expect((await form(noFlag.TOKEN)).statusCode).toBe(401);
    await setFlag(t, 'gestor', 'IMPRIMIR', true);

    const users = (await call(admin, 'GET', '/admin/users')).json<StaffUserOut[]>();
    const g = users.find((u) => u.USUARIO === 'gestor')!;
    const body = (over: object) => ({
      NOMEUSUARIO: g.NOMEUSUARIO,
      EMAIL: g.EMAIL,
      PERMISSAO: g.PERMISSAO,
      CLIENTES: ['041'],
      PERMISSOES: g.PERMISSOES,
      ATIVO: true,
      ...over,
    });
    const moved = await printLink(gestor);
    expect(
      (await call(admin, 'PUT', `/admin/users/${g.CODUSUARIO}`, body({ CLIENTES: ['042'] }))).statusCode,
    ).toBe(200);
    expect((await form(moved.TOKEN)).statusCode).toBe(401);
    await call(admin, 'PUT', `/admin/users/${g.CODUSUARIO}`, body({}));
    // given 041 back: what was made before does not revive
    expect((await form(moved.TOKEN)).statusCode).toBe(401);
    expect(await statusOf(moved.ID)).toBe('REVOGADO');

    const gestorAgain = await signInAs(t, 'gestor');
    const disabled = await printLink(gestorAgain);
    expect((await form(disabled.TOKEN)).statusCode).toBe(200);
    await call(admin, 'PUT', `/admin/users/${g.CODUSUARIO}`, body({ ATIVO: false }));
    expect((await form(disabled.TOKEN)).statusCode).toBe(401);
    await call(admin, 'PUT', `/admin/users/${g.CODUSUARIO}`, body({}));
    expect((await form(disabled.TOKEN)).statusCode).toBe(401);
  });

  it('die when the candidate is cancelled, and stay dead after reopening', async () => {
    const made = await printLink(admin);
    expect((await call(admin, 'POST', '/candidate/cancel', { CODCANDIDATO: id })).statusCode).toBe(200);
    expect((await form(made.TOKEN)).statusCode).toBe(401);
    // and no new link for a cancelled candidate
    const refused = await call(admin, 'POST', '/candidate/print/link', { CODCANDIDATO: id, PERMISSOES: 'A' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Só é possível gerar link de impressão a partir do status 3 (Em preenchimento), exceto cancelados.',
    );
    expect((await call(admin, 'POST', '/candidate/reopen', { CODCANDIDATO: id })).statusCode).toBe(200);
    expect((await form(made.TOKEN)).statusCode).toBe(401);
    expect(await statusOf(made.ID)).toBe('REVOGADO');
  });

  it("another client's links do not exist: not listed, not revocable (404); a candidate cannot manage them", async () => {
    const theirs = await printLink(gestor2, id042, C042);
    const gestor = await signInAs(t, 'gestor');
    expect(await printLinks(admin, id042)).toEqual([]);
    const foreign = await call(gestor, 'DELETE', `/candidate/shared-links/${theirs.ID}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Link não encontrado.');
    expect((await form(theirs.TOKEN)).statusCode).toBe(200);
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/shared-links?TIPO=impressao&CODCANDIDATO=${id}`,
      headers: t.headers(cand.token),
    });
    expect(asCandidate.statusCode).toBe(403);
    expect((await call(gestor, 'GET', '/candidate/shared-links?TIPO=outro')).statusCode).toBe(400);
    expect((await call(gestor, 'DELETE', '/candidate/shared-links/abc')).statusCode).toBe(400);
  });

  it('only whoever may print manages print links', async () => {
    const gestor = await signInAs(t, 'gestor');
    const made = await printLink(admin);
    await setFlag(t, 'gestor', 'IMPRIMIR', false);
    expect(
      (await call(gestor, 'GET', `/candidate/shared-links?TIPO=impressao&CODCANDIDATO=${id}`)).statusCode,
    ).toBe(403);
    expect((await call(gestor, 'DELETE', `/candidate/shared-links/${made.ID}`)).statusCode).toBe(403);
    await setFlag(t, 'gestor', 'IMPRIMIR', true);
    expect((await form(made.TOKEN)).statusCode).toBe(200);
  });
});

describe('image-link sheets', () => {
  let rg: number;
  const RANGE = { DATINICIO: '2026-04-15', DATFIM: '2026-04-15' };
  beforeAll(async () => {
    rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    await setStatus(t, id, 3);
    const body = multipartBody(await F.jpeg(300, 200, '#36c'), 'rg.jpg');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/documents/upload/image/${id}/${rg}/0`,
      headers: { ...t.headers(cand.token), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    await t.db.execute(sql`update candidate set datinicio = '2026-04-15' where codcandidato = ${id}`);
  });

  /** a new sheet: the link of each candidate on it, by CODCANDIDATO */
  const sheetLinks = async () => {
    const res = await call(admin, 'POST', '/procedure/generate/candidate/images/type', {
      ...C041,
      CODTIPODOC: rg,
      ...RANGE,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const links = new Map<number, string>();
    wb.getWorksheet('Links')!.eachRow((row, n) => {
      if (n > 1) links.set(Number(row.getCell(1).value), String(row.getCell(6).value));
    });
    return links;
  };
  const sheet = async () => (await sheetLinks()).get(id)!;
  const open = (link: string) => t.app.inject({ method: 'GET', url: link.slice(link.indexOf('/api/')) });
  const sheets = async () => {
    const res = await call(admin, 'GET', '/candidate/shared-links?TIPO=imagens');
    expect(res.statusCode).toBe(200);
    return res.json<SharedLinkOut[]>();
  };

  it('are recorded and revoked as a whole', async () => {
    const link = await sheet();
    expect((await open(link)).statusCode).toBe(200);
    const [latest] = await sheets();
    expect(latest).toMatchObject({
      TIPO: 'imagens',
      CODCANDIDATO: null,
      DETALHE: 'RG (FRENTE E VERSO) · início de 15/04/2026 a 15/04/2026',
      SITUACAO: 'ATIVO',
    });
    expect((await call(admin, 'DELETE', `/candidate/shared-links/${latest!.ID}`)).statusCode).toBe(200);
    expect((await open(link)).statusCode).toBe(401);
    expect((await sheets())[0]!.SITUACAO).toBe('REVOGADO');
  });

  it('die when the issuer loses LINK_IMAGENS, and for a cancelled candidate', async () => {
    const link = await sheet();
    await setFlag(t, 'admin', 'LINK_IMAGENS', false);
    expect((await open(link)).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/candidate/shared-links?TIPO=imagens')).statusCode).toBe(403);
    await setFlag(t, 'admin', 'LINK_IMAGENS', true);
    expect((await open(link)).statusCode).toBe(200);
    await setStatus(t, id, 9);
    expect((await open(link)).statusCode).toBe(401);
    await setStatus(t, id, 3);
  });

  it('a cancelled candidate stays refused after reopening; the others on the sheet are still served', async () => {
    // a second candidate of 041 with an RG in the sheet's range
    const other = await idOf(t, 'daniel@demo.com.br');
    await t.db.execute(sql`update candidate set senha_hash = (select senha_hash from candidate
      where codcandidato = ${id}), codstatus = 3, datinicio = '2026-04-15' where codcandidato = ${other}`);
    const daniel = await signInAs(t, 'daniel@demo.com.br');
    const body = multipartBody(await F.jpeg(300, 200, '#c63'), 'rg.jpg');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/documents/upload/image/${other}/${rg}/0`,
      headers: { ...t.headers(daniel.token), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);

    const links = await sheetLinks();
    expect((await open(links.get(id)!)).statusCode).toBe(200);
    expect((await open(links.get(other)!)).statusCode).toBe(200);
    expect((await call(admin, 'POST', '/candidate/cancel', { CODCANDIDATO: id })).statusCode).toBe(200);
    expect((await open(links.get(id)!)).statusCode).toBe(401);
    expect((await call(admin, 'POST', '/candidate/reopen', { CODCANDIDATO: id })).statusCode).toBe(200);
    const refused = await open(links.get(id)!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Token inválido!');
    expect((await open(links.get(other)!)).statusCode).toBe(200);
    // a sheet made after the reopening serves the candidate again
    expect((await open((await sheetLinks()).get(id)!)).statusCode).toBe(200);
    await setStatus(t, id, 3);
  });

  it("another client's sheets are not listed", async () => {
    const res = await call(gestor2, 'GET', '/candidate/shared-links?TIPO=imagens', undefined, C042);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
