/**
 * What a remote list's cache holds — its searches and the names of stored codes — apart from the
 * select itself, so a page that only shows a code's name (the staff view) does not load the select
 * (issue 15 §4).
 */
import { queryOptions } from '@tanstack/react-query';

export interface Option {
  value: string;
  label: string;
}

/** Where a select with server-side search gets its options. */
export interface RemoteOptions {
  /**
   * the cache key of the call that answers the list (keyOf(lookupsApi.banks)): its searches and the
   * names of codes are kept under it, so invalidateCalls of that call refreshes them too
   */
  queryKey: readonly unknown[];
  /** options matching the text typed (also asked with the stored code, to show its name) */
  load: (filter: string) => Promise<Option[]>;
  /** wait after the last key before asking (ms) */
  debounceMs?: number;
  /** shortest text that is searched */
  minChars?: number;
}

/** The cache key of one search of a remote list (under the call's key, like every search of it). */
export const remoteSearchKey = (remote: RemoteOptions, filter: string) =>
  [...remote.queryKey, 'search', filter] as const;

/** The name of a stored code, asked once with the code itself (the select and the staff view share it). */
export function remoteLabelQuery(remote: RemoteOptions | undefined, code: string) {
  return queryOptions({
    queryKey: [...(remote?.queryKey ?? []), 'code', code],
    queryFn: async (): Promise<Option> =>
      (await remote!.load(code)).find((o) => o.value === code) ?? { value: code, label: code },
    enabled: Boolean(remote && code),
    staleTime: Infinity,
    retry: false,
  });
}
