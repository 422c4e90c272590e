import type { Unit } from '@admissao/domain';
import { api } from '../../lib/api';

export interface UnitInput {
  UNIDADE: string;
  EMAILRESPONSAVEL: string;
}

export const createUnit = (input: UnitInput) =>
  api<Unit & { message?: string }>('/candidate/data/units', { method: 'POST', body: input });
export const updateUnit = (input: UnitInput & { CODUNIDADE: number }) =>
  api<Unit & { message?: string }>('/candidate/data/units', { method: 'PUT', body: input });
export const deleteUnit = (unit: Unit) =>
  api<{ message?: string }>('/candidate/data/units', {
    method: 'DELETE',
    body: { CODADM: unit.CODADM, CODCLI: unit.CODCLI, CODUNIDADE: unit.CODUNIDADE },
  });
