import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../src/testing/test-app.ts';

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new ones, then closes the database', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // the close starts once the request is in the handler, not after a guessed delay (on a loaded
    // machine 100 ms was not enough for the connection to be accepted, and the close refused it)
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    const t = await createTestApp(
      {},
      (app) =>
        app.get('/api/slow-test', async () => {
          entered();
          await gate;
          const res = await app.ctx.db.execute(sql`select 1 as one`);
          return {
            done: true,
            rows: Array.isArray(res) ? res.length : (res as { rows: unknown[] }).rows.length,
          };
        }),
      undefined,
      // a database of its own: the worker's shared one is never closed by an app
      'private',
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow-test`).then((r) => r.json());
    await inHandler;
    const closing = t.close();
    release();
    expect(await inFlight).toEqual({ done: true, rows: 1 });
    await closing;
    await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
