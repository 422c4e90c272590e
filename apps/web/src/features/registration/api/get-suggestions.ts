/** Names already used in the client (GET /candidate/data/managers, /recruiters), by prefix. */
import { queryOptions } from '@tanstack/react-query';
import { candidatesApi } from '@admissao/domain';
import { call, keyOf } from '../../../lib/call';

export type SuggestionKind = 'managers' | 'recruiters';

async function namesOf(kind: SuggestionKind, FILTER: string, signal: AbortSignal): Promise<string[]> {
  if (kind === 'managers')
    return (await call(candidatesApi.managers, { query: { FILTER } }, { signal })).map((r) => r.GESTOR);
  return (await call(candidatesApi.recruiters, { query: { FILTER } }, { signal })).map((r) => r.RECRUTADOR);
}

export const getSuggestionsQueryOptions = (kind: SuggestionKind, FILTER: string) =>
  queryOptions({
    queryKey: keyOf(candidatesApi[kind], { query: { FILTER } }),
    queryFn: ({ signal }) => namesOf(kind, FILTER, signal),
    staleTime: 60_000,
    retry: false,
  });
