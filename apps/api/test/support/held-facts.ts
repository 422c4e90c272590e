/**
 * Helpers of the tests of what the session cache holds (decisions 016, 044): a change no trigger
 * hears, and waiting for the listener.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** a change the triggers do not hear: what the cache holds then shows whether it was read at all */
export const unheard = (db: Db, statement: ReturnType<typeof sql>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

/** waits (10 s at most) until `ok` holds, e.g. the listener is connected again */
export const until = async (ok: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('not reached in 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }
};
