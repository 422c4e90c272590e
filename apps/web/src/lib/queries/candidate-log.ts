/** The candidate's log (GET /candidate/log/{id}), whole or for one document: staff view and document check. */
import { candidateLogApi } from '@admissao/domain';
import { callQuery } from '../call';

export const getCandidateLogQueryOptions = (id: number, CODTIPODOC?: number) =>
  callQuery(
    candidateLogApi.list,
    { params: { id }, query: CODTIPODOC ? { CODTIPODOC } : {} },
    { retry: false },
  );
