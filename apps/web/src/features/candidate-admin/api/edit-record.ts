/**
 * Staff edits of a candidate's record (the staff view reads everything again after, with
 * refresh-candidate.ts): the personal data as a whole, one field of a section, one custom value.
 */
import { candidateExtrasApi, candidateRecordApi, lifecycleApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';

export const editPersonal = (body: CallInput<typeof lifecycleApi.editPersonal>['body']) =>
  call(lifecycleApi.editPersonal, { body });

export const patchRecordField = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  FIELD: string,
  VALUE: string | null,
) => call(candidateRecordApi.patchField, { body: { CODCANDIDATO, CODUSUARIO, FIELD, VALUE } });

export const saveCustomValue = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODINFO: number,
  DESCRICAO: string,
) => call(candidateExtrasApi.saveCustomValue, { body: { CODCANDIDATO, CODUSUARIO, CODINFO, DESCRICAO } });
