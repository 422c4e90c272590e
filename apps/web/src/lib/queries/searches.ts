/**
 * The lookups searched on the server as the candidate types (debounced): municipalities (by
 * nationality) and banks, as the options of components/fields/lookups.ts.
 */
import { bankLabel, lookupsApi } from '@admissao/domain';
import type { RemoteOptions } from '../../components/fields/RemoteSelect';
import { call, keyOf } from '../call';

export function cities(NACIONALIDADE: string, naturalizado: boolean): RemoteOptions {
  const NATURALIZADO = String(naturalizado);
  return {
    queryKey: keyOf(lookupsApi.cities, { query: { NACIONALIDADE, NATURALIZADO } }),
    debounceMs: 1000,
    minChars: 2,
    load: async (FILTER) => {
      const rows = await call(lookupsApi.cities, { query: { FILTER, NACIONALIDADE, NATURALIZADO } });
      return rows.map((r) => ({ value: r.MUNICIPIO_UF_DADOS, label: r.MUNICIPIO_UF_NOME_COMPLETO }));
    },
  };
}

export const BANKS: RemoteOptions = {
  queryKey: keyOf(lookupsApi.banks),
  debounceMs: 500,
  minChars: 1,
  load: async (FILTER) => {
    const rows = await call(lookupsApi.banks, { query: { FILTER } });
    return rows.map((r) => ({ value: String(r.CODBANCO), label: bankLabel(r) }));
  },
};
