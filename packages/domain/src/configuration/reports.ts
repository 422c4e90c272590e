/** Reports (spec 3 §5 "Report", §7 report export, image links; §9 default range). */
import { z } from 'zod';
import type { SectionKey } from '../registry/types.ts';
import { parseDateInput } from '../dates.ts';
import { CONFIG_MSG } from './messages.ts';

export const REPORT_DEFAULT_RANGE = { from: '1900-01-01', to: '2100-01-01' } as const;

const ZDateText = z.string().trim().max(10).optional();
export const ZReportRange = z.object({ DATINICIAL: ZDateText, DATFINAL: ZDateText });
export const ZReportDetailed = ZReportRange.extend({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});

/** Areas of the Excel export and the registry sections behind each ('custom' = custom fields). */
export const REPORT_AREAS = {
  DADOSPESSOAIS: { label: 'Dados Pessoais', sections: ['DADOS_PESSOAIS'] },
  ENDERECO: { label: 'Endereço', sections: ['ENDERECO'] },
  ENTREGA: { label: 'Endereço de entrega', sections: ['ENTREGA'] },
  DOCUMENTACAO: { label: 'Documentação', sections: ['DOCUMENTACAO'] },
  DADOSBANCARIOS: { label: 'Dados Bancários', sections: ['DADOS_BANCARIOS'] },
  TRANSPORTE: { label: 'Transporte', sections: ['TRANSPORTE'] },
  BENEFICIOS: { label: 'Benefícios', sections: ['BENEFICIOS'] },
  INFOADICIONAL: { label: 'Informações adicionais', sections: 'custom' },
} as const satisfies Record<string, { label: string; sections: readonly SectionKey[] | 'custom' }>;
export type ReportArea = keyof typeof REPORT_AREAS;

export const ZReportExport = z.object({
  DATINICIAL: ZDateText,
  DATFINAL: ZDateText,
  fileName: z.string().max(200).optional(),
  ...(Object.fromEntries(Object.keys(REPORT_AREAS).map((k) => [k, z.boolean().optional()])) as {
    [K in ReportArea]: z.ZodOptional<z.ZodBoolean>;
  }),
});
export type ReportExport = z.output<typeof ZReportExport>;

export const ZImageLinks = z.object({
  CODADM: z.coerce.number().int().optional(),
  CODCLI: z.string().max(3).optional(),
  CODTIPODOC: z.coerce.number().int().positive().max(2147483647),
  DATINICIO: ZDateText,
  DATFIM: ZDateText,
});

export type RangeResult =
  { ok: true; from: string; to: string } | { ok: false; message: string; title?: string };

/** Start and end days (yyyy-mm-dd) of a report; defaults 1900-01-01 … 2100-01-01. */
export function resolveReportRange(start?: string, end?: string): RangeResult {
  const from = start?.trim() ? parseDateInput(start) : REPORT_DEFAULT_RANGE.from;
  if (!from) return { ok: false, message: CONFIG_MSG.startDateInvalid };
  const to = end?.trim() ? parseDateInput(end) : REPORT_DEFAULT_RANGE.to;
  if (!to) return { ok: false, message: CONFIG_MSG.endDateInvalid };
  if (to < from) return { ok: false, message: CONFIG_MSG.datesReversed, title: CONFIG_MSG.datesInvalidTitle };
  return { ok: true, from, to };
}

/** 'relatorio-candidatos-20261122031500.xlsx' (local time of Brasília). */
export function reportFileName(prefix: string, now = new Date()): string {
  const br = new Date(now.getTime() - 3 * 3600_000).toISOString();
  return `${prefix}-${br.slice(0, 19).replace(/\D/g, '')}.xlsx`;
}
