/**
 * Imprimir: the PDF of the chosen sections, or a link to it valid for some hours (listed with the
 * shared links: lib/shared-links.ts reads that list again).
 */
import { printApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';

export const printPdf = (body: CallInput<typeof printApi.pdf>['body']) => call(printApi.pdf, { body });

export const createPrintLink = (body: CallInput<typeof printApi.createLink>['body']) =>
  call(printApi.createLink, { body });
