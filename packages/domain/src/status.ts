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

/** Spec 1 §4: candidate may edit data when status is 3 or lower, 6, or 11 and above. */
export const candidateMayEdit = (s: number) => s <= 3 || s === 6 || s >= 11;
/** Spec 1 §4: candidate may remove an image when status is 3 or lower, 6, or 12 and above. */
export const candidateMayRemoveImage = (s: number) => s <= 3 || s === 6 || s >= 12;
/** Spec 2 §4.1: upload allowed while status is 1-3, 6, 11, 12, 13 or 14. */
export const candidateMayUpload = (s: number) => (s >= 1 && s <= 3) || s === 6 || (s >= 11 && s <= 14);

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
