/**
 * Every bank whose code or name holds the filter (GET /candidate/data/banks with edit=true: not
 * narrowed by the client's own preference), for the preferred-bank setting.
 */
import { lookupsApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const EVERY_BANK = { edit: 'true' } as const;

export const searchBanks = (filter: string) =>
  call(lookupsApi.banks, { query: { FILTER: filter, ...EVERY_BANK } });
