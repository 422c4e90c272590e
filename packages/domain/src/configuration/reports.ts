/** Reports (spec 3 §5 "Report", §7 report export, image links; §9 default range). */
import { brasiliaWallClock, parseDateInput } from '../dates.ts';
import { CONFIG_MSG } from './messages.ts';

export const REPORT_DEFAULT_RANGE = { from: '1900-01-01', to: '2100-01-01' } as const;

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
  const br = brasiliaWallClock(now).toISOString();
  return `${prefix}-${br.slice(0, 19).replace(/\D/g, '')}.xlsx`;
}
