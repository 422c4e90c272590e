/** One custom field's value of a candidate (staff); the view is read again after (refresh-candidate.ts). */
import { candidateExtrasApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const saveCustomValue = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODINFO: number,
  DESCRICAO: string,
) => call(candidateExtrasApi.saveCustomValue, { body: { CODCANDIDATO, CODUSUARIO, CODINFO, DESCRICAO } });
