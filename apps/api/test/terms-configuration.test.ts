/**
 * Each client's terms of use (issue 30 §2, decision 060): GET / PATCH
 * /candidate/configuration/terms, ADMIN only. The default is generated from the client's data
 * (name, CNPJ, privacy contact, retention); an ADMIN's text is sanitised and published as a new
 * version of that client only — its candidates are asked again, the other client's are not; null
 * restores the default, whose earlier acceptances count again (the hash names the text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RICH_TEXT_MAX, TERMS_MESSAGES, type TermsConfiguration } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const URL = '/api/candidate/configuration/terms';
const HOSTILE =
  '<p onclick="steal()">Novos <strong>termos</strong> da empresa</p><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">clique</a>' +
  '<a href="https://gov.br" onmouseover="x()">gov</a><iframe src="https://evil"></iframe>';

let t: TestApp;
let { admin, gestor, gestor2, cand, cand042 } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand, cand042 } = await signInDemoCast(t));
});
afterAll(() => t.close());

const read = (token: string, tenant?: typeof C041) =>
  t.app.inject({ method: 'GET', url: URL, headers: t.headers(token, tenant) });
const save = (token: string, payload: object, tenant?: typeof C041) =>
  t.app.inject({ method: 'PATCH', url: URL, headers: t.headers(token, tenant), payload });
const terms = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/candidate/terms', headers: t.headers(token) })).json<{
    VERSAO: string;
    TEXTO: string;
    ACEITO_EM: string | null;
  }>();
const acceptNow = (token: string, VERSAO: string, CODCANDIDATO: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate/terms',
    headers: t.headers(token),
    payload: { CODCANDIDATO, VERSAO },
  });
const stored = async () =>
  rowsOf<{ codcli: string; texto: string | null }>(
    await t.db.execute(sql`select codcli, texto from client_terms order by codcli`),
  );
const expectSafe = (html: string) =>
  expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|src="x"/i);

describe('the default text', () => {
  it("names the client, its CNPJ and privacy contact, the retention and the candidate's rights", async () => {
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, C041),
      payload: {
        CNPJ_EMPREGADOR: '11.222.333/0001-81',
        ENCARREGADO_EMAIL: 'dpo@demo.com.br',
        RETENCAO_CANCELADOS_DIAS: 45,
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const res = await read(admin.token, C041);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TermsConfiguration>();
    expect(body).toMatchObject({ PERSONALIZADO: false, ATUALIZADO_EM: null, TEXTO: body.PADRAO });
    for (const fact of [
      '<strong>Cliente Demonstração</strong>, inscrita no CNPJ sob o nº 11.222.333/0001-81',
      'mailto:dpo@demo.com.br',
      '45 dias após o cancelamento',
      'eSocial',
      'FGTS',
      'art. 18',
      'portabilidade dos dados',
      'href="/privacidade"',
    ])
      expect(body.PADRAO).toContain(fact);
    // what the candidate reads is that text, and that version
    const mine = await terms(cand.token);
    expect(mine.TEXTO).toBe(body.TEXTO);
    expect(mine.VERSAO).toBe(body.VERSAO);
    // the other client's default names the other client only
    const theirs = (await read(admin.token, C042)).json<TermsConfiguration>();
    expect(theirs.PADRAO).toContain('<strong>Outra Empresa Ltda</strong>');
    expect(theirs.PADRAO).not.toMatch(/Cliente Demonstração|11\.222\.333|dpo@demo/);
  });
});

describe('an ADMIN publishes a text', () => {
  it("sanitises it, asks this client's candidates again and nobody else, and restores the default", async () => {
    const before = (await read(admin.token, C041)).json<TermsConfiguration>();
    const other = await terms(cand042.token);
    // the demo candidate of 041 accepts the current (default) version first
    expect((await acceptNow(cand.token, before.VERSAO, cand.candidate!.CODCANDIDATO)).statusCode).toBe(200);
    expect((await terms(cand.token)).ACEITO_EM).not.toBeNull();

    const res = await save(admin.token, { TEXTO: HOSTILE }, C041);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TermsConfiguration & { message: string }>();
    expect(saved.message).toBe(TERMS_MESSAGES.saved);
    expectSafe(saved.TEXTO);
    expect(saved.TEXTO).toContain('<p>Novos <strong>termos</strong> da empresa</p>');
    expect(saved).toMatchObject({ PERSONALIZADO: true, PADRAO: before.PADRAO, ACEITES: 0 });
    expect(saved.VERSAO).not.toBe(before.VERSAO);
    expect(saved.ATUALIZADO_EM).toEqual(expect.any(String));
    expectSafe((await stored())[0]!.texto!);

    const mine = await terms(cand.token);
    expect(mine).toMatchObject({ VERSAO: saved.VERSAO, TEXTO: saved.TEXTO, ACEITO_EM: null });
    // 042: same text, same version, still accepted
    expect(await terms(cand042.token)).toEqual(other);
    expect((await read(admin.token, C042)).json().PERSONALIZADO).toBe(false);

    // the same text again: no new version
    const again = await save(admin.token, { TEXTO: saved.TEXTO }, C041);
    expect(again.json()).toMatchObject({ VERSAO: saved.VERSAO, message: TERMS_MESSAGES.unchanged });

    // back to the default: the version the candidate had accepted is the current one again
    const restored = await save(admin.token, { TEXTO: null }, C041);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      PERSONALIZADO: false,
      TEXTO: before.PADRAO,
      VERSAO: before.VERSAO,
      ACEITES: 1,
    });
    expect((await terms(cand.token)).ACEITO_EM).not.toBeNull();
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(sql`select action from audit_log where entity = 'client_terms'
        and codcli = '041' order by id`),
    );
    expect(audit.map((a) => a.action)).toEqual(['update', 'update', 'restore']);
  });
});

describe('who may, and what is refused', () => {
  it('is ADMIN only: a MANAGER 403, a candidate 403, nobody signed in 401', async () => {
    for (const [token, tenant] of [
      [gestor.token, C041],
      [gestor2.token, C042],
    ] as const) {
      expect((await read(token, tenant)).statusCode).toBe(403);
      expect((await save(token, { TEXTO: '<p>Gestor</p>' }, tenant)).statusCode).toBe(403);
    }
    expect((await read(cand.token)).statusCode).toBe(403);
    expect((await save(cand.token, { TEXTO: '<p>Candidato</p>' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: URL, payload: { TEXTO: 'x' } })).statusCode).toBe(401);
    expect((await stored()).filter((r) => r.texto)).toEqual([]);
  });

  it('refuses a NUL, an oversize, an empty or a script-only text with 400 and changes nothing', async () => {
    const before = await stored();
    const version = (await terms(cand.token)).VERSAO;
    for (const payload of [
      { TEXTO: '<p>a\u0000b</p>' },
      { TEXTO: `<p>${'a'.repeat(RICH_TEXT_MAX)}</p>` },
      { TEXTO: '<p></p>' },
      { TEXTO: '<script>alert(1)</script>' },
      { TEXTO: 42 },
      {},
    ]) {
      const res = await save(admin.token, payload, C041);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await save(admin.token, { TEXTO: '<p></p>' }, C041)).json().message).toBe(TERMS_MESSAGES.empty);
    expect(await stored()).toEqual(before);
    expect((await terms(cand.token)).VERSAO).toBe(version);
  });

  it("keeps each client's text to that client: 042's ADMIN view never shows 041's text", async () => {
    await save(admin.token, { TEXTO: '<p>Somente da Demonstração</p>' }, C041);
    const theirs = (await read(admin.token, C042)).json<TermsConfiguration>();
    expect(theirs.TEXTO).not.toContain('Somente da Demonstração');
    expect((await terms(cand042.token)).TEXTO).not.toContain('Somente da Demonstração');
    // a client the ADMIN does not belong to
    expect((await read(admin.token, { CODADM: 9, CODCLI: '043' })).statusCode).toBe(403);
    await save(admin.token, { TEXTO: null }, C041);
  });
});
