/** The candidate accepts the terms of use: the acceptance itself and its log entry (spec 2 §7). */
import { candidateLogApi, candidateRecordApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const acceptTerms = (CODCANDIDATO: number, CODUSUARIO: number | undefined, CODSTATUS: number) =>
  Promise.all([
    call(candidateRecordApi.acceptTerms, { body: { CODCANDIDATO, CODUSUARIO } }),
    call(candidateLogApi.add, {
      body: {
        CODCANDIDATO,
        CODUSUARIO,
        CODSTATUS,
        OBSERVACOES: 'Termos de uso aceitos pelo usuário',
        TIPO: 'A',
      },
    }),
  ]);
