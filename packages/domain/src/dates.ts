/** Dates as a Brazilian HR team reads them: "today" is today in Brasília time. */
export const BRAZIL_TZ = 'America/Sao_Paulo';

// Formatters are built once: building one costs ~0.4 ms (a dashboard call built three, and the
// access-log CSV one per row), formatting with it a few microseconds
const YMD_IN_BRAZIL = new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TZ });

/** yyyy-mm-dd of the given instant in Brasília time. */
export function isoDateInBrazil(at: Date = new Date()): string {
  return YMD_IN_BRAZIL.format(at);
}

/**
 * The instant moved so that its UTC fields read Brasília's wall clock (UTC−3, no daylight saving since
 * 2019): for names and stamps built from `getUTC…` or `toISOString()` (file names, zip entry times).
 */
export const brasiliaWallClock = (at: Date = new Date()): Date => new Date(at.getTime() - 3 * 3600_000);

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHOWN_DAY = /^\d{2}\/\d{2}\/\d{4}$/;

const instantOf = (value: string | Date): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * dd/mm/yyyy of what a person sees, the one date formatter of the product: a calendar day
 * (yyyy-mm-dd: birth, start date) as it is; an instant (ISO with time, Date: sent, created,
 * updated) as the day it was in Brasília, whatever the browser's or server's zone. A value
 * already dd/mm/yyyy passes; empty when absent or not a date.
 */
export function formatDateBR(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && SHOWN_DAY.test(value)) return value;
  let ymd: string;
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) ymd = value;
  else {
    const at = instantOf(value);
    if (!at) return '';
    ymd = isoDateInBrazil(at);
  }
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy HH:mm of an instant in Brasília time; empty when absent or not a date. */
export function formatDateTimeBR(value: string | Date | null | undefined): string {
  const at = value ? instantOf(value) : null;
  return at ? DATE_TIME.format(at).replace(',', '') : '';
}

/**
 * The years a typed date may have. Outside them a "date" is a typing slip or a probe, and the
 * database cannot take every one of them: PostgreSQL has no year 0 and 31/12/9999 plus Brasília's
 * offset is year 10000 (SQLSTATE 22008, issue 31 §6). Every rule that is stricter (a birth after
 * 1900, a start date within a year) still says its own message for the years in between.
 */
export const DATE_INPUT_YEARS = { min: 1000, max: 2999 } as const;

/** Parses dd/mm/yyyy, yyyy-mm-dd or yyyymmdd into yyyy-mm-dd; null when not a real date of DATE_INPUT_YEARS. */
export function parseDateInput(value: string): string | null {
  const v = value.trim();
  const m =
    /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v)?.slice(1).reverse() ??
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)?.slice(1) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(v)?.slice(1);
  if (!m) return null;
  const year = Number(m[0]);
  if (year < DATE_INPUT_YEARS.min || year > DATE_INPUT_YEARS.max) return null;
  const ymd = `${m[0]}-${m[1]}-${m[2]}`;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
}

/** The instant a Brazilian calendar day starts (Brasília has been UTC−3 all year since 2019). */
export const startOfBrazilDay = (ymd: string) => new Date(`${ymd}T00:00:00-03:00`);
