/** Numbers and days as the dashboard shows them (pt-BR: decimal comma). */
import { formatDateBR } from '@admissao/domain';

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatNumber = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : NUMBER.format(n);
export const formatDays = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${NUMBER.format(n)} ${n === 1 ? 'dia' : 'dias'}`;
/** 'dd/mm' of a week's Monday on the chart's axis; the tables show the whole date */
export const shortDay = (ymd: string) => formatDateBR(ymd).slice(0, 5);
