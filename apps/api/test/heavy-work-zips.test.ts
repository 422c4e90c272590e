/**
 * Issue 12 M9, the ZIPs: 'Baixar meus dados' (GET /candidate/privacy/export, a candidate's own or an
 * ADMIN's for a candidate) and the eSocial S-2200 batch go through the same per-user limiter as
 * printing and the Excel exports (heavy-work.test.ts): a third at once answers 429 'Aguarde a
 * geração em andamento.', before any export of the hour is spent; a finished ZIP frees its slot.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createWorkLimiter, HEAVY_WORK_LIMITS, workKey } from '../src/lib/work-limiter.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041 } from './support/lifecycle-fixture.ts';

const BUSY = 'Aguarde a geração em andamento.';

let t: TestApp;
let { admin, cand, id } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, id } = await signInDemoCast(t, 'admin', 'cand'));
  // a pool wider than the per-user limit keeps the two limits apart (see heavy-work.test.ts)
  t.app.ctx.heavyWork = createWorkLimiter({ ...HEAVY_WORK_LIMITS, concurrency: 4 });
});
afterAll(() => t.close());

const dataExport = (who: LogonAnswer, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/privacy/export${query}`,
    headers: t.headers(who.token, who.candidate ? undefined : C041),
  });
const esocialBatch = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/esocial/s2200/batch',
    headers: t.headers(admin.token, C041),
    payload: { CODCANDIDATOS: [id] },
  });
const hold = (key: string) =>
  Promise.all([t.app.ctx.heavyWork.acquire(key), t.app.ctx.heavyWork.acquire(key)]);
const exportsSpent = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from access_log
      where acao = 'EXPORTACAO_DADOS' and codcandidato = ${id}`),
  )[0]!.n;
const expectBusy = (res: Awaited<ReturnType<typeof esocialBatch>>) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().message).toBe(BUSY);
  expect(res.headers['retry-after']).toBeDefined();
};

it('an ADMIN with two generations running gets 429 for a data export or an eSocial batch', async () => {
  const spent = await exportsSpent();
  const held = await hold(workKey.staff(admin.user.CODUSUARIO));
  expectBusy(await dataExport(admin, `?CODCANDIDATO=${id}`));
  expectBusy(await esocialBatch());
  // the refused export was not counted nor logged
  expect(await exportsSpent()).toBe(spent);
  held.forEach((release) => release());

  const zip = await dataExport(admin, `?CODCANDIDATO=${id}`);
  expect(zip.statusCode, zip.body).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  const batch = await esocialBatch();
  expect(batch.statusCode, batch.body).toBe(200);
  expect(batch.headers['content-type']).toBe('application/zip');
  expect(t.app.ctx.heavyWork.state()).toEqual({ running: 0, queued: 0, keys: 0 });
});

it("a candidate's own data export is limited per candidate, not held back by staff work", async () => {
  const staff = await hold(workKey.staff(admin.user.CODUSUARIO));
  const ok = await dataExport(cand);
  expect(ok.statusCode, ok.body).toBe(200);
  const held = await hold(workKey.candidate(id));
  expectBusy(await dataExport(cand));
  [...staff, ...held].forEach((release) => release());
  expect((await dataExport(cand)).statusCode).toBe(200);
  expect(t.app.ctx.heavyWork.state()).toEqual({ running: 0, queued: 0, keys: 0 });
});
