/** The client of a candidate by its code (POST /candidate/id), for /admin/candidato?id=… */
import { candidatesApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const resolveCandidate = (id: number) => call(candidatesApi.resolveId, { body: { id } });
