/**
 * Print links (docs/api-lifecycle.md; spec 1 §2, §3, §6): staff create a signed token with chosen
 * letters A–I and expiry; GET /api/print/form and /api/print/form.pdf answer only the permitted areas;
 * missing, malformed, tampered, expired, non-print and other-client tokens are refused with 'Token inválido!'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { extractText, getDocumentProxy } from 'unpdf';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, C042, setFlag, setStatus } from './support/lifecycle-fixture.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';

let t: TestApp;
let { admin, gestor, gestor2, cand, id, id042 } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand, id, id042 } = await signInDemoCast(t));
  await t.db.execute(sql`update candidate set nomemae = 'Conceição Araújo' where codcandidato = ${id}`);
  await t.db.execute(
    sql`insert into dependent (codcandidato, nome, parentesco) values (${id}, 'Júlia Araújo', 1)`,
  );
});
afterAll(() => t.close());

const link = (who: LogonAnswer, body: Record<string, unknown>, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/print/link',
    headers: t.headers(who.token, who === cand ? undefined : tenant),
    payload: { CODCANDIDATO: id, ...body },
  });
const form = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/print/form${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  });
const formPdf = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/print/form.pdf?token=${encodeURIComponent(token)}` });

/** A print token signed with the app's real secret, for cases the API would never issue. */
const forge = (claims: Record<string, unknown>, exp: number, sub = String(id)) =>
  new SignJWT({ typ: 'print', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(t.config.secrets.JWT_SECRET));
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('POST /api/candidate/print/link', () => {
  it('creates a link with the chosen letters and expiry', async () => {
    const before = Date.now();
    const res = await link(admin, { PERMISSOES: 'ha', HORAS: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.PERMISSOES).toBe('AH');
    expect(body.LINK).toBe(`${t.config.appUrl.replace(/\/$/, '')}/admin/print/form?token=${body.TOKEN}`);
    const exp = Date.parse(body.EXPIRA);
    expect(exp - before).toBeGreaterThan(2 * 3600_000 - 5000);
    expect(exp - before).toBeLessThan(2 * 3600_000 + 5000);
  });

  it('refuses bad letters, no letter, B without A and bad expiry with 400', async () => {
    for (const PERMISSOES of ['', 'Z', 'AJ', 'AA', '1', 'A B'])
      expect((await link(admin, { PERMISSOES })).statusCode, PERMISSOES).toBe(400);
    const onlyB = await link(admin, { PERMISSOES: 'B' });
    expect(onlyB.statusCode).toBe(400);
    expect(onlyB.json().message).toBe(
      'Para imprimir a entrega de equipamentos, selecione também os dados pessoais.',
    );
    for (const HORAS of [0, 169, -1, 'x'])
      expect((await link(admin, { PERMISSOES: 'A', HORAS })).statusCode).toBe(400);
    expect((await link(admin, { PERMISSOES: 'A', CODCANDIDATO: 'x' })).statusCode).toBe(400);
  });

  it('obeys the print rule: status 3 up, IMPRIMIR for a manager; 404 for another client; 403 for a candidate', async () => {
    await setStatus(t, id, 2);
    expect((await link(admin, { PERMISSOES: 'A' })).statusCode).toBe(403);
    await setStatus(t, id, 3);
    expect((await link(gestor, { PERMISSOES: 'A' })).statusCode).toBe(201);
    await setFlag(t, 'gestor', 'IMPRIMIR', false);
    expect((await link(gestor, { PERMISSOES: 'A' })).statusCode).toBe(403);
    await setFlag(t, 'gestor', 'IMPRIMIR', true);
    expect((await link(gestor2, { PERMISSOES: 'A' }, C042)).statusCode).toBe(404);
    expect((await link(admin, { PERMISSOES: 'A' }, C042)).statusCode).toBe(404);
    expect((await link(cand, { PERMISSOES: 'A' })).statusCode).toBe(403);
  });
});

describe('GET /api/print/form', () => {
  it('answers only the permitted areas, without signing in', async () => {
    const token = (await link(admin, { PERMISSOES: 'H' })).json().TOKEN;
    const res = await form(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.PERMISSOES).toBe('H');
    expect(body.CLIENTE).toMatchObject({ CODADM: 9, CODCLI: '041', NOMECLI: 'Cliente Demonstração' });
    expect(body.CANDIDATO.CODCANDIDATO).toBe(id);
    expect(body.SECOES.map((s: { CHAVE: string }) => s.CHAVE)).toEqual(['DEPENDENTES']);
    expect(JSON.stringify(body.SECOES)).toContain('Júlia Araújo');
    expect(JSON.stringify(body)).not.toContain('Conceição Araújo');

    const two = (await form((await link(admin, { PERMISSOES: 'IA' })).json().TOKEN)).json();
    expect(two.SECOES.map((s: { LETRA: string }) => s.LETRA)).toEqual(['A', 'I']);
    const mother = two.SECOES[0].GRUPOS.flatMap(
      (g: { CAMPOS: { CAMPO: string; VALOR: string }[] }) => g.CAMPOS,
    ).find((c: { CAMPO: string }) => c.CAMPO === 'NOMEMAE');
    expect(mother.VALOR).toBe('Conceição Araújo');
  });

  it("names the job in the header: the typed title, an intern's job type ('Estágio')", async () => {
    const header = async () => (await form((await link(admin, { PERMISSOES: 'A' })).json().TOKEN)).json();
    const [was] = rowsOf<{ tipocargo: string; cargo: string }>(
      await t.db.execute(sql`select tipocargo, cargo from candidate where codcandidato = ${id}`),
    );
    await t.db.execute(
      sql`update candidate set tipocargo = 'OUTROS', cargo = 'Analista' where codcandidato = ${id}`,
    );
    expect((await header()).CANDIDATO.CARGO).toBe('Analista');
    await t.db.execute(
      sql`update candidate set tipocargo = 'ESTAGIO', cargo = 'ESTAGIO' where codcandidato = ${id}`,
    );
    expect((await header()).CANDIDATO.CARGO).toBe('Estágio');
    await t.db.execute(
      sql`update candidate set tipocargo = ${was!.tipocargo}, cargo = ${was!.cargo} where codcandidato = ${id}`,
    );
  });

  it('gives the same areas as a PDF', async () => {
    const token = (await link(admin, { PERMISSOES: 'H' })).json().TOKEN;
    const res = await formPdf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Júlia Araújo');
    expect(text).not.toContain('Dados Pessoais');
  });

  it("refuses missing, malformed, tampered, expired, non-print and other clients' tokens", async () => {
    const good = (await link(admin, { PERMISSOES: 'A' })).json().TOKEN as string;
    const [h, p, s] = good.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const lid = payload.lid as number;
    const widened = Buffer.from(JSON.stringify({ ...payload, perm: 'ABCDEFGHI' })).toString('base64url');
    const otherSub = Buffer.from(JSON.stringify({ ...payload, sub: String(id042) })).toString('base64url');
    const unauthorised = [
      undefined,
      '',
      'abc',
      `${h}.${widened}.${s}`,
      `${h}.${otherSub}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}AA`,
      await forge({ lid, adm: 9, cli: '041', perm: 'A' }, Math.floor(Date.now() / 1000) - 10),
      await forge({ lid, adm: 9, perm: 'A' }, inAnHour()),
      await forge({ lid, cli: '041', perm: 'A' }, inAnHour()),
      await forge({ lid, adm: 9, cli: '041', perm: 'AZ' }, inAnHour()),
      // no recorded link, or one that is not a number
      await forge({ adm: 9, cli: '041', perm: 'A' }, inAnHour()),
      await forge({ lid: String(lid), adm: 9, cli: '041', perm: 'A' }, inAnHour()),
      await forge({ lid: lid + 1000, adm: 9, cli: '041', perm: 'A' }, inAnHour()),
      await forge({ lid, adm: 9, cli: '041', perm: 'A', typ: 'access' }, inAnHour()),
      admin.token,
    ];
    for (const token of unauthorised) {
      const res = await form(token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.json().message).toBe('Token inválido!');
    }
    // a genuine signature of a live link, re-aimed at another client or candidate: the recorded link
    // names its client and candidate, so it is no link for them
    for (const token of [
      await forge({ lid, adm: 9, cli: '042', perm: 'A' }, inAnHour()),
      await forge({ lid, adm: 9, cli: '041', perm: 'A' }, inAnHour(), String(id042)),
    ]) {
      const res = await form(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Token inválido!');
      expect((await formPdf(token)).statusCode).toBe(401);
    }
    // and a print token is no access token
    const asBearer = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(good),
    });
    expect(asBearer.statusCode).toBe(401);
  });
});
