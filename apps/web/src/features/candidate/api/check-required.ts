/**
 * 'Validar' asks the server (POST /candidate/check/required) and keeps the validity flags it
 * answers in the cached record (the tab icons follow at once).
 */
import { useQueryClient } from '@tanstack/react-query';
import { candidateRecordApi, VALIDITY_FLAGS } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getCandidateRecordQueryOptions } from '../../../lib/queries/candidate-record';

export function useCheckRequired() {
  const queryClient = useQueryClient();
  return async (CODCANDIDATO: number) => {
    const result = await call(candidateRecordApi.checkRequired, { body: { CODCANDIDATO } });
    const flags = Object.fromEntries(VALIDITY_FLAGS.map((f) => [f, result[f]]));
    queryClient.setQueryData(getCandidateRecordQueryOptions(CODCANDIDATO).queryKey, (rec) =>
      rec ? { ...rec, ...flags } : rec,
    );
    return result;
  };
}
