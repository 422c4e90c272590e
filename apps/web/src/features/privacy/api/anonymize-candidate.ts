/** Anonymises a cancelled or finalised candidate's personal data. */
import { privacyApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const anonymizeCandidate = (id: number) => call(privacyApi.anonymize, { params: { id } });
