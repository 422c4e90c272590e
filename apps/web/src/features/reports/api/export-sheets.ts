/** The Excel export of candidates (RELATORIO) and the sheet of image links (LINK_IMAGENS). */
import { reportsApi, type ReportArea } from '@admissao/domain';
import { downloadCall } from './download-call';
import { compactDay, type ReportRange } from '../range';

export const exportReport = (r: ReportRange, areas: Record<ReportArea, boolean>, fileName: string) =>
  downloadCall(
    reportsApi.export,
    { body: { DATINICIAL: compactDay(r.from), DATFINAL: compactDay(r.to), fileName, ...areas } },
    fileName,
  );

export const generateImageLinks = (CODTIPODOC: number, r: ReportRange, fallback: string) =>
  downloadCall(
    reportsApi.imageLinks,
    { body: { CODTIPODOC, DATINICIO: compactDay(r.from), DATFIM: compactDay(r.to) } },
    fallback,
  );
