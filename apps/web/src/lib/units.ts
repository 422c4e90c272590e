/** The active client's units (GET /candidate/data/units): read by the units page and the registration form. */
import { useQuery } from '@tanstack/react-query';
import type { Unit } from '@admissao/domain';
import { api } from './api';

export const UNITS_KEY = ['units'] as const;

export const fetchUnits = () => api<Unit[]>('/candidate/data/units');

/** Ordered by name. */
export function useUnits() {
  return useQuery({ queryKey: UNITS_KEY, queryFn: fetchUnits, retry: false });
}
