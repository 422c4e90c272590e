/**
 * GET /print/form?token=… (docs/api-lifecycle.md): public, the token alone says which candidate
 * and which sections. Plain fetch: the page must not send a signed-in user's token or client.
 */
import { printApi, type PrintSheet } from '@admissao/domain';
import { API_BASE } from '../../../lib/api';

export class PrintTokenError extends Error {}

const withToken = (path: string, token: string) => `${API_BASE}${path}?token=${encodeURIComponent(token)}`;

export async function fetchPrintSheet(token: string): Promise<PrintSheet> {
  const res = await fetch(withToken(printApi.form.path, token));
  if (res.status === 401 || res.status === 403 || res.status === 400)
    throw new PrintTokenError('Token inválido!');
  if (!res.ok) throw new Error(`Erro ${res.status}`);
  return (await res.json()) as PrintSheet;
}

export const printPdfUrl = (token: string) => withToken(printApi.formPdf.path, token);
