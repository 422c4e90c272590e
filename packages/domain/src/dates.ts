/** Dates as a Brazilian HR team reads them: "today" is today in Brasília time. */
export const BRAZIL_TZ = 'America/Sao_Paulo';

/** yyyy-mm-dd of the given instant in Brasília time. */
export function isoDateInBrazil(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TZ }).format(at);
}

/** dd/mm/yyyy from yyyy-mm-dd (or an ISO instant, read in Brasília time). */
export function formatDateBR(value: string | Date | null | undefined): string {
  if (!value) return '';
  const ymd =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : isoDateInBrazil(new Date(value));
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

/** Parses dd/mm/yyyy, yyyy-mm-dd or yyyymmdd into yyyy-mm-dd; null when not a real date. */
export function parseDateInput(value: string): string | null {
  const v = value.trim();
  const m =
    /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v)?.slice(1).reverse() ??
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)?.slice(1) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(v)?.slice(1);
  if (!m) return null;
  const ymd = `${m[0]}-${m[1]}-${m[2]}`;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
}

/** The instant a Brazilian calendar day starts (Brasília has been UTC−3 all year since 2019). */
export const startOfBrazilDay = (ymd: string) => new Date(`${ymd}T00:00:00-03:00`);
