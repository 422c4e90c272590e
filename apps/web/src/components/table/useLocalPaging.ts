import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './tableTexts';

/**
 * Paging of a list the page holds whole (the short admin lists): the records of the current
 * page and DataTable's paging props; a new page size goes back to page 1.
 */
export function useLocalPaging<T>(list: readonly T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  return {
    records: list.slice((page - 1) * pageSize, page * pageSize),
    paging: {
      totalRecords: list.length,
      recordsPerPage: pageSize,
      page,
      onPageChange: setPage,
      recordsPerPageOptions: PAGE_SIZES,
      onRecordsPerPageChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
