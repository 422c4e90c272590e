/**
 * ANSWER_CACHE=off (`answerCache: false`, the bench's cold reads, issue 35 §1): no data call's answer
 * is held — a change no trigger hears (so no held answer could be dropped) is on the very next read of
 * the list page, the status counts, the clients picker's counts and the status list — while the
 * session check still answers from memory (decision 044: not an answer).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateListPage, ClientCard, LogonAnswerWithRefresh, StatusEntry } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';
import { unheard as unheardBy, until } from './support/held-facts.ts';

let t: TestApp;
let admin: LogonAnswerWithRefresh;
beforeAll(async () => {
  t = await createTestApp({ answerCache: false });
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const C041 = { CODADM: 9, CODCLI: '041' };
const unheard = (statement: ReturnType<typeof sql>) => unheardBy(t.db, statement);
const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: t.headers(admin.token, C041) });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};
const page = () => call<CandidateListPage>('GET', '/api/candidate/list?PAGE=1&PAGESIZE=50');
const counts = async () =>
  Object.fromEntries(
    (await call<{ CODSTATUS: number; QUANTIDADE: number }[]>('POST', '/api/candidate/status', {})).map(
      (c) => [c.CODSTATUS, c.QUANTIDADE],
    ),
  );

describe('ANSWER_CACHE=off: every data call reads the database', () => {
  it('the list page, the counts, the picker and the status list see a change nothing reports', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const first = (await page()).rows[0]!;
    await unheard(
      sql`update candidate set nome = 'LIDO A CADA CHAMADA' where codcandidato = ${first.CODCANDIDATO}`,
    );
    expect((await page()).rows[0]!.NOME).toBe('LIDO A CADA CHAMADA');
    expect(t.app.ctx.sessions.listPage(C041, 'any')).toBeUndefined();

    const before = await counts();
    const to = first.CODSTATUS === 12 ? 13 : 12;
    await unheard(sql`update candidate set codstatus = ${to} where codcandidato = ${first.CODCANDIDATO}`);
    const after = await counts();
    expect(after[to]).toBe((before[to] ?? 0) + 1);
    expect(t.app.ctx.sessions.statusCounts(C041)).toBeUndefined();
    const picker = await call<ClientCard[]>('POST', '/api/auth/clients', {});
    const card = picker.find((c) => c.CODADM === 9 && c.CODCLI === '041')!;
    expect(card.STATUS.find((s) => s.CODSTATUS === to)?.QUANTIDADE).toBe(after[to]);

    const statuses = () => call<StatusEntry[]>('GET', '/api/candidate/data/status');
    const [one] = await statuses();
    await t.db.execute(
      sql`update status set desstatus = 'LIDA A CADA CHAMADA' where codstatus = ${one!.CODSTATUS}`,
    );
    try {
      expect((await statuses())[0]!.DESSTATUS).toBe('LIDA A CADA CHAMADA');
    } finally {
      await t.db.execute(
        sql`update status set desstatus = ${one!.DESSTATUS} where codstatus = ${one!.CODSTATUS}`,
      );
    }
  });

  it('the session check is still held (decision 044)', async () => {
    await call('GET', '/api/candidate/list?PAGE=1&PAGESIZE=10');
    expect(t.app.ctx.sessions.listening).toBe(true);
    expect(t.app.ctx.sessions.staff(admin.user.CODUSUARIO)).toBeDefined();
  });
});
