/** The candidate's access link (GET /candidate/access-link/{id}) and its resend by e-mail. */
import { accessLinkApi } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';

export const getAccessLinkQueryOptions = (id: number) =>
  callQuery(accessLinkApi.get, { params: { id } }, { staleTime: 0 });

export const resendAccessLink = (CODCANDIDATO: number, CODUSUARIO: number | undefined) =>
  call(accessLinkApi.resend, { body: { CODCANDIDATO, CODUSUARIO } });
