/** 'Alterar e-mail' (decision 052): a code is sent to the new address; the code given back switches the login. */
import { emailChangeApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';

export const requestEmailChange = (body: CallInput<typeof emailChangeApi.request>['body']) =>
  call(emailChangeApi.request, { body });

export const confirmEmailChange = (body: CallInput<typeof emailChangeApi.confirm>['body']) =>
  call(emailChangeApi.confirm, { body });
