import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';

let t: TestApp;
let cand: LogonAnswer;
let other: LogonAnswer;
let admin: LogonAnswer;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  cand = await t.login('candidato@demo.com.br');
  other = await t.login('candidata@outra.com.br');
  admin = await t.login('admin');
  id = cand.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const accept = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/candidate/terms', headers: t.headers(token), payload });
const stored = async () =>
  rowsOf<{ d: Date | string | null }>(
    await t.db.execute(sql`select dataceitetermos as d from candidate where codcandidato = ${id}`),
  )[0]!.d;

describe('PATCH /api/candidate/terms', () => {
  it('records the first acceptance and keeps it when the candidate accepts again', async () => {
    expect(await stored()).toBeNull();
    const first = await accept(cand.token, { CODCANDIDATO: id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ UPDATED: id });
    const date = first.json().DATACEITETERMOS as string;
    expect(new Date(String(await stored())).toISOString()).toBe(date);
    const again = await accept(cand.token, { CODCANDIDATO: id, CODUSUARIO: id });
    expect(again.json().DATACEITETERMOS).toBe(date);
    const audit = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'terms' and entity_id = ${String(id)}`,
      ),
    );
    expect(audit[0]!.n).toBe(1);
  });
  it("answers 404 for another candidate's id (another client's included) and changes nothing", async () => {
    const otherId = other.candidate!.CODCANDIDATO;
    expect((await accept(cand.token, { CODCANDIDATO: otherId })).statusCode).toBe(404);
    const theirs = rowsOf<{ d: unknown }>(
      await t.db.execute(sql`select dataceitetermos as d from candidate where codcandidato = ${otherId}`),
    );
    expect(theirs[0]!.d).toBeNull();
  });
  it('is for candidates only, and refuses a bad body with 400', async () => {
    expect((await accept(admin.token, { CODCANDIDATO: id })).statusCode).toBe(403);
    const bad = await accept(cand.token, { CODCANDIDATO: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect((await accept(cand.token, {})).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/terms',
      payload: { CODCANDIDATO: id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
