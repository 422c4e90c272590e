/** The record of processing operations (LGPD art. 37) as JSON. */
import { useQuery } from '@tanstack/react-query';
import { privacyApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const useProcessingRecord = () =>
  useQuery(callQuery(privacyApi.processingRecord, { query: { formato: 'json' } }));
