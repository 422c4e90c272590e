/** Reference lists served to every screen (status legend, states). */
import { asc } from 'drizzle-orm';
import type { StateEntry, StatusEntry } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { status, uf } from '../../db/schema.ts';

export async function listStatuses(db: Db): Promise<StatusEntry[]> {
  return db
    .select({ CODSTATUS: status.codstatus, DESSTATUS: status.desstatus, CORSTATUS: status.corstatus })
    .from(status)
    .orderBy(asc(status.codstatus));
}

export async function listStates(db: Db): Promise<StateEntry[]> {
  return db.select({ UF_SIGLA: uf.sigla, UF_NOME: uf.nome }).from(uf).orderBy(asc(uf.nome));
}
