/** Whether an e-mail is free, already a candidate's (reusable) or unavailable (POST /candidate/check/email). */
import { candidatesApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const checkEmail = (EMAIL: string) => call(candidatesApi.checkEmail, { body: { EMAIL } });
