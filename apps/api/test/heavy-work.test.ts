/**
 * Issue 12 M9: PDF printing and Excel exports run under a per-user limit (2 at once; more answer
 * 429 'Aguarde a geração em andamento.') and a process-wide pool, so one user cannot starve the
 * others. Slots are taken through the app's own limiter to make the states exact (no timing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { createWorkLimiter, HEAVY_WORK_LIMITS, workKey, type Release } from '../src/lib/work-limiter.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041 } from './support/lifecycle-fixture.ts';
import { signInAs, signInDemoCast } from './support/demo-cast.ts';

const BUSY = 'Aguarde a geração em andamento.';
const POOL = 4;

describe('the limiter', () => {
  it('lets a key hold perKey slots, refuses one more with 429, and frees the key on release', async () => {
    const l = createWorkLimiter({ perKey: 2, concurrency: 10, maxQueue: 10 });
    const a = await l.acquire('a');
    const b = await l.acquire('a');
    await expect(l.acquire('a')).rejects.toMatchObject({ statusCode: 429, message: BUSY });
    const other = await l.acquire('b');
    a();
    a(); // a second release of the same slot changes nothing
    const c = await l.acquire('a');
    await expect(l.acquire('a')).rejects.toMatchObject({ statusCode: 429 });
    [b, c, other].forEach((r) => r());
    expect(l.state()).toEqual({ running: 0, queued: 0, keys: 0 });
  });

  it('runs at most `concurrency` at once; the rest wait in order; a full queue answers 429', async () => {
    const l = createWorkLimiter({ perKey: 5, concurrency: 1, maxQueue: 2 });
    const first = await l.acquire('a');
    const order: string[] = [];
    const second = l.acquire('b').then((r) => (order.push('b'), r));
    const third = l.acquire('c').then((r) => (order.push('c'), r));
    await expect(l.acquire('d')).rejects.toMatchObject({ statusCode: 429, message: BUSY });
    expect(l.state()).toEqual({ running: 1, queued: 2, keys: 3 });
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['b', 'c']);
    expect(l.state()).toEqual({ running: 0, queued: 0, keys: 0 });
  });

  it('run() releases when the work fails', async () => {
    const l = createWorkLimiter({ perKey: 1, concurrency: 1, maxQueue: 0 });
    await expect(l.run('a', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(l.state()).toEqual({ running: 0, queued: 0, keys: 0 });
  });
});

describe('printing and exporting through the API', () => {
  let t: TestApp;
  let admin: LogonAnswer;
  let gestor: LogonAnswer;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
    id = (await signInAs(t, 'cand')).candidate!.CODCANDIDATO;
    // the slots this test holds by hand also count in the pool: a pool wider than the per-user
    // limit (as on any machine with more than 2 cores) keeps the two limits apart
    t.app.ctx.heavyWork = createWorkLimiter({ ...HEAVY_WORK_LIMITS, concurrency: POOL });
  });
  afterAll(() => t.close());

  const print = (who: LogonAnswer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/candidate/print',
      headers: t.headers(who.token, C041),
      payload: { CODCANDIDATO: id, DADOSPESSOAIS: true },
    });
  const exportXlsx = (who: LogonAnswer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/candidate/report/export',
      headers: t.headers(who.token, C041),
      payload: { DATINICIAL: '20000101', DATFINAL: '20991231', DADOSPESSOAIS: true },
    });
  const hold = (key: string, n: number) =>
    Promise.all(Array.from({ length: n }, () => t.app.ctx.heavyWork.acquire(key)));

  it('a user with two generations running gets 429 for a third; another user is not held back', async () => {
    const held = await hold(workKey.staff(admin.user.CODUSUARIO), 2);
    for (const res of [await print(admin), await exportXlsx(admin)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(BUSY);
      expect(res.headers['retry-after']).toBeDefined();
    }
    const other = await print(gestor);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers['content-type']).toBe('application/pdf');
    held[0]!();
    expect((await print(admin)).statusCode).toBe(200);
    held[1]!();
    expect(t.app.ctx.heavyWork.state()).toEqual({ running: 0, queued: 0, keys: 0 });
  });

  it('when the pool is busy a print waits its turn, and an export frees its slot when its file ends', async () => {
    const busy: Release[] = [];
    for (let i = 0; i < POOL; i++) busy.push(await t.app.ctx.heavyWork.acquire(`x:${i}`));
    const waiting = print(gestor);
    // the print is queued behind the pool, not refused
    for (let i = 0; i < 200 && t.app.ctx.heavyWork.state().queued === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(t.app.ctx.heavyWork.state().queued).toBe(1);
    busy.shift()!();
    expect((await waiting).statusCode).toBe(200);
    busy.forEach((r) => r());
    const exported = await exportXlsx(admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(t.app.ctx.heavyWork.state()).toEqual({ running: 0, queued: 0, keys: 0 });
  });

  it('a print link counts against the link, not against its issuer', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/print/link',
      headers: t.headers(admin.token, C041),
      payload: { CODCANDIDATO: id, PERMISSOES: 'A' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { ID, TOKEN } = created.json() as { ID: number; TOKEN: string };
    const pdf = () => t.app.inject(`/api/print/form.pdf?token=${encodeURIComponent(TOKEN)}`);
    const held = await hold(workKey.printLink(ID), 2);
    const refused = await pdf();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(BUSY);
    expect((await print(admin)).statusCode).toBe(200);
    held.forEach((r) => r());
    expect((await pdf()).statusCode).toBe(200);
  });
});
