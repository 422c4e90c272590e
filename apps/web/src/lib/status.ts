/** Status list (GET /candidate/data/status), cached in local storage (spec 1 §4). */
import { useQuery } from '@tanstack/react-query';
import { candidateExtrasApi, MSG, referenceApi, type StatusEntry } from '@admissao/domain';
import { isApiError } from './api';
import { call, keyOf } from './call';
import { notifyError } from './notify';
import { KEYS, readJson, writeJson } from './storage';

export function useStatusList() {
  const cached = readJson<StatusEntry[]>(KEYS.statusList);
  return useQuery({
    queryKey: keyOf(referenceApi.statuses),
    queryFn: async () => {
      try {
        const list = await call(referenceApi.statuses);
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
export const changeCandidateStatus = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODSTATUS: number,
  OBSSTATUS: string,
) => call(candidateExtrasApi.changeStatus, { body: { CODCANDIDATO, CODUSUARIO, CODSTATUS, OBSSTATUS } });
