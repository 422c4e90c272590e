/** A candidate's dependents and authorized persons, read by the candidate page and the staff view. */
import { candidateExtrasApi } from '@admissao/domain';
import { callQuery } from '../call';

export const getDependentsQueryOptions = (id: number) =>
  callQuery(candidateExtrasApi.dependents, { params: { id } }, { retry: false });

export const getAuthorizationsQueryOptions = (id: number) =>
  callQuery(candidateExtrasApi.authorizations, { params: { id } }, { retry: false });
