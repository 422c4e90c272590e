/**
 * Document status of a candidate's document (spec 3 §4, docs/design.md §3) with its pt-BR label and
 * colour.
 */
export const DOCUMENT_STATUS_CODES = [0, 1, 2, 3, 4] as const;
export type DocumentStatusCode = (typeof DOCUMENT_STATUS_CODES)[number];

export const DOC_STATUS = {
  PENDENTE: 0,
  ENVIADO: 1,
  RECUSADO: 2,
  APROVADO: 3,
  REENVIADO: 4,
} as const satisfies Record<string, DocumentStatusCode>;

export const DOCUMENT_STATUS = {
  0: { DESSTATUS: 'Pendente', CORSTATUS: '#868e96' },
  1: { DESSTATUS: 'Enviado', CORSTATUS: '#fab005' },
  2: { DESSTATUS: 'Recusado', CORSTATUS: '#e03131' },
  3: { DESSTATUS: 'Aprovado', CORSTATUS: '#2f9e44' },
  4: { DESSTATUS: 'Reenviado', CORSTATUS: '#12b886' },
} as const satisfies Record<DocumentStatusCode, { DESSTATUS: string; CORSTATUS: string }>;

/** Label and colour of a stored status; anything unknown reads as pending. */
export function documentStatusInfo(status: number | null | undefined) {
  const given = status ?? 0;
  const code = (DOCUMENT_STATUS_CODES as readonly number[]).includes(given)
    ? (given as DocumentStatusCode)
    : 0;
  return { STATUS: code, ...DOCUMENT_STATUS[code] };
}

/** Reviewer actions: approve, approve with observation, refuse. */
export const DOCUMENT_ACTIONS = ['A', 'A.', 'R'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

export const DOCUMENT_ACTION_RESULT = {
  A: DOC_STATUS.APROVADO,
  'A.': DOC_STATUS.APROVADO,
  R: DOC_STATUS.RECUSADO,
} as const satisfies Record<DocumentAction, DocumentStatusCode>;
