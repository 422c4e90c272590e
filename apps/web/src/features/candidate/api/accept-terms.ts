/**
 * The candidate accepts the version of the terms they read (VERSAO, its hash; decision 055): the acceptance
 * itself, then its log entry (spec 2 §7) once the API took it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { candidateLogApi, candidateRecordApi, termsApi } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';

export async function acceptTerms(
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODSTATUS: number,
  VERSAO: string,
) {
  const answer = await call(candidateRecordApi.acceptTerms, { body: { CODCANDIDATO, CODUSUARIO, VERSAO } });
  await call(candidateLogApi.add, {
    body: {
      CODCANDIDATO,
      CODUSUARIO,
      CODSTATUS,
      OBSERVACOES: 'Termos de uso aceitos pelo usuário',
      TIPO: 'A',
    },
  });
  return answer;
}

/** The current terms of the candidate's client (GET /candidate/terms) and whether they were accepted. */
const termsQuery = () => callQuery(termsApi.current, undefined, { staleTime: 5 * 60_000 });

export const useTerms = () => useQuery(termsQuery());

/** accepted, or a newer version to read: either way the server says what is current */
export function useRefreshTerms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: termsQuery().queryKey });
}
