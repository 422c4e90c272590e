/** One field of a candidate's record (staff); the view is read again after (refresh-candidate.ts). */
import { candidateRecordApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const patchRecordField = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  FIELD: string,
  VALUE: string | null,
) => call(candidateRecordApi.patchField, { body: { CODCANDIDATO, CODUSUARIO, FIELD, VALUE } });
