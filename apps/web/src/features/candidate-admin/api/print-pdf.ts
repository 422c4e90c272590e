/** Imprimir: the PDF of the chosen sections. */
import { printApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';

export const printPdf = (body: CallInput<typeof printApi.pdf>['body']) => call(printApi.pdf, { body });
