/**
 * Options of the lookup fields: short reference lists read once per session (human race: active
 * entries only; lib/queries/reference-lists.ts), municipalities and banks searched on the server as
 * the candidate types (debounced). A failing lookup shows nothing (spec 2 §8); it is only logged.
 */
import { useQueries, type QueryFunctionContext, type UseQueryOptions } from '@tanstack/react-query';
import { type FieldContext, type FieldDef, type LookupKey } from '@admissao/domain';
import type { Option, RemoteOptions } from './RegistryInput';
import {
  getEducationLevelsQueryOptions,
  getHumanRacesQueryOptions,
  getMaritalStatusQueryOptions,
  getPublicPlacesQueryOptions,
  getStatesQueryOptions,
} from '../../lib/queries/reference-lists';
import { BANKS, cities } from '../../lib/queries/searches';

type OptionsQuery = UseQueryOptions<unknown, Error, Option[], readonly unknown[]>;

/**
 * A list's query whose data, for a field, is its rows as options (the cache keeps the answer, which
 * other screens read too). A failing list shows nothing (spec 2 §8): it is only logged.
 */
function optionsOf<R, K extends readonly unknown[]>(
  key: LookupKey,
  query: UseQueryOptions<R[], Error, R[], K>,
  toOption: (row: R) => Option | null,
): OptionsQuery {
  const load = query.queryFn;
  return {
    ...query,
    queryFn:
      typeof load === 'function'
        ? (context: QueryFunctionContext<K>) =>
            Promise.resolve(load(context)).catch((e: unknown) => {
              console.warn(`lookup ${key} failed`, e);
              throw e;
            })
        : load,
    select: (rows: R[]) => rows.map(toOption).filter((o): o is Option => o !== null && o.value !== ''),
    // the lists differ in their rows, not in what a field receives: one type for all of them
  } as unknown as OptionsQuery;
}

/** Built once: a stable `select` keeps each list's options the same array between renders. */
const LISTS: Partial<Record<LookupKey, OptionsQuery>> = {
  marital_status: optionsOf('marital_status', getMaritalStatusQueryOptions(), (r) => ({
    value: r.ID,
    label: r.ESTADOCIVIL,
  })),
  education_level: optionsOf('education_level', getEducationLevelsQueryOptions(), (r) => ({
    value: String(r.ID),
    label: r.GRAUINSTITUICAO,
  })),
  human_race: optionsOf('human_race', getHumanRacesQueryOptions(), (r) =>
    r.ATIVO ? { value: String(r.ID), label: r.RACA } : null,
  ),
  public_place: optionsOf('public_place', getPublicPlacesQueryOptions(), (r) => ({
    value: String(r.ID),
    label: r.DESCRICAO,
  })),
  uf: optionsOf('uf', getStatesQueryOptions(), (r) => ({
    value: r.UF_SIGLA,
    label: `${r.UF_SIGLA} - ${r.UF_NOME}`,
  })),
};

/** A reference list as options (null key, or a key without a list: no data). */
export function useLookupOptions(key: LookupKey | null | undefined) {
  const list = key ? LISTS[key] : undefined;
  const queries: OptionsQuery[] = list ? [list] : [];
  return useQueries({ queries, combine: (results) => ({ data: results[0]?.data }) });
}

/** Where a field searches its options on the server, or undefined (fixed list or none). */
export function remoteOptionsOf(def: FieldDef, ctx: FieldContext): RemoteOptions | undefined {
  if (def.type === 'bank') return BANKS;
  if (def.type !== 'lookup') return undefined;
  switch (def.lookup) {
    case 'city':
      return cities('BRA', false);
    case 'country':
      return cities('EST', false);
    case 'birthplace':
      return cities(String(ctx.values.NACIONALIDADE ?? '') || 'BRA', ctx.values.NATURALIZADO === true);
    default:
      return undefined;
  }
}
