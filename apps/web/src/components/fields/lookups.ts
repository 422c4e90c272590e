/**
 * Options of the lookup fields: short reference lists fetched once and cached (human race:
 * active entries only), municipalities and banks searched on the server as the candidate
 * types (debounced). A failing lookup shows nothing (spec 2 §8); it is only logged.
 */
import { useQuery } from '@tanstack/react-query';
import type { FieldContext, FieldDef, LookupKey } from '@admissao/domain';
import type { Option, RemoteOptions } from './RegistryInput';
import { api } from '../../lib/api';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const STATIC: Partial<Record<LookupKey, { path: string; toOption: (r: Row) => Option | null }>> = {
  marital_status: {
    path: 'marital_status',
    toOption: (r) => ({ value: text(r.ID), label: text(r.ESTADOCIVIL) }),
  },
  education_level: {
    path: 'education_level',
    toOption: (r) => ({ value: text(r.ID), label: text(r.GRAUINSTITUICAO) }),
  },
  human_race: {
    path: 'human_race',
    toOption: (r) => (r.ATIVO === false ? null : { value: text(r.ID), label: text(r.RACA) }),
  },
  public_place: { path: 'public_place', toOption: (r) => ({ value: text(r.ID), label: text(r.DESCRICAO) }) },
  uf: {
    path: 'states',
    toOption: (r) => ({ value: text(r.UF_SIGLA), label: `${text(r.UF_SIGLA)} - ${text(r.UF_NOME)}` }),
  },
};

async function loadList(key: LookupKey): Promise<Option[]> {
  const def = STATIC[key];
  if (!def) return [];
  try {
    const rows = await api<Row[]>(`/candidate/data/${def.path}`);
    return rows.map(def.toOption).filter((o): o is Option => o !== null && o.value !== '');
  } catch (e) {
    console.warn(`lookup ${key} failed`, e);
    throw e;
  }
}

/** A reference list (null key: none), cached for the session. */
export function useLookupOptions(key: LookupKey | null | undefined) {
  return useQuery({
    queryKey: ['lookup', key],
    queryFn: () => loadList(key!),
    enabled: Boolean(key && STATIC[key]),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function cities(nacionalidade: string, naturalizado: boolean): RemoteOptions {
  return {
    queryKey: ['cities', nacionalidade, naturalizado],
    debounceMs: 1000,
    minChars: 2,
    load: async (filter) => {
      const rows = await api<Row[]>(
        `/candidate/data/cities?${query({ FILTER: filter, NACIONALIDADE: nacionalidade, NATURALIZADO: String(naturalizado) })}`,
      );
      return rows.map((r) => ({
        value: text(r.MUNICIPIO_UF_DADOS),
        label: text(r.MUNICIPIO_UF_NOME_COMPLETO),
      }));
    },
  };
}

const BANKS: RemoteOptions = {
  queryKey: ['banks'],
  debounceMs: 500,
  minChars: 1,
  load: async (filter) => {
    const rows = await api<Row[]>(`/candidate/data/banks?${query({ FILTER: filter })}`);
    return rows.map((r) => ({
      value: text(r.CODBANCO),
      label: r.CODBACEN ? `${text(r.CODBACEN)} - ${text(r.BANCO_NOME)}` : text(r.BANCO_NOME),
    }));
  },
};

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
      return cities(text(ctx.values.NACIONALIDADE) || 'BRA', ctx.values.NATURALIZADO === true);
    default:
      return undefined;
  }
}
