/** The staff's access log to candidates' data (GET /candidate/access-log as JSON), by the filter. */
import { useQuery } from '@tanstack/react-query';
import { privacyApi, type CallInput } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

type AccessLogFilter = Omit<NonNullable<CallInput<typeof privacyApi.accessLog>['query']>, 'formato'>;

export const useAccessLog = (filter: AccessLogFilter) =>
  useQuery(callQuery(privacyApi.accessLog, { query: { ...filter, formato: 'json' } }));
