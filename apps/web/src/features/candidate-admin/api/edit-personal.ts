/** The personal data of a candidate as a whole (staff); the view is read again after (refresh-candidate.ts). */
import { lifecycleApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';

export const editPersonal = (body: CallInput<typeof lifecycleApi.editPersonal>['body']) =>
  call(lifecycleApi.editPersonal, { body });
