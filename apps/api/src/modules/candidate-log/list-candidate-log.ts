/**
 * GET /candidate/log/{id}: the candidate's log, newest first (staff: ADMIN, or MANAGER with LOG).
 * With CODTIPODOC it is the attendance log of one document (spec 3 §6): the document's entries plus
 * general entries (TIPO '0') — a MANAGER sees only the general entries they wrote, an ADMIN all.
 */
import { sql } from 'drizzle-orm';
import { DOC_MSG, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { assertMayReadLog } from './may-read-log.ts';

interface LogRow extends Record<string, unknown> {
  codlog: number | string;
  codcandidato: number;
  codstatus: number;
  desstatus: string | null;
  corstatus: string | null;
  codusuario: number | null;
  usuario: string | null;
  observacoes: string | null;
  datlog: Date | string;
  tipo: string;
  codtipodoc: number | null;
  documento: string | null;
}

export const logEntry = (r: LogRow) => ({
  CODLOG: Number(r.codlog),
  CODCANDIDATO: r.codcandidato,
  CODSTATUS: r.codstatus,
  DESSTATUS: r.desstatus,
  CORSTATUS: r.corstatus,
  CODUSUARIO: r.codusuario,
  USUARIO: r.usuario,
  OBSERVACOES: r.observacoes,
  DATLOG: (r.datlog instanceof Date ? r.datlog : new Date(String(r.datlog))).toISOString(),
  TIPO: r.tipo,
  CODTIPODOC: r.codtipodoc,
  DOCUMENTO: r.documento,
});
export type LogEntry = ReturnType<typeof logEntry>;

export async function readLogRows(db: Db, where: ReturnType<typeof sql>) {
  return rowsOf<LogRow>(
    await db.execute(sql`
      select l.codlog, l.codcandidato, l.codstatus, s.desstatus, s.corstatus, l.codusuario, l.usuario,
        l.observacoes, l.datlog, l.tipo, l.codtipodoc, t.documento
      from candidate_log l
      left join status s on s.codstatus = l.codstatus
      left join document_type t on t.codtipodoc = l.codtipodoc
      where ${where}
      order by l.datlog desc, l.codlog desc`),
  ).map(logEntry);
}

export async function listCandidateLog(
  db: Db,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc?: number,
) {
  assertMayReadLog(actor);
  if (!(await loadRecord(db, tenant, codcandidato))) throw notFound(DOC_MSG.candidateNotFound);
  if (codtipodoc === undefined) return readLogRows(db, sql`l.codcandidato = ${codcandidato}`);
  const general =
    actor.role === 'ADMIN' ? sql`l.tipo = '0'` : sql`(l.tipo = '0' and l.codusuario = ${actor.codusuario})`;
  return readLogRows(
    db,
    sql`l.codcandidato = ${codcandidato} and (l.codtipodoc = ${codtipodoc} or ${general})`,
  );
}
