/**
 * Every bank whose code or name holds the filter (GET /candidate/data/banks with edit=true: not
 * narrowed by the client's own preference), for the preferred-bank setting.
 */
import { lookupsApi } from '@admissao/domain';
import { call, keyOf } from '../../../lib/call';

export const EVERY_BANK = { edit: 'true' } as const;

export const searchBanks = (filter: string) =>
  call(lookupsApi.banks, { query: { FILTER: filter, ...EVERY_BANK } });

/** the cache key of that search (the filter is the RemoteSelect's) */
export const everyBankKey = () => keyOf(lookupsApi.banks, { query: EVERY_BANK });
