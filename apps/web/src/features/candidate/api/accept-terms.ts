/**
 * The candidate accepts the version of the terms they read (its HASH; decision 055): the acceptance
 * itself, then its log entry (spec 2 §7) once the API took it.
 */
import { candidateLogApi, candidateRecordApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export async function acceptTerms(
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODSTATUS: number,
  HASH: string,
) {
  const answer = await call(candidateRecordApi.acceptTerms, { body: { CODCANDIDATO, CODUSUARIO, HASH } });
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
