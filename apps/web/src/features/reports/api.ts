/** Report calls (docs/api-configuration.md "Reports", "Image links"). */
import type { ReportArea } from '@admissao/domain';
import { api, apiResponse, isApiError } from '../../lib/api';

export interface StartReport {
  DATINICIAL: string;
  DATFINAL: string;
  TOTAL: number;
  PORSTATUS: { CODSTATUS: number; DESSTATUS: string; CORSTATUS: string; QUANTIDADE: number }[];
  PORUNIDADE: { CODUNIDADE: number | null; UNIDADE: string | null; QUANTIDADE: number }[];
  PORMES: { MES: string; QUANTIDADE: number }[];
}

export interface DetailedRow {
  CODCANDIDATO: number;
  NOME: string;
  EMAIL: string;
  CELULAR: string | null;
  UNIDADE: string | null;
  CARGO: string | null;
  GESTOR: string | null;
  RECRUTADOR: string | null;
  DATINICIO: string | null;
  DATCADASTRO: string | null;
  DATULTINTERACAO: string | null;
  DATFINALIZACAO: string | null;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  DOCUMENTOS_ENVIADOS: number;
  DOCUMENTOS_TOTAL: number;
}
export interface DetailedReport {
  DATINICIAL: string;
  DATFINAL: string;
  total: number;
  page: number;
  pageSize: number;
  rows: DetailedRow[];
}

/** yyyy-mm-dd days of the report (empty: the server's default range). */
export interface ReportRange {
  from: string;
  to: string;
}

const query = (r: ReportRange) =>
  `DATINICIAL=${encodeURIComponent(r.from)}&DATFINAL=${encodeURIComponent(r.to)}`;
const compact = (ymd: string) => ymd.replace(/-/g, '');

export const fetchStartReport = (r: ReportRange) => api<StartReport>(`/candidate/report/start?${query(r)}`);
export const fetchDetailedReport = (r: ReportRange, page: number, pageSize: number) =>
  api<DetailedReport>(`/candidate/report/detailed?${query(r)}&page=${page}&pageSize=${pageSize}`);

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The name in Content-Disposition (filename="..."), else the fallback. */
export function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

async function download(path: string, body: unknown, fallback: string): Promise<DownloadedFile> {
  const res = await apiResponse(path, { method: 'POST', body });
  return { blob: await res.blob(), fileName: fileNameOf(res, fallback) };
}

export const exportReport = (r: ReportRange, areas: Record<ReportArea, boolean>, fileName: string) =>
  download(
    '/candidate/report/export',
    { DATINICIAL: compact(r.from), DATFINAL: compact(r.to), fileName, ...areas },
    fileName,
  );

export const generateImageLinks = (CODTIPODOC: number, r: ReportRange, fallback: string) =>
  download(
    '/procedure/generate/candidate/images/type',
    { CODTIPODOC, DATINICIO: compact(r.from), DATFIM: compact(r.to) },
    fallback,
  );

export const fetchLinkDocumentTypes = () =>
  api<{ CODTIPODOC: number; DOCUMENTO: string; ATIVO: boolean }[]>('/candidate/data/document/type', {
    body: {},
  });

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);
export const errorTitle = (e: unknown) =>
  isApiError(e) && typeof e.body.title === 'string' ? e.body.title : undefined;

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
