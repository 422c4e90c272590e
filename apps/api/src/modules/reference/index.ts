/**
 * What the reference module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { lookupCep } from './cep-lookup.ts';
export { assertLookupValue } from './check-lookup.ts';
export { loadReferenceData } from './load-reference-data.ts';
export {
  listEducationLevels,
  listHumanRaces,
  listMaritalStatus,
  listPublicPlaces,
  searchBanks,
  searchCities,
} from './lookups.ts';
export { listStates, listStatuses } from './reference-lists.ts';
