/**
 * One status transition: a conditional UPDATE that applies only if the status is still the one the
 * rules were checked against (of two racing actions only the first applies; the other gets 409),
 * then the candidate log, the audit row and the e-mail the new status sends (MAIL_EVENTS, decision
 * 048), all in the caller's transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_STATUSES, LIFECYCLE_MESSAGES, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/actor.ts';
import { writeAudit } from '../audit.ts';
import { writeCandidateLog } from '../candidate-log/write-candidate-log.ts';
import { mailStatusChange, type StatusMailDetail } from '../notifications/status-mail.ts';

export interface Transition {
  actor: StaffActor;
  tenant: TenantRef;
  codcandidato: number;
  /** the status the rules were checked against */
  from: number;
  to: number;
  /** the note of the log entry */
  note: string;
  /** further assignments (`datfinalizacao = now()`) */
  set?: SQL[];
  auditAction: string;
  /** APP_URL, for the links of the status e-mail */
  appUrl: string;
  /** what the status e-mail adds (HR's note, the pending items) */
  mail?: StatusMailDetail;
}

export async function applyTransition(tx: Db, t: Transition): Promise<void> {
  const assignments = [sql`codstatus = ${t.to}`, sql`datultinteracao = now()`, ...(t.set ?? [])];
  const res = await tx.execute(sql`
    update candidate set ${sql.join(assignments, sql`, `)}
    where codcandidato = ${t.codcandidato} and codadm = ${t.tenant.CODADM} and codcli = ${t.tenant.CODCLI}
      and codstatus = ${t.from}
    returning codcandidato`);
  if (rowsOf(res).length === 0) throw new HttpError(409, LIFECYCLE_MESSAGES.raced);
  await writeCandidateLog(tx, {
    codcandidato: t.codcandidato,
    codstatus: t.to,
    codusuario: t.actor.codusuario,
    usuario: t.actor.userData.NOMEUSUARIO,
    observacoes: t.note,
  });
  await writeAudit(tx, {
    actor: t.actor.subject,
    codadm: t.tenant.CODADM,
    codcli: t.tenant.CODCLI,
    entity: 'candidate',
    entityId: t.codcandidato,
    action: t.auditAction,
    field: 'CODSTATUS',
    oldValue: t.from,
    newValue: t.to,
  });
  await mailStatusChange(tx, t.appUrl, t.tenant, t.codcandidato, t.to, t.mail);
}

/** The answer every action gives: the candidate's new status with its description and colour. */
export function statusAnswer(codcandidato: number, codstatus: number, message: string) {
  const s = CANDIDATE_STATUSES.find((x) => x.CODSTATUS === codstatus);
  return {
    CODCANDIDATO: codcandidato,
    CODSTATUS: codstatus,
    DESSTATUS: s?.DESSTATUS ?? '',
    CORSTATUS: s?.CORSTATUS ?? '',
    message,
  };
}
