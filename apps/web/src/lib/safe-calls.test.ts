import { describe, expect, it } from 'vitest';
import * as domain from '@admissao/domain';
import type { Operation } from '@admissao/domain';
import { isSafeToRepeat, keyOfCall, listedCalls } from './safe-calls';

/** every operation of the contract: the `…Api` objects of the domain */
const operations: Operation[] = Object.entries(domain)
  .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
  .flatMap(([, group]) => Object.values(group as Record<string, Operation>))
  .filter((o) => typeof o?.path === 'string' && typeof o.method === 'string');

describe('calls safe to repeat', () => {
  it('names only operations the contract declares', () => {
    const declared = new Set(operations.map(keyOfCall));
    expect(operations.length).toBeGreaterThan(50);
    expect(listedCalls().filter((k) => !declared.has(k))).toEqual([]);
  });

  it('repeats reads, never writes', () => {
    expect(isSafeToRepeat(domain.referenceApi.statusCounts)).toBe(true);
    expect(isSafeToRepeat(domain.userApi.read)).toBe(true);
    expect(isSafeToRepeat(domain.documentsApi.list)).toBe(true);
    expect(isSafeToRepeat(domain.referenceApi.states)).toBe(true);
    expect(isSafeToRepeat(domain.candidateExtrasApi.changeStatus)).toBe(false);
    expect(isSafeToRepeat(domain.candidatesApi.create)).toBe(false);
    expect(isSafeToRepeat(domain.authApi.logon)).toBe(false);
    expect(isSafeToRepeat(domain.lookupsApi.cep)).toBe(false);
    for (const o of operations)
      if (['PUT', 'PATCH', 'DELETE'].includes(o.method)) expect(isSafeToRepeat(o)).toBe(false);
  });
});
