/**
 * LGPD requests (decision 036): the list, the candidate's own or every one for staff; a new request
 * (file-request.ts) and a staff answer (answer-request.ts) read it again.
 */
import { privacyRequestsApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

/** for useQuery: the screens share the list's one cache entry */
export const privacyRequestsQuery = () => callQuery(privacyRequestsApi.list, { query: {} });
