/**
 * A link to the print of the chosen sections, valid for some hours; it joins the shared links
 * (lib/shared-links.ts reads that list again).
 */
import { printApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';

export const createPrintLink = (body: CallInput<typeof printApi.createLink>['body']) =>
  call(printApi.createLink, { body });
