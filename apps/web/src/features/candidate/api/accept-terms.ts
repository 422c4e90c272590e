/**
 * The candidate accepts the version of the terms they read (VERSAO, its hash; decision 055): the acceptance
 * itself, then its log entry (spec 2 §7) once the API took it.
 */
import { candidateLogApi, candidateRecordApi } from '@admissao/domain';
import { call } from '../../../lib/call';

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
