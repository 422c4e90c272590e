/**
 * Opening a candidate of any of the user's clients from a screen that reads across them (the review
 * queue, the dashboard; decisions 040, 041): the candidate's client becomes the active one when it
 * is another (as the client picker and /admin/candidato do: the previous client's cache is
 * dropped), then the screen opens.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getSession, setActiveClient } from './session';

/** the candidate page's query parameter that opens its eSocial panel */
export const ESOCIAL_PANEL_PARAM = 'esocial';

export interface CandidateOfClient {
  CODCANDIDATO: number;
  CODADM: number;
  CODCLI: string;
  NOMECLI: string;
}

/**
 * 'check': the checking screen (ADMIN; a MANAGER, who may not check, gets the candidate page);
 * 'esocial': the candidate page with its eSocial panel open (decision 084).
 */
export function useOpenCandidate(screen: 'check' | 'record' | 'esocial') {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (row: CandidateOfClient) => {
      const session = getSession();
      const active = session.client;
      if (!active || active.CODADM !== row.CODADM || active.CODCLI !== row.CODCLI) {
        setActiveClient({ CODADM: row.CODADM, CODCLI: row.CODCLI, NOMECLI: row.NOMECLI });
        queryClient.clear();
      }
      const check = screen === 'check' && session.user?.PERMISSAO === 'ADMIN';
      const panel = screen === 'esocial' ? `?${ESOCIAL_PANEL_PARAM}=1` : '';
      void navigate(`/admin/${check ? 'conferir' : 'dados'}/${row.CODCANDIDATO}${panel}`);
    },
    [navigate, queryClient, screen],
  );
}
