/**
 * Terms of use and their versions (spec 2 §2.2, §7; issue 16 item 6, decision 055):
 * GET /candidate/terms answers the current version (hash of the text, publication date) and whether
 * the candidate accepted it; PATCH /candidate/terms accepts the version read — once per version, with
 * date, address and user agent; a new version asks again; the first-acceptance date stays; the
 * migration turned each stored first-acceptance date into an acceptance of the first version.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TERMS_MESSAGES, TERMS_OF_USE_TEXT, type LogonAnswer } from '@admissao/domain';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';

let t: TestApp;
let cand: LogonAnswer;
let other: LogonAnswer;
let admin: LogonAnswer;
let id: number;
const HASH = createHash('sha256').update(TERMS_OF_USE_TEXT, 'utf8').digest('hex');
const OLD = 'a'.repeat(64);

beforeAll(async () => {
  t = await createTestApp();
  cand = await t.login('candidato@demo.com.br');
  other = await t.login('candidata@outra.com.br');
  admin = await t.login('admin');
  id = cand.candidate!.CODCANDIDATO;
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
  it('answers the current version, its text and hash, accepted by the demo candidate', async () => {
    const res = await current(cand.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CODVERSAO: expect.any(Number),
      VERSAO: HASH,
      PUBLICADA_EM: expect.any(String),
      TEXTO: TERMS_OF_USE_TEXT,
      ACEITO_EM: expect.any(String),
    });
    expect((await current(admin.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/terms' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/candidate/terms', () => {
  it('asks again when the version changes, keeps each acceptance with address and browser', async () => {
    // the candidate had accepted an older text only, long ago
    await t.db.execute(sql`insert into terms_version (hash, texto, publicada_em)
      values (${OLD}, 'Versão antiga', '2024-01-01')`);
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

describe('migration of the first-acceptance date', () => {
  it('turns each stored date into an acceptance of the first version, once', async () => {
    const file = readdirSync(MIGRATIONS_FOLDER).find((f) => /^\d{4}_lgpd_retention\.sql$/.test(f))!;
    const custom = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8').split('-- custom SQL')[1]!;
    const otherId = other.candidate!.CODCANDIDATO;
    await t.db.execute(sql`delete from terms_acceptance where codcandidato = ${otherId}`);
    await t.db.execute(
      sql`update candidate set dataceitetermos = '2025-03-04T05:06:07Z' where codcandidato = ${otherId}`,
    );
    for (let run = 0; run < 2; run++)
      for (const statement of custom.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
    const rows = await acceptances(otherId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).toBe(HASH);
    expect(new Date(rows[0]!.aceito_em).toISOString()).toBe('2025-03-04T05:06:07.000Z');
  });
});
