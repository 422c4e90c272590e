/** The candidate's reply to the reviewers' observation (POST /candidate/data/change): the status moves to 10. */
import { candidateExtrasApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const sendReply = (CODCANDIDATO: number, CODUSUARIO: number | undefined, OBSSTATUS: string) =>
  call(candidateExtrasApi.changeStatus, { body: { CODCANDIDATO, CODUSUARIO, CODSTATUS: 10, OBSSTATUS } });
