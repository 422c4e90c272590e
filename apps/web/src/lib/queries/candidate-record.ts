/**
 * The candidate record (GET /candidate/{id}): the candidate's own page, the staff view and the
 * document check read it. Always fetched again when a screen opens (staleTime 0): another tab
 * or a reviewer may have changed it. A screen patches this entry (setQueryData with
 * getCandidateRecordQueryOptions(id).queryKey) with what a save answers.
 */
import { useQuery } from '@tanstack/react-query';
import { candidateRecordApi } from '@admissao/domain';
import { callQuery } from '../call';
import { retryOnceUnlessRefused } from './retry';

export const getCandidateRecordQueryOptions = (id: number) =>
  callQuery(candidateRecordApi.get, { params: { id } }, { staleTime: 0, retry: retryOnceUnlessRefused });

export const useCandidateRecord = (id: number) => useQuery(getCandidateRecordQueryOptions(id));
