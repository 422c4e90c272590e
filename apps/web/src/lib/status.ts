/** Status list (GET /candidate/data/status), cached in local storage (spec 1 §4). */
import { useQuery } from '@tanstack/react-query';
import type { StatusEntry } from '@admissao/domain';
import { api } from './api';
import { KEYS, readJson, writeJson } from './storage';

export function useStatusList() {
  const cached = readJson<StatusEntry[]>(KEYS.statusList);
  return useQuery({
    queryKey: ['statusList'],
    queryFn: async () => {
      const list = await api<StatusEntry[]>('/candidate/data/status', { auth: false });
      writeJson(KEYS.statusList, list);
      return list;
    },
    initialData: cached ?? undefined,
    staleTime: cached ? 5 * 60_000 : 0,
  });
}

export function statusLookup(list: StatusEntry[] | undefined) {
  const map = new Map<number, StatusEntry>();
  for (const s of list ?? []) map.set(s.CODSTATUS, s);
  return map;
}
