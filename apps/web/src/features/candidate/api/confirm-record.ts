/** Finalizar of the candidate (POST /candidate/confirm). */
import { candidateRecordApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const confirmRecord = (CODCANDIDATO: number) =>
  call(candidateRecordApi.confirm, { body: { CODCANDIDATO } });
