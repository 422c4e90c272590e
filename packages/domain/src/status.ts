/** Candidate statuses of docs/design.md §3. The list itself is data (table `status`); rules are here. */
export const CANDIDATE_STATUSES = [
  { CODSTATUS: 1, DESSTATUS: 'Cadastrado', CORSTATUS: '#6c757d' },
  { CODSTATUS: 2, DESSTATUS: 'Primeiro acesso', CORSTATUS: '#17a2b8' },
  { CODSTATUS: 3, DESSTATUS: 'Em preenchimento', CORSTATUS: '#1c7ed6' },
  { CODSTATUS: 4, DESSTATUS: 'Aguardando conferência', CORSTATUS: '#f08c00' },
  { CODSTATUS: 5, DESSTATUS: 'Em atendimento', CORSTATUS: '#7048e8' },
  { CODSTATUS: 6, DESSTATUS: 'Pendente', CORSTATUS: '#e03131' },
  { CODSTATUS: 7, DESSTATUS: 'Em conferência', CORSTATUS: '#ae3ec9' },
  { CODSTATUS: 8, DESSTATUS: 'Finalizado', CORSTATUS: '#2f9e44' },
  { CODSTATUS: 9, DESSTATUS: 'Cancelado', CORSTATUS: '#343a40' },
  { CODSTATUS: 10, DESSTATUS: 'Respondido pelo candidato', CORSTATUS: '#0ca678' },
  { CODSTATUS: 11, DESSTATUS: 'Correção de dados solicitada', CORSTATUS: '#f76707' },
  { CODSTATUS: 12, DESSTATUS: 'Correção de documentos solicitada', CORSTATUS: '#d9480f' },
  { CODSTATUS: 13, DESSTATUS: 'Pendência reenviada', CORSTATUS: '#c2255c' },
  { CODSTATUS: 14, DESSTATUS: 'Reaberto para o candidato', CORSTATUS: '#5c7cfa' },
] as const;

export type StatusCode = (typeof CANDIDATE_STATUSES)[number]['CODSTATUS'];

export const STATUS = {
  CADASTRADO: 1,
  PRIMEIRO_ACESSO: 2,
  EM_PREENCHIMENTO: 3,
  AGUARDANDO_CONFERENCIA: 4,
  EM_ATENDIMENTO: 5,
  PENDENTE: 6,
  EM_CONFERENCIA: 7,
  FINALIZADO: 8,
  CANCELADO: 9,
  RESPONDIDO: 10,
  CORRECAO_DADOS: 11,
  CORRECAO_DOCUMENTOS: 12,
  PENDENCIA_REENVIADA: 13,
  REABERTO_CANDIDATO: 14,
} as const satisfies Record<string, StatusCode>;

/**
 * What each status allows (decision 067), one row per status so a new code cannot be editable by
 * default: the `satisfies` fails until its row says what it allows. Until 2026-12-02 these were
 * number ranges (`s <= 3 || s === 6 || s >= 11`), true for any code above 11.
 * Candidate: edit (data, and confirm; spec 1 §4), upload (a document image; spec 2 §4.1),
 * removeImage (spec 1 §4: 11 is a data correction, the images stay), reply (to HR's observation).
 * Staff: review (approve or refuse documents; only the end states are closed, decision 020),
 * finalize (from 4, not the end states), resend (Reenviar Pendente up to 6), resetPassword (below 7,
 * 10 or 13), print (from 3), accessLink (a new access link while nothing was sent: below 4),
 * esocial (the S-2200 export: only the finalized), sign (the admission kit is sent to be signed:
 * only the finalized, issue 33), staffEdit (staff correct the data: any status but Cancelado).
 */
export const STATUS_PERMISSIONS = [
  'edit',
  'upload',
  'removeImage',
  'reply',
  'review',
  'finalize',
  'resend',
  'resetPassword',
  'print',
  'accessLink',
  'esocial',
  'sign',
  'staffEdit',
] as const;
export type StatusPermission = (typeof STATUS_PERMISSIONS)[number];
export type StatusAllows = Record<StatusPermission, boolean>;

const row = (...on: StatusPermission[]): StatusAllows =>
  Object.fromEntries(STATUS_PERMISSIONS.map((p) => [p, on.includes(p)])) as StatusAllows;

/** The candidate's own work while filling or correcting. */
const filling = ['edit', 'upload', 'removeImage'] as const;
const checking = ['review', 'finalize'] as const;

export const STATUS_ALLOWS = {
  1: row(...filling, 'review', 'resend', 'resetPassword', 'accessLink', 'staffEdit'),
  2: row(...filling, 'review', 'resend', 'resetPassword', 'accessLink', 'staffEdit'),
  3: row(...filling, 'review', 'resend', 'resetPassword', 'print', 'accessLink', 'staffEdit'),
  4: row(...checking, 'resend', 'resetPassword', 'print', 'staffEdit'),
  5: row(...checking, 'resend', 'resetPassword', 'print', 'staffEdit'),
  6: row(...filling, ...checking, 'resend', 'resetPassword', 'print', 'staffEdit'),
  7: row(...checking, 'print', 'staffEdit'),
  8: row('print', 'esocial', 'sign', 'staffEdit'),
  9: row('print'),
  10: row(...checking, 'resetPassword', 'print', 'staffEdit'),
  11: row('edit', 'upload', 'reply', ...checking, 'print', 'staffEdit'),
  12: row(...filling, 'reply', ...checking, 'print', 'staffEdit'),
  13: row(...filling, ...checking, 'resetPassword', 'print', 'staffEdit'),
  14: row(...filling, ...checking, 'print', 'staffEdit'),
} as const satisfies Record<StatusCode, StatusAllows>;

/** Whether the status allows it; a code the table does not know allows nothing. */
export const statusAllows = (s: number, what: StatusPermission): boolean =>
  (STATUS_ALLOWS as Record<number, StatusAllows | undefined>)[s]?.[what] ?? false;

export const candidateMayEdit = (s: number) => statusAllows(s, 'edit');
/** Whether this actor may change the record's data in this status (the candidate's own, or staff's). */
export const actorMayEdit = (actor: 'candidate' | 'staff', s: number) =>
  statusAllows(s, actor === 'candidate' ? 'edit' : 'staffEdit');
export const candidateMayRemoveImage = (s: number) => statusAllows(s, 'removeImage');
export const candidateMayUpload = (s: number) => statusAllows(s, 'upload');

/**
 * Where the candidate is in the process (issue 30 §3): filling (1–3), correcting what HR asked
 * (6, 11–14), waiting for HR (4, 5, 7, 10), ended (8, 9). The candidate page's layout follows it,
 * and each status's message (status-messages.ts) is written for its phase.
 */
export type CandidatePhase = 'filling' | 'correcting' | 'waiting' | 'ended';

export const CANDIDATE_PHASES = {
  1: 'filling',
  2: 'filling',
  3: 'filling',
  4: 'waiting',
  5: 'waiting',
  6: 'correcting',
  7: 'waiting',
  8: 'ended',
  9: 'ended',
  10: 'waiting',
  11: 'correcting',
  12: 'correcting',
  13: 'correcting',
  14: 'correcting',
} as const satisfies Record<StatusCode, CandidatePhase>;

/** The phase of a status; a code added to the table only reads as waiting (nothing to do). */
export const candidatePhase = (s: number): CandidatePhase =>
  (CANDIDATE_PHASES as Record<number, CandidatePhase>)[s] ?? 'waiting';
