/** Imprimir: the PDF of the chosen sections, or a link to it valid for some hours (listed with the shared links). */
import { useQueryClient } from '@tanstack/react-query';
import { printApi, type CallInput } from '@admissao/domain';
import { call } from '../../../lib/call';
import { sharedLinksKey } from '../../../lib/shared-links';

export const printPdf = (body: CallInput<typeof printApi.pdf>['body']) => call(printApi.pdf, { body });

export const createPrintLink = (body: CallInput<typeof printApi.createLink>['body']) =>
  call(printApi.createLink, { body });

/** after a link was made: the candidate's print links are read again */
export function useRefreshPrintLinks(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sharedLinksKey('impressao', id) });
}
