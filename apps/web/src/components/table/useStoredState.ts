import { useCallback, useState } from 'react';
import { readJson, STORAGE_PREFIX, writeJson } from '../../lib/storage';

/** Key of a table's remembered state (page, size, sort, filters); cleared at logout. */
export const tableStateKey = (table: string) => `${STORAGE_PREFIX}tableState.${table}`;

/**
 * State kept in local storage under `key`; `sanitize` repairs what was read (old or
 * tampered values) against the defaults.
 */
export function useStoredState<T>(
  key: string,
  defaults: T,
  sanitize: (stored: unknown, defaults: T) => T,
): [T, (update: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => sanitize(readJson<unknown>(key), defaults));
  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      setValue((prev) => {
        const v = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
        writeJson(key, v);
        return v;
      });
    },
    [key],
  );
  return [value, update];
}
