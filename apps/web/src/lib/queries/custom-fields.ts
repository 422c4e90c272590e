/**
 * The client's custom fields (GET /candidate/customFields/list; a candidate gets only the active
 * ones they fill) and a candidate's values (GET /candidate/customFieldsData/{id}). Registration,
 * the candidate page and the staff view each pick the fields they show with `select`.
 */
import { candidateExtrasApi, candidatesApi } from '@admissao/domain';
import { callQuery } from '../call';

/** Fields change only in configuration (which invalidates this call): five minutes spare the reloads. */
export const getCustomFieldsQueryOptions = () =>
  callQuery(candidatesApi.customFields, undefined, { staleTime: 5 * 60_000, retry: false });

export const getCustomValuesQueryOptions = (id: number) =>
  callQuery(candidateExtrasApi.customValues, { params: { id } }, { retry: false });
