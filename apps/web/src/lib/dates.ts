import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

/** yyyy-mm-dd (or ISO) → dd/mm/yyyy; empty when absent or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return value;
  const d = dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

export { dayjs };
