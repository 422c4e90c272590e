/** One masked value in full (the server logs it as an access). */
import { privacyApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const revealSensitive = (id: number, FIELD: string) =>
  call(privacyApi.revealSensitive, { params: { id }, query: { FIELD } });
