import { useCallback, useState } from 'react';
import { readJson, tableColumnsKey, writeJson } from '../../lib/storage';

export interface ChoosableColumn {
  accessor: string;
  title: string;
  /** false: always shown */
  toggleable?: boolean;
}

/**
 * Which columns of a table are hidden, kept under `admissao.tableColumns.<table>` (an array
 * of hidden accessors; logout keeps it). New columns are shown by default.
 */
export function useColumnChoice(table: string, columns: ChoosableColumn[]) {
  const key = tableColumnsKey(table);
  const [hidden, setHidden] = useState<string[]>(() => {
    const stored = readJson<unknown>(key);
    return Array.isArray(stored) ? stored.filter((a): a is string => typeof a === 'string') : [];
  });
  const toggleable = columns.filter((c) => c.toggleable !== false);
  const save = useCallback(
    (next: string[]) => {
      setHidden(next);
      writeJson(key, next);
    },
    [key],
  );
  const toggle = (accessor: string) => {
    const isHidden = hidden.includes(accessor);
    const visibleCount = toggleable.filter((c) => !hidden.includes(c.accessor)).length;
    // at least one choosable column stays visible
    if (!isHidden && visibleCount <= 1) return;
    save(isHidden ? hidden.filter((a) => a !== accessor) : [...hidden, accessor]);
  };
  return {
    isHidden: (accessor: string) => hidden.includes(accessor),
    toggle,
    reset: () => save([]),
    columns: toggleable,
  };
}

export type ColumnChoice = ReturnType<typeof useColumnChoice>;
