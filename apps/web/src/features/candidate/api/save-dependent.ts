/**
 * A dependent of the candidate: add (POST) or change (PUT, with CODDEP), remove; after either the
 * list is read again (awaited, so the dialog closes on the new list) and the record (its flags).
 */
import { useQueryClient } from '@tanstack/react-query';
import { candidateExtrasApi, candidateRecordApi } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

/** The dialog's payload: each field as the registry stores it. */
type Fields = Record<string, string | number | boolean | null>;

export const saveDependent = (CODCANDIDATO: number, fields: Fields, CODDEP?: number) =>
  CODDEP
    ? call(candidateExtrasApi.updateDependent, { body: { ...fields, CODCANDIDATO, CODDEP } })
    : call(candidateExtrasApi.addDependent, { body: { ...fields, CODCANDIDATO } });

export const removeDependent = (CODCANDIDATO: number, CODDEP: number) =>
  call(candidateExtrasApi.removeDependent, { body: { CODCANDIDATO, CODDEP } });

/** what a screen reads again after a dependent was saved or removed */
export function useRefreshDependents() {
  const queryClient = useQueryClient();
  return async () => {
    await invalidateCalls(queryClient, candidateExtrasApi.dependents);
    void invalidateCalls(queryClient, candidateRecordApi.get);
  };
}
