/**
 * GET /print/form?token=… (docs/api-lifecycle.md): public, the token alone says which candidate
 * and which sections. Plain fetch: the page must not send a signed-in user's token or client.
 */
import { useQuery } from '@tanstack/react-query';
import { printApi, type PrintSheet } from '@admissao/domain';
import { API_BASE } from '../../../lib/api';
import { errorFrom, type ApiErrorCode } from '../../../lib/api-error';
import { keyOf } from '../../../lib/call';

export class PrintTokenError extends Error {}

/** a token missing, malformed, expired or of a print that is gone: the link is what is wrong */
const TOKEN_REFUSED: readonly ApiErrorCode[] = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
];

const withToken = (path: string, token: string) => `${API_BASE}${path}?token=${encodeURIComponent(token)}`;

export async function fetchPrintSheet(token: string): Promise<PrintSheet> {
  const res = await fetch(withToken(printApi.form.path, token));
  if (!res.ok) {
    const error = await errorFrom(res);
    if (TOKEN_REFUSED.includes(error.code)) throw new PrintTokenError('Token inválido!');
    throw new Error(`Erro ${error.status}`);
  }
  return (await res.json()) as PrintSheet;
}

export const printPdfUrl = (token: string) => withToken(printApi.formPdf.path, token);

/** The sheet of a print link, read once (the token alone names it). */
export const usePrintSheet = (token: string) =>
  useQuery({
    queryKey: keyOf(printApi.form, { query: { token } }),
    queryFn: () => fetchPrintSheet(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
