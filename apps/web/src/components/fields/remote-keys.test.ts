/**
 * The bank field's searches and code names are cached under the banks call's own key (keyOf), so
 * saving the preferred bank (invalidateCalls of lookupsApi.banks) reads the offered banks again.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_FIELDS, defaultSettings, lookupsApi, type FieldDef } from '@admissao/domain';
import { invalidateCalls } from '../../lib/call';
import { remoteOptionsOf } from './lookups';
import { remoteLabelQuery, remoteSearchKey } from './remote-queries';

describe('remote option keys', () => {
  it('sit under the call they come from, so invalidating the call refreshes them', async () => {
    const bank = (CANDIDATE_FIELDS as readonly FieldDef[]).find((f) => f.type === 'bank')!;
    const remote = remoteOptionsOf(bank, { settings: defaultSettings(), values: {} })!;
    const qc = new QueryClient();
    const keys = [remoteSearchKey(remote, 'itau'), remoteLabelQuery(remote, '341').queryKey];
    for (const key of keys) qc.setQueryData(key, []);
    await invalidateCalls(qc, lookupsApi.banks);
    for (const key of keys) expect(qc.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });
});
