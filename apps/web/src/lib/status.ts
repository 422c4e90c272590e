/** Status list (GET /candidate/data/status), cached in local storage (spec 1 §4). */
import { useQuery } from '@tanstack/react-query';
import { MSG, type StatusEntry } from '@admissao/domain';
import { api, isApiError } from './api';
import { notifyError } from './notify';
import { KEYS, readJson, writeJson } from './storage';

export function useStatusList() {
  const cached = readJson<StatusEntry[]>(KEYS.statusList);
  return useQuery({
    queryKey: ['statusList'],
    queryFn: async () => {
      try {
        const list = await api<StatusEntry[]>('/candidate/data/status', { auth: false });
        writeJson(KEYS.statusList, list);
        return list;
      } catch (e) {
        notifyError(MSG.fetchError, isApiError(e) ? e.message : undefined);
        throw e;
      }
    },
    initialData: cached ?? undefined,
    staleTime: cached ? 5 * 60_000 : 0,
    retry: false,
  });
}

export function statusLookup(list: StatusEntry[] | undefined) {
  const map = new Map<number, StatusEntry>();
  for (const s of list ?? []) map.set(s.CODSTATUS, s);
  return map;
}

/** Staff status change (docs/api-lifecycle.md, POST /candidate/data/change). */
export interface StatusChangeAnswer {
  CODCANDIDATO: number;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  message: string;
}

export const changeCandidateStatus = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODSTATUS: number,
  OBSSTATUS: string,
) =>
  api<StatusChangeAnswer>('/candidate/data/change', {
    body: { CODCANDIDATO, CODUSUARIO, CODSTATUS, OBSSTATUS },
  });
