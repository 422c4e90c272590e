/**
 * The candidate's status machine (decision 067): every event that changes CODSTATUS, from which
 * statuses, to which, by whom, whether it writes the candidate log. The API's one writer
 * (`applyTransition`) refuses a move the table does not list; decision 067 draws it (a test keeps
 * the diagram equal to this table). The e-mail each arrival sends is MAIL_EVENTS' `statuses`
 * (decision 048), read by the same writer. What a status allows is STATUS_ALLOWS (status.ts).
 */
import { CANDIDATE_STATUSES, STATUS, statusAllows, type StatusCode } from '../status.ts';
import { LIFECYCLE_RULES, STAFF_TARGET_STATUSES } from './rules.ts';

/** candidate: on their own record; staff: a signed-in user; job: a background task. */
export type StatusActorKind = 'candidate' | 'staff' | 'job';

export interface StatusEvent {
  /** pt-BR, for the diagram */
  label: string;
  from: readonly StatusCode[];
  /** one status, or the few the data chooses between (finalize: 6 or 8; a staff change: the chosen one) */
  to: readonly StatusCode[];
  actors: readonly StatusActorKind[];
  /** the move writes a candidate log entry with a note (false: only the audit row, as it always did) */
  log: boolean;
  /** it may land on the status it leaves (finalize from 6 that finds pending items again) */
  again?: boolean;
}

const ALL = CANDIDATE_STATUSES.map((s) => s.CODSTATUS);
const where = (pred: (s: number) => boolean) => ALL.filter(pred);

/**
 * The statuses a first real save leaves (1–2 → 3). A constant of its own so that the candidate's
 * page, which asks only this (`startedFilling`), does not carry the whole table into its bundle.
 */
const BEFORE_FILLING: readonly StatusCode[] = [STATUS.CADASTRADO, STATUS.PRIMEIRO_ACESSO];

export const STATUS_EVENTS = {
  firstSignIn: {
    label: 'Primeiro login',
    from: [STATUS.CADASTRADO],
    to: [STATUS.PRIMEIRO_ACESSO],
    actors: ['candidate'],
    log: false,
  },
  startFilling: {
    label: 'Primeiro dado salvo',
    from: BEFORE_FILLING,
    to: [STATUS.EM_PREENCHIMENTO],
    actors: ['candidate'],
    log: false,
  },
  confirm: {
    label: 'Candidato envia os dados',
    from: where((s) => statusAllows(s, 'edit')),
    to: [STATUS.AGUARDANDO_CONFERENCIA],
    actors: ['candidate'],
    log: true,
  },
  reply: {
    label: 'Candidato responde',
    from: where((s) => statusAllows(s, 'reply')),
    to: [STATUS.RESPONDIDO],
    actors: ['candidate'],
    log: true,
  },
  startReview: {
    label: 'Primeira ação num documento',
    from: [STATUS.AGUARDANDO_CONFERENCIA, STATUS.RESPONDIDO],
    to: [STATUS.EM_CONFERENCIA],
    actors: ['staff'],
    log: true,
  },
  changeStatus: {
    label: 'Alterar status (ou recusar pedindo correção)',
    from: where(LIFECYCLE_RULES.changeStatus.allowedIn),
    to: STAFF_TARGET_STATUSES,
    actors: ['staff'],
    log: true,
  },
  finalize: {
    label: 'Finalizar',
    from: where(LIFECYCLE_RULES.finalize.allowedIn),
    to: [STATUS.PENDENTE, STATUS.FINALIZADO],
    actors: ['staff'],
    log: true,
    again: true,
  },
  resend: {
    label: 'Reenviar Pendente',
    from: where(LIFECYCLE_RULES.resend.allowedIn),
    to: [STATUS.PENDENCIA_REENVIADA],
    actors: ['staff'],
    log: true,
  },
  reopen: {
    label: 'Reabrir',
    from: where(LIFECYCLE_RULES.reopen.allowedIn),
    to: [STATUS.EM_CONFERENCIA],
    actors: ['staff'],
    log: true,
  },
  cancel: {
    label: 'Cancelar',
    from: where(LIFECYCLE_RULES.cancel.allowedIn),
    to: [STATUS.CANCELADO],
    actors: ['staff'],
    log: true,
  },
} as const satisfies Record<string, StatusEvent>;

export type StatusEventName = keyof typeof STATUS_EVENTS;

/** Whether the table lets this actor move a candidate from → to by this event. */
export function eventAllows(event: StatusEventName, actor: StatusActorKind, from: number, to: number) {
  const e: StatusEvent = STATUS_EVENTS[event];
  const has = (list: readonly number[], s: number) => list.includes(s);
  return e.actors.includes(actor) && has(e.from, from) && has(e.to, to) && (from !== to || e.again === true);
}

/** Every edge of the machine (from, to, event), as the diagram of decision 067 draws it. */
export function statusEdges(): { from: number; to: number; event: StatusEventName }[] {
  const out: { from: number; to: number; event: StatusEventName }[] = [];
  for (const [name, e] of Object.entries(STATUS_EVENTS) as [StatusEventName, StatusEvent][])
    for (const from of e.from)
      for (const to of e.to) if (from !== to || e.again) out.push({ from, to, event: name });
  return out;
}

/** The candidate has saved a first real value (past 1–2): the page's fixed values may follow. */
export const startedFilling = (s: number) => !(BEFORE_FILLING as readonly number[]).includes(s);

/**
 * The status a candidate's save leads to (spec 2: the first real edit moves 1–2 → 3). A value a
 * rule fixes (`forced`: NATURALIZADO Não for Brazilians, CTPS Digital) is stored by the page as it
 * opens: that is not the candidate filling, so 'Primeiro acesso' stays. One rule for the autosave
 * and the address save (until 2026-12-02 each had its copy, and the address one ignored `forced`).
 */
export function statusAfterSave(actor: StatusActorKind, status: number, realEdit: boolean): number {
  const to = STATUS.EM_PREENCHIMENTO;
  return realEdit && eventAllows('startFilling', actor, status, to) ? to : status;
}
