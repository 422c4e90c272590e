/**
 * Terms of use and their versions (spec 2 §2.2, §7; issue 16 item 6, decisions 055, 060):
 * GET /candidate/terms answers the candidate's client's current version (hash of the text,
 * publication date) and whether the candidate accepted it; PATCH /candidate/terms accepts the
 * version read — once per version, with date, address and user agent; a new version asks again; the
 * first-acceptance date stays. The client's own text: terms-configuration.test.ts; the migrations:
 * terms-migration.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TERMS_MESSAGES, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let other: LogonAnswer;
let admin: LogonAnswer;
let id: number;
/** the hash of 041's current text (its default), read in beforeAll */
let HASH: string;
const OLD = 'a'.repeat(64);

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042: other, admin } = await signInDemoCast(t, 'cand', 'cand042', 'admin'));
  id = cand.candidate!.CODCANDIDATO;
  HASH = (await current(cand.token)).json().VERSAO;
});
afterAll(() => t.close());

const accept = (token: string, payload: Record<string, unknown>, ua = 'Navegador Teste/1.0') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate/terms',
    headers: { ...t.headers(token), 'user-agent': ua },
    payload,
  });
const current = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/candidate/terms', headers: t.headers(token) });
const acceptances = async (codcandidato: number) =>
  rowsOf<{ hash: string; aceito_em: Date | string; ip: string | null; user_agent: string | null }>(
    await t.db.execute(sql`select v.hash, a.aceito_em, a.ip, a.user_agent from terms_acceptance a
      join terms_version v on v.id = a.codversao where a.codcandidato = ${codcandidato} order by a.id`),
  );

describe('GET /api/candidate/terms', () => {
  it("answers the client's current version, its text and hash, accepted by the demo candidate", async () => {
    const res = await current(cand.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CODVERSAO: expect.any(Number),
      VERSAO: HASH,
      PUBLICADA_EM: expect.any(String),
      TEXTO: expect.stringContaining('<strong>Cliente Demonstração</strong>'),
      ACEITO_EM: expect.any(String),
    });
    expect(createHash('sha256').update(res.json().TEXTO, 'utf8').digest('hex')).toBe(HASH);
    // the other client's candidate reads the other client's text, another version
    const theirs = (await current(other.token)).json();
    expect(theirs.TEXTO).toContain('<strong>Outra Empresa Ltda</strong>');
    expect(theirs.TEXTO).not.toContain('Cliente Demonstração');
    expect(theirs.VERSAO).not.toBe(HASH);
    expect(theirs.ACEITO_EM).toEqual(expect.any(String));
    expect((await current(admin.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/terms' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/candidate/terms', () => {
  it('asks again when the version changes, keeps each acceptance with address and browser', async () => {
    // the candidate had accepted an older text only, long ago
    await t.db.execute(sql`insert into terms_version (codadm, codcli, hash, texto, publicada_em)
      values (9, '041', ${OLD}, 'Versão antiga', '2024-01-01')`);
    await t.db
      .execute(sql`update terms_acceptance set codversao = (select id from terms_version where hash = ${OLD}),
      aceito_em = '2024-02-01' where codcandidato = ${id}`);
    await t.db.execute(sql`update candidate set dataceitetermos = '2024-02-01' where codcandidato = ${id}`);
    expect((await current(cand.token)).json().ACEITO_EM).toBeNull();

    const stale = await accept(cand.token, { CODCANDIDATO: id, VERSAO: OLD });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TERMS_MESSAGES.changed);
    expect(await acceptances(id)).toHaveLength(1);

    const first = await accept(cand.token, { CODCANDIDATO: id, VERSAO: HASH });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      UPDATED: id,
      DATACEITETERMOS: new Date('2024-02-01T00:00:00Z').toISOString(),
      VERSAO: HASH,
      ACEITO_EM: expect.any(String),
    });
    const rows = await acceptances(id);
    expect(rows.map((r) => [r.hash, r.user_agent])).toEqual([
      [OLD, null],
      [HASH, 'Navegador Teste/1.0'],
    ]);
    expect(rows[1]!.ip).toBe('127.0.0.1');
    expect((await current(cand.token)).json().ACEITO_EM).toBe(first.json().ACEITO_EM);

    // again: the same date, nothing added
    const again = await accept(cand.token, { CODCANDIDATO: id, CODUSUARIO: id });
    expect(again.json().ACEITO_EM).toBe(first.json().ACEITO_EM);
    expect(await acceptances(id)).toHaveLength(2);
    const audit = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'terms' and entity_id = ${String(id)}`,
      ),
    );
    expect(audit[0]!.n).toBe(1);
  });

  it("answers 404 for another candidate's id (another client's included) and changes nothing", async () => {
    const otherId = other.candidate!.CODCANDIDATO;
    const before = await acceptances(otherId);
    expect((await accept(cand.token, { CODCANDIDATO: otherId })).statusCode).toBe(404);
    expect(await acceptances(otherId)).toEqual(before);
  });

  it('is for candidates only, and refuses a bad body with 400', async () => {
    expect((await accept(admin.token, { CODCANDIDATO: id })).statusCode).toBe(403);
    for (const payload of [
      { CODCANDIDATO: 'abc' },
      {},
      { CODCANDIDATO: id, VERSAO: 'x' },
      { CODCANDIDATO: id, VERSAO: `${HASH.slice(1)}\u0000` },
      { CODCANDIDATO: id, VERSAO: 'f'.repeat(10_000) },
    ])
      expect((await accept(cand.token, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/terms',
      payload: { CODCANDIDATO: id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
