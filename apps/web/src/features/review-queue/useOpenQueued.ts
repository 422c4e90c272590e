/**
 * Opening a candidate of the queue: the candidate's client becomes the active one when it is
 * another (as the client picker and /admin/candidato do: the cache of the previous client is
 * dropped), then the checking screen opens — for a MANAGER, who may not check documents, the
 * candidate page.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ReviewQueueRow } from '@admissao/domain';
import { getSession, setActiveClient } from '../../lib/session';

export function useOpenQueued() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (row: ReviewQueueRow) => {
      const session = getSession();
      const active = session.client;
      if (!active || active.CODADM !== row.CODADM || active.CODCLI !== row.CODCLI) {
        setActiveClient({ CODADM: row.CODADM, CODCLI: row.CODCLI, NOMECLI: row.NOMECLI });
        queryClient.clear();
      }
      const screen = session.user?.PERMISSAO === 'ADMIN' ? 'conferir' : 'dados';
      void navigate(`/admin/${screen}/${row.CODCANDIDATO}`);
    },
    [navigate, queryClient],
  );
}
