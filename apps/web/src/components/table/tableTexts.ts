/** Shared table settings (spec 1 §9): page sizes, pt-BR texts and labels of mantine-datatable. */
import 'mantine-datatable/styles.css';

export const PAGE_SIZES = [10, 20, 25, 50];
export const DEFAULT_PAGE_SIZE = 25;

const CONTROL_LABELS: Record<string, string> = {
  first: 'Primeira página',
  last: 'Última página',
  previous: 'Página anterior',
  next: 'Próxima página',
};

/** Props of DataTable in pt-BR; `totalText` replaces the total (e.g. 'mais de 10.000'). */
export function tableTexts(totalText?: string) {
  return {
    noRecordsText: 'Nenhum registro encontrado',
    loadingText: 'Carregando…',
    recordsPerPageLabel: 'Registros por página',
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `${from}–${to} de ${totalText ?? totalRecords.toLocaleString('pt-BR')}`,
    getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
      'aria-label': CONTROL_LABELS[control],
    }),
    getPaginationItemProps: (page: number) => ({ 'aria-label': `Página ${page}` }),
  };
}
