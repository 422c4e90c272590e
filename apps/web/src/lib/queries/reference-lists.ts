/**
 * The short reference lists (states, marital status, education levels, races, street types): one
 * query each, shared by every screen that reads them, read once per session (they change only
 * with a new version of the product).
 */
import { lookupsApi, referenceApi } from '@admissao/domain';
import { call, callQuery, keyOf } from '../call';

const FOR_THE_SESSION = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export const getStatesQueryOptions = () => callQuery(referenceApi.states, undefined, FOR_THE_SESSION);
export const getMaritalStatusQueryOptions = () =>
  callQuery(lookupsApi.maritalStatus, undefined, FOR_THE_SESSION);
export const getEducationLevelsQueryOptions = () =>
  callQuery(lookupsApi.educationLevels, undefined, FOR_THE_SESSION);
export const getHumanRacesQueryOptions = () => callQuery(lookupsApi.humanRaces, undefined, FOR_THE_SESSION);
export const getPublicPlacesQueryOptions = () =>
  callQuery(lookupsApi.publicPlaces, undefined, FOR_THE_SESSION);

/** Municipalities searched on the server as the candidate types (the key without the filter). */
export const citiesKey = (NACIONALIDADE: string, NATURALIZADO: string) =>
  keyOf(lookupsApi.cities, { query: { NACIONALIDADE, NATURALIZADO } });
export const searchCities = (FILTER: string, NACIONALIDADE: string, NATURALIZADO: string) =>
  call(lookupsApi.cities, { query: { FILTER, NACIONALIDADE, NATURALIZADO } });

/** Banks searched on the server as the candidate types. */
export const banksKey = () => keyOf(lookupsApi.banks);
export const searchBanks = (FILTER: string) => call(lookupsApi.banks, { query: { FILTER } });
