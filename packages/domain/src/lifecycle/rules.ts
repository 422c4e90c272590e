/**
 * Which lifecycle action staff may take, in which status, with which role and flag (spec 1 §4,
 * §6; spec 3 §4, §6), and the status each one leads to (docs/design.md §3). One table for the API,
 * which enforces it, and the UI, which shows only the buttons it allows.
 */
import type { PermissionFlag, PermissionSet, StaffRole } from '../permissions.ts';
import { STATUS, statusAllows } from '../status.ts';

export const LIFECYCLE_ACTIONS = [
  'changeStatus',
  'finalize',
  'reopen',
  'resend',
  'reset',
  'cancel',
  'print',
  'printLink',
  'sign',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** Spec 3 §4: staff may move a candidate only to these statuses (with a note). */
export const STAFF_TARGET_STATUSES = [
  STATUS.EM_ATENDIMENTO,
  STATUS.CORRECAO_DADOS,
  STATUS.CORRECAO_DOCUMENTOS,
  STATUS.REABERTO_CANDIDATO,
] as const;
export const STATUS_NOTE_MAX = 200;

const isEnd = (s: number) => s === STATUS.FINALIZADO || s === STATUS.CANCELADO;

export interface LifecycleRule {
  /** the button's label in the admin view */
  label: string;
  /** the per-user flag a MANAGER needs (ADMIN is not limited by flags: decision 023) */
  flag: PermissionFlag | null;
  allowedIn: (status: number) => boolean;
  /** the status it leads to; null when it depends on the data (finalize) or does not change */
  target: number | null;
  /** 403 text when the status does not allow it */
  statusMessage: string;
  /** the verb in 'Você não tem permissão para <verb>.' */
  verb: string;
}

export const LIFECYCLE_RULES = {
  changeStatus: {
    label: 'Alterar status',
    flag: null,
    allowedIn: (s) => !isEnd(s),
    target: null,
    statusMessage: 'Candidato finalizado ou cancelado: reabra o processo para alterar o status.',
    verb: 'alterar o status',
  },
  finalize: {
    label: 'Finalizar',
    flag: 'FINALIZAR',
    allowedIn: (s) => statusAllows(s, 'finalize'),
    target: null,
    statusMessage:
      'Só é possível finalizar a partir do status 4 (Aguardando conferência), exceto finalizados ou cancelados.',
    verb: 'finalizar',
  },
  reopen: {
    label: 'Reabrir',
    flag: 'REABRIR_PROCESSO',
    allowedIn: isEnd,
    target: STATUS.EM_CONFERENCIA,
    statusMessage: 'Só é possível reabrir processos finalizados ou cancelados.',
    verb: 'reabrir processos',
  },
  resend: {
    label: 'Reenviar Pendente',
    flag: 'REENVIAR_PEND',
    allowedIn: (s) => statusAllows(s, 'resend'),
    target: STATUS.PENDENCIA_REENVIADA,
    statusMessage: 'Só é possível reenviar pendências até o status 6 (Pendente).',
    verb: 'reenviar pendências',
  },
  reset: {
    label: 'Reset Senha',
    flag: 'RESET_SENHA',
    allowedIn: (s) => statusAllows(s, 'resetPassword'),
    target: null,
    statusMessage: 'Só é possível redefinir a senha com status abaixo de 7, 10 ou 13.',
    verb: 'redefinir a senha do candidato',
  },
  cancel: {
    label: 'Cancelar',
    flag: 'CANCELAR',
    allowedIn: (s) => s !== STATUS.CANCELADO,
    target: STATUS.CANCELADO,
    statusMessage: 'O processo já está cancelado.',
    verb: 'cancelar processos',
  },
  print: {
    label: 'Imprimir',
    flag: 'IMPRIMIR',
    allowedIn: (s) => statusAllows(s, 'print'),
    target: null,
    statusMessage: 'Só é possível imprimir a partir do status 3 (Em preenchimento).',
    verb: 'imprimir',
  },
  // a link outlives the moment it is made: none for a cancelled candidate (its links end: decision 009)
  printLink: {
    label: 'Link de impressão',
    flag: 'IMPRIMIR',
    allowedIn: (s) => statusAllows(s, 'print') && s !== STATUS.CANCELADO,
    target: null,
    statusMessage:
      'Só é possível gerar link de impressão a partir do status 3 (Em preenchimento), exceto cancelados.',
    verb: 'imprimir',
  },
  // issue 33: send the admission kit for signature (and countersign it: the same flag)
  sign: {
    label: 'Enviar para assinatura',
    flag: 'ASSINATURA',
    allowedIn: (s) => statusAllows(s, 'sign'),
    target: null,
    statusMessage: 'Só é possível enviar documentos para assinatura com o candidato finalizado (status 8).',
    verb: 'enviar documentos para assinatura',
  },
} as const satisfies Record<LifecycleAction, LifecycleRule>;

export interface LifecycleActor {
  role: StaffRole;
  permissions: PermissionSet;
}

export type LifecycleCheck = { ok: true } | { ok: false; reason: 'status' | 'permission'; message: string };

export const noPermissionMessage = (action: LifecycleAction) =>
  `Você não tem permissão para ${LIFECYCLE_RULES[action].verb}.`;

/** Whether this staff user may take the action on a candidate in this status (flag first). */
export function checkLifecycleAction(
  action: LifecycleAction,
  actor: LifecycleActor,
  status: number,
): LifecycleCheck {
  const rule: LifecycleRule = LIFECYCLE_RULES[action];
  if (actor.role !== 'ADMIN' && rule.flag && !actor.permissions[rule.flag])
    return { ok: false, reason: 'permission', message: noPermissionMessage(action) };
  if (!rule.allowedIn(status)) return { ok: false, reason: 'status', message: rule.statusMessage };
  return { ok: true };
}

/** Finalize leads to 6 when something is pending (refused documents, invalid sections), else 8. */
export const finalizeTarget = (hasPending: boolean) => (hasPending ? STATUS.PENDENTE : STATUS.FINALIZADO);

export const LIFECYCLE_MESSAGES = {
  finalized: 'Conferência finalizada com sucesso!',
  finalizedPending: 'Existem pendências: o candidato foi notificado por e-mail para corrigi-las.',
  reopened: 'Processo reaberto com sucesso!',
  cancelled: 'Processo cancelado com sucesso!',
  resent: 'E-mail de pendências enviado com sucesso!',
  passwordReset: 'Senha resetada com sucesso!',
  statusChanged: 'Status alterado com sucesso!',
  statusNotAllowed: 'Status não permitido. Escolha 5, 11, 12 ou 14.',
  sameStatus: 'O candidato já está neste status.',
  noteRequired: 'Informe a observação.',
  noteTooLong: `Máximo de ${STATUS_NOTE_MAX} caracteres.`,
  raced: 'O status do candidato mudou. Recarregue a página.',
  notFound: 'Candidato não encontrado.',
  startDateChanged: 'Data de inicio alterada com sucesso',
  personalSaved: 'Dados do candidato alterados com sucesso!',
  cancelledLocked: 'Candidato cancelado: reabra o processo para alterar os dados.',
} as const;

/** The note each action writes in the candidate log. */
export const LIFECYCLE_LOG_NOTES = {
  finalized: 'Conferência finalizada.',
  finalizedPending: 'Finalizado com pendências; e-mail de pendências enviado.',
  reopened: 'Processo reaberto.',
  cancelled: 'Processo cancelado.',
  resent: 'Pendências reenviadas por e-mail.',
  passwordReset: 'Senha do candidato redefinida.',
} as const;
