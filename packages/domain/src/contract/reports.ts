/**
 * Reports (docs/api-configuration.md "Reports", "Image links"; spec 3 §2, §5, §7): the on-screen
 * reports and the Excel export (RELATORIO), the sheet of image links (LINK_IMAGENS). Dates are
 * yyyy-mm-dd, yyyyMMdd or dd/mm/yyyy; both ends default to 1900-01-01 … 2100-01-01.
 */
import { z } from '../zod.ts';
import { REPORT_AREA_LIST, type ReportArea } from '../registry/sections.ts';
import { ZDay, ZId, ZTimestamp } from './common.ts';
import { fileAnswer, op } from './operation.ts';

/** Content type of the spreadsheets the API writes (.xlsx). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ZDateText = z.string().trim().max(10).optional();
export const ZReportRange = z.object({ DATINICIAL: ZDateText, DATFINAL: ZDateText });
export const ZReportDetailed = ZReportRange.extend({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});

export const ZReportExport = z.object({
  DATINICIAL: ZDateText,
  DATFINAL: ZDateText,
  /** accepted and ignored: the server names the file */
  fileName: z.string().max(200).optional(),
  ...(Object.fromEntries(REPORT_AREA_LIST.map((a) => [a.key, z.boolean().optional()])) as {
    [K in ReportArea]: z.ZodOptional<z.ZodBoolean>;
  }),
});
export type ReportExport = z.output<typeof ZReportExport>;

export const ZImageLinks = z.object({
  CODADM: z.coerce.number().int().optional(),
  CODCLI: z.string().max(3).optional(),
  CODTIPODOC: ZId,
  DATINICIO: ZDateText,
  DATFIM: ZDateText,
});

const count = z.number().int();

/** Relatório inicial: the period's candidates counted by status, unit and month of registration. */
export const ZStartReport = z.object({
  DATINICIAL: ZDay,
  DATFINAL: ZDay,
  TOTAL: count,
  PORSTATUS: z.array(
    z.object({
      CODSTATUS: z.number().int(),
      DESSTATUS: z.string(),
      CORSTATUS: z.string(),
      QUANTIDADE: count,
    }),
  ),
  PORUNIDADE: z.array(
    z.object({ CODUNIDADE: z.number().int().nullable(), UNIDADE: z.string().nullable(), QUANTIDADE: count }),
  ),
  /** 'yyyy-mm' */
  PORMES: z.array(z.object({ MES: z.string(), QUANTIDADE: count })),
});
export type StartReport = z.output<typeof ZStartReport>;

/** One line of the relatório detalhado. */
export const ZDetailedReportRow = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  EMAIL: z.string(),
  CELULAR: z.string().nullable(),
  UNIDADE: z.string().nullable(),
  CARGO: z.string().nullable(),
  GESTOR: z.string().nullable(),
  RECRUTADOR: z.string().nullable(),
  DATINICIO: ZDay.nullable(),
  DATCADASTRO: ZTimestamp,
  DATULTINTERACAO: ZTimestamp.nullable(),
  DATFINALIZACAO: ZTimestamp.nullable(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
  DOCUMENTOS_ENVIADOS: count,
  DOCUMENTOS_TOTAL: count,
});
export type DetailedReportRow = z.output<typeof ZDetailedReportRow>;
export const ZDetailedReport = z.object({
  DATINICIAL: ZDay,
  DATFINAL: ZDay,
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(ZDetailedReportRow),
});

export const reportsApi = {
  start: op({
    method: 'GET',
    path: '/candidate/report/start',
    auth: 'staff',
    summary: 'Relatório inicial: candidatos do período por status, unidade e mês (RELATORIO)',
    query: ZReportRange,
    response: ZStartReport,
  }),
  detailed: op({
    method: 'GET',
    path: '/candidate/report/detailed',
    auth: 'staff',
    summary: 'Relatório detalhado: uma linha por candidato do período, uma página (RELATORIO)',
    query: ZReportDetailed,
    response: ZDetailedReport,
  }),
  export: op({
    method: 'POST',
    path: '/candidate/report/export',
    auth: 'staff',
    summary: 'Candidatos do período em Excel, com as áreas escolhidas (RELATORIO)',
    body: ZReportExport,
    response: fileAnswer(XLSX_CONTENT_TYPE),
  }),
  imageLinks: op({
    method: 'POST',
    path: '/procedure/generate/candidate/images/type',
    auth: 'staff',
    summary: 'Planilha de links (7 dias) às imagens de um tipo de documento dos candidatos (LINK_IMAGENS)',
    body: ZImageLinks,
    response: fileAnswer(XLSX_CONTENT_TYPE),
  }),
};
