/** Calls of the checking screen (docs/api-documents.md; finalize belongs to the staff actions). */
import type { DocumentAction } from '@admissao/domain';
import { api, apiResponse } from '../../lib/api';
import type { DocumentFile } from '../../lib/documents';

/** GET /candidate/{id}: identity, status and every registry field by name. */
export type CheckedCandidate = {
  CODCANDIDATO: number;
  CODADM: number;
  CODCLI: string;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  NOME?: string;
} & Record<string, unknown>;

export interface ActionAnswer {
  CODTIPODOC: number;
  STATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  CONFERIDO: boolean;
  OBSERVACAO_STATUS: string | null;
  CODSTATUS: number;
  message: string;
}

export interface LogEntry {
  CODLOG: number;
  CODCANDIDATO: number;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  CODUSUARIO: number | null;
  USUARIO: string | null;
  OBSERVACOES: string | null;
  DATLOG: string;
  TIPO: string;
  CODTIPODOC: number | null;
  DOCUMENTO: string | null;
}

export interface OcrTermResult {
  NOME: string;
  TIPO: string;
  VALOR: string | null;
  ENCONTRADO: boolean;
  CONFIANCA: number;
}
export interface OcrAnswer {
  CODTIPODOC: number;
  IMAGENS: number[];
  RESULTADOS: OcrTermResult[];
  CONFIANCA_MEDIA: number;
}

export interface ImageEdit {
  ROTACAO: 0 | 90 | 180 | 270;
  RECORTE?: { x: number; y: number; width: number; height: number };
}

export const checkKeys = {
  candidate: (id: number) => ['documentCheck', id, 'candidate'] as const,
  log: (id: number, doc?: number) => ['documentCheck', id, 'log', doc ?? 'all'] as const,
};

export const fetchCandidate = (id: number) => api<CheckedCandidate>(`/candidate/${id}`);

export const documentAction = (body: {
  CODCANDIDATO: number;
  CODTIPODOC: number;
  CODUSUARIO: number;
  DOCUMENTO: string;
  ACAO: DocumentAction;
  OBSERVACAO?: string;
}) => api<ActionAnswer>('/candidate/documents/action', { body });

export const fetchLog = (id: number, doc?: number) =>
  api<LogEntry[]>(`/candidate/log/${id}${doc ? `?CODTIPODOC=${doc}` : ''}`);

export const addLogNote = (body: {
  CODCANDIDATO: number;
  CODUSUARIO: number;
  CODSTATUS: number;
  OBSERVACOES: string;
  TIPO: '0' | '1';
  CODTIPODOC?: number;
}) => api<LogEntry>('/candidate/log', { body });

export const editImage = (
  body: { CODCANDIDATO: number; CODTIPODOC: number; CODIMAGEM: number } & ImageEdit,
) => api<DocumentFile>('/candidate/documents/image/edit', { body });

export const runOcr = (body: { CODCANDIDATO: number; CODTIPODOC: number; CODIMAGEM?: number }) =>
  api<OcrAnswer>('/candidate/validation/run', { body });

export const finalizeCheck = (CODCANDIDATO: number, CODUSUARIO: number) =>
  api<{ CODSTATUS: number; message: string }>('/candidate/finalize', { body: { CODCANDIDATO, CODUSUARIO } });

/** POST /candidate/documents/download: every file of the document (one PDF when several). */
export async function downloadDocument(body: {
  CODCANDIDATO: number;
  CODTIPODOC: number;
  CODUSUARIO: number;
}): Promise<{ url: string; fileName: string }> {
  const res = await apiResponse('/candidate/documents/download', { body });
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `documento-${body.CODTIPODOC}`;
  return { url: URL.createObjectURL(await res.blob()), fileName };
}
