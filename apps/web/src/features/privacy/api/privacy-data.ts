/** The staff's privacy reads and acts: the access log, the processing record, a masked value shown, anonymising. */
import { useQuery } from '@tanstack/react-query';
import { privacyApi, type CallInput } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';

type AccessLogFilter = Omit<NonNullable<CallInput<typeof privacyApi.accessLog>['query']>, 'formato'>;

export const useAccessLog = (filter: AccessLogFilter) =>
  useQuery(callQuery(privacyApi.accessLog, { query: { ...filter, formato: 'json' } }));

export const useProcessingRecord = () =>
  useQuery(callQuery(privacyApi.processingRecord, { query: { formato: 'json' } }));

/** one masked value in full (logged by the server as an access) */
export const revealSensitive = (id: number, FIELD: string) =>
  call(privacyApi.revealSensitive, { params: { id }, query: { FIELD } });

export const anonymizeCandidate = (id: number) => call(privacyApi.anonymize, { params: { id } });
