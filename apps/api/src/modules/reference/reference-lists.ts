/**
 * Reference lists served to every screen (status legend, states). Both are written only when the
 * process starts (load-reference-data.ts), so each is read once per database and then answered from
 * memory: a fixed list touches no database (issue 15 §1).
 */
import { asc } from 'drizzle-orm';
import type { StateEntry, StatusEntry } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { status, uf } from '../../db/schema.ts';

function readOnce<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const held = new WeakMap<Db, Promise<T>>();
  return (db) => {
    let answer = held.get(db);
    if (!answer) {
      // a Drizzle query is a thenable that runs again on every `await`: hold its settled result
      answer = Promise.resolve().then(() => read(db));
      held.set(db, answer);
      // a failed read is tried again on the next call
      answer.catch(() => held.delete(db));
    }
    return answer;
  };
}

export const listStatuses: (db: Db) => Promise<StatusEntry[]> = readOnce((db) =>
  db
    .select({ CODSTATUS: status.codstatus, DESSTATUS: status.desstatus, CORSTATUS: status.corstatus })
    .from(status)
    .orderBy(asc(status.codstatus)),
);

export const listStates: (db: Db) => Promise<StateEntry[]> = readOnce((db) =>
  db.select({ UF_SIGLA: uf.sigla, UF_NOME: uf.nome }).from(uf).orderBy(asc(uf.nome)),
);
