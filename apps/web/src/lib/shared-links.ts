/** Recorded bearer links (GET /candidate/shared-links, DELETE /candidate/shared-links/{ID}; decision 009). */
import { useQueryClient } from '@tanstack/react-query';
import { sharedLinksApi, type SharedLinkType } from '@admissao/domain';
import { call, callQuery, keyOf } from './call';

const listInput = (TIPO: SharedLinkType, CODCANDIDATO?: number) => ({
  query: { TIPO, ...(CODCANDIDATO ? { CODCANDIDATO } : {}) },
});

/** The cache key of one list, for a screen that makes links of that kind and shows them at once. */
export const sharedLinksKey = (type: SharedLinkType, codcandidato?: number) =>
  keyOf(sharedLinksApi.list, listInput(type, codcandidato));

export const getSharedLinksQueryOptions = (type: SharedLinkType, codcandidato?: number) =>
  callQuery(sharedLinksApi.list, listInput(type, codcandidato), { retry: false });

export const revokeSharedLink = (ID: number) => call(sharedLinksApi.revoke, { params: { ID } });

/** after a link was made or revoked: that list is read again (awaited, so the screen shows it) */
export function useRefreshSharedLinks(type: SharedLinkType, codcandidato?: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sharedLinksKey(type, codcandidato) });
}
