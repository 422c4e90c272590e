/** One masked value in full, of the record or of its dependent CODDEP (the server logs it as an access). */
import { privacyApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const revealSensitive = (id: number, FIELD: string, CODDEP?: number) =>
  call(privacyApi.revealSensitive, { params: { id }, query: CODDEP ? { FIELD, CODDEP } : { FIELD } });
