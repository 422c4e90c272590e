/**
 * Sortable column titles in pt-BR. mantine-datatable 9.4 names its sort icons in English ('Not
 * sorted', 'Sorted ascending') with no prop to change them (its issue 844), and makes the whole
 * header cell a role="button" that Space does not press. So a sortable column's title becomes a
 * real button here — named '<título>, não ordenado' / 'em ordem crescente' / 'em ordem decrescente',
 * Enter and Space both sort — and the library's own sorting is turned off for it.
 */
import { Group, UnstyledButton } from '@mantine/core';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';

const STATE = {
  none: 'não ordenado',
  asc: 'em ordem crescente',
  desc: 'em ordem decrescente',
} as const satisfies Record<'none' | DataTableSortStatus<unknown>['direction'], string>;
const ARROW = { none: '↕', asc: '↑', desc: '↓' } as const satisfies Record<keyof typeof STATE, string>;

/**
 * The columns with every `sortable` one's title made a sort button: pressing it sorts by that
 * column ascending, or reverses the direction of the column already sorted.
 */
export function sortableColumns<T>(
  columns: DataTableColumn<T>[],
  sort: DataTableSortStatus<T>,
  onSort: (sort: DataTableSortStatus<T>) => void,
): DataTableColumn<T>[] {
  return columns.map((c) => {
    if (!c.sortable) return c;
    const state = sort.columnAccessor === c.accessor ? sort.direction : 'none';
    const next = state === 'asc' ? 'desc' : 'asc';
    return {
      ...c,
      sortable: false,
      title: (
        <UnstyledButton
          onClick={() => onSort({ columnAccessor: c.accessor, direction: next })}
          fz="sm"
          fw={700}
          // two lines at most for long titles ('Última interação'), not an ellipsis
          style={{ whiteSpace: 'normal', lineHeight: 1.25 }}
          data-sort={state}
          // the name says the state; the arrow is only drawn
          aria-label={`${typeof c.title === 'string' ? c.title : String(c.accessor)}, ${STATE[state]}`}
        >
          <Group gap={4} wrap="nowrap">
            <span>{c.title}</span>
            <span
              aria-hidden="true"
              style={{ color: state === 'none' ? 'var(--mantine-color-gray-6)' : undefined }}
            >
              {ARROW[state]}
            </span>
          </Group>
        </UnstyledButton>
      ),
    };
  });
}
