/** The candidate's access link (GET /candidate/access-link/{id}) and its resend by e-mail. */
import { useQueryClient } from '@tanstack/react-query';
import { accessLinkApi } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';

export const getAccessLinkQueryOptions = (id: number) =>
  callQuery(accessLinkApi.get, { params: { id } }, { staleTime: 0 });

export const resendAccessLink = (CODCANDIDATO: number, CODUSUARIO: number | undefined) =>
  call(accessLinkApi.resend, { body: { CODCANDIDATO, CODUSUARIO } });

/** resendAccessLink with its cache update: the dialog shows the link the resend answered */
export function useResendAccessLink(id: number) {
  const queryClient = useQueryClient();
  return async (CODUSUARIO: number | undefined) => {
    const answer = await resendAccessLink(id, CODUSUARIO);
    queryClient.setQueryData(getAccessLinkQueryOptions(id).queryKey, answer);
    return answer;
  };
}
