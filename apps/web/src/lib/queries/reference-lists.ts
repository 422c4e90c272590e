/**
 * The short reference lists (states, marital status, education levels, races, street types): one
 * query each, shared by every screen that reads them, read once per session (they change only
 * with a new version of the product).
 */
import { lookupsApi, referenceApi } from '@admissao/domain';
import { callQuery } from '../call';

const FOR_THE_SESSION = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export const getStatesQueryOptions = () => callQuery(referenceApi.states, undefined, FOR_THE_SESSION);
export const getMaritalStatusQueryOptions = () =>
  callQuery(lookupsApi.maritalStatus, undefined, FOR_THE_SESSION);
export const getEducationLevelsQueryOptions = () =>
  callQuery(lookupsApi.educationLevels, undefined, FOR_THE_SESSION);
export const getHumanRacesQueryOptions = () => callQuery(lookupsApi.humanRaces, undefined, FOR_THE_SESSION);
export const getPublicPlacesQueryOptions = () =>
  callQuery(lookupsApi.publicPlaces, undefined, FOR_THE_SESSION);
