/**
 * Reference lists served to every screen (status legend, states). Both are written only when the
 * process starts (load-reference-data.ts), so each is read once per database and then answered from
 * memory: a fixed list touches no database (issue 15 §1). With ANSWER_CACHE=off (`held` false: the
 * bench's cold reads, issue 35 §1) each call reads the database.
 */
import { asc } from 'drizzle-orm';
import type { StateEntry, StatusEntry } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { status, uf } from '../../db/schema.ts';

function readOnce<T>(read: (db: Db) => Promise<T>): (db: Db, held?: boolean) => Promise<T> {
  const answers = new WeakMap<Db, Promise<T>>();
  return (db, held = true) => {
    if (!held) return Promise.resolve(read(db));
    let answer = answers.get(db);
    if (!answer) {
      // a Drizzle query is a thenable that runs again on every `await`: hold its settled result
      answer = Promise.resolve().then(() => read(db));
      answers.set(db, answer);
      // a failed read is tried again on the next call
      answer.catch(() => answers.delete(db));
    }
    return answer;
  };
}

export const listStatuses: (db: Db, held?: boolean) => Promise<StatusEntry[]> = readOnce((db) =>
  db
    .select({ CODSTATUS: status.codstatus, DESSTATUS: status.desstatus, CORSTATUS: status.corstatus })
    .from(status)
    .orderBy(asc(status.codstatus)),
);

export const listStates: (db: Db, held?: boolean) => Promise<StateEntry[]> = readOnce((db) =>
  db.select({ UF_SIGLA: uf.sigla, UF_NOME: uf.nome }).from(uf).orderBy(asc(uf.nome)),
);
