/**
 * Writes the candidate log of spec 3 §3 (status changes, attendance notes, document events).
 * Every status change and document decision calls this in the same transaction as the change.
 */
import type { Db } from '../../db/client.ts';
import { candidateLog } from '../../db/schema.ts';

export interface CandidateLogEntry {
  codcandidato: number;
  codstatus: number;
  codusuario?: number | null;
  /** the author's display name as it is now */
  usuario?: string | null;
  observacoes?: string | null;
  /** '0' general, '1' about the document `codtipodoc`, 'A' terms accepted */
  tipo?: '0' | '1' | 'A';
  codtipodoc?: number | null;
}

/** inserts the entry; answers its CODLOG */
export async function writeCandidateLog(db: Db, entry: CandidateLogEntry): Promise<number> {
  const [row] = await db
    .insert(candidateLog)
    .values({
      codcandidato: entry.codcandidato,
      codstatus: entry.codstatus,
      codusuario: entry.codusuario ?? null,
      usuario: entry.usuario ?? null,
      observacoes: entry.observacoes ?? null,
      tipo: entry.tipo ?? '0',
      codtipodoc: entry.codtipodoc ?? null,
    })
    .returning({ codlog: candidateLog.codlog });
  return row!.codlog;
}
