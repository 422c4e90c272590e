import { BRAZIL_TZ } from '@admissao/domain';

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd/mm/yyyy HH:mm of an ISO instant, in Brasília time; empty when absent. */
export function formatDateTimeBR(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE_TIME.format(d).replace(',', '');
}

export const padCode = (n: number) => String(n).padStart(4, '0');
