/**
 * The one writer of a candidate's status (decision 067; test status-single-writer): a conditional
 * UPDATE that applies only if the status is still the one the rules were checked against (of two
 * racing actions only the first applies; the other gets 409), then the candidate log (when the
 * event logs), the audit row and the e-mail the new status sends (MAIL_EVENTS, decision 048), all
 * in the caller's transaction. The move itself must be one of STATUS_EVENTS for this actor.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_STATUSES,
  eventAllows,
  LIFECYCLE_MESSAGES,
  STATUS_EVENTS,
  type StatusEventName,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Actor, StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { mailStatusChange, type StatusMailDetail } from '../notifications/index.ts';

/** Who moves the status: a staff user, the candidate (their name as the log's USUARIO), or a job. */
export type TransitionActor =
  | StaffActor
  | { kind: 'candidate'; subject: `c:${number}`; name: string }
  | { kind: 'job'; subject: string; name: string };

/** The request's actor as the writer names it; a candidate's name is the record's NOME. */
export const transitionActor = (actor: Actor, candidateName: unknown): TransitionActor =>
  actor.kind === 'staff'
    ? actor
    : { kind: 'candidate', subject: actor.subject, name: String(candidateName ?? '') };

export interface Transition {
  event: StatusEventName;
  actor: TransitionActor;
  tenant: TenantRef;
  codcandidato: number;
  /** the status the rules were checked against */
  from: number;
  to: number;
  /** the note of the log entry (events that log) */
  note?: string;
  /** further assignments (`datfinalizacao = now()`, the fields of the save that moves the status) */
  set?: SQL[];
  auditAction: string;
  /** APP_URL, for the links of the status e-mail */
  appUrl: string;
  /** what the status e-mail adds (HR's note, the pending items) */
  mail?: StatusMailDetail;
  /** a lost race: 'throw' answers 409 (the default); 'skip' answers false (first sign-in) */
  onRace?: 'throw' | 'skip';
}

export const TRANSITION_MESSAGES = {
  notInMachine: 'Esta mudança de status não é permitida.',
} as const;

/** Applies the move; false only when it lost a race and `onRace` is 'skip'. */
export async function applyTransition(tx: Db, t: Transition): Promise<boolean> {
  // callers check their own rules first; this is the machine's last word, never a 5xx
  if (!eventAllows(t.event, t.actor.kind, t.from, t.to))
    throw new HttpError(409, TRANSITION_MESSAGES.notInMachine, { code: 'STATUS_NOT_ALLOWED' });
  const assignments = [sql`codstatus = ${t.to}`, sql`datultinteracao = now()`, ...(t.set ?? [])];
  const res = await tx.execute(sql`
    update candidate set ${sql.join(assignments, sql`, `)}
    where codcandidato = ${t.codcandidato} and codadm = ${t.tenant.CODADM} and codcli = ${t.tenant.CODCLI}
      and codstatus = ${t.from}
    returning codcandidato`);
  if (rowsOf(res).length === 0) {
    if (t.onRace === 'skip') return false;
    throw new HttpError(409, LIFECYCLE_MESSAGES.raced);
  }
  if (STATUS_EVENTS[t.event].log)
    await writeCandidateLog(tx, {
      codcandidato: t.codcandidato,
      codstatus: t.to,
      codusuario: t.actor.kind === 'staff' ? t.actor.codusuario : null,
      usuario: t.actor.kind === 'staff' ? t.actor.userData.NOMEUSUARIO : t.actor.name,
      observacoes: t.note ?? null,
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
  return true;
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
