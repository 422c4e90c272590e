/** The active client's units (GET /candidate/data/units): read by the units page and the registration form. */
import { useQuery } from '@tanstack/react-query';
import { unitsApi } from '@admissao/domain';
import { callQuery } from './call';

/** Ordered by name. */
export const unitsQuery = () => callQuery(unitsApi.list, undefined, { retry: false });

export const useUnits = () => useQuery(unitsQuery());
