/**
 * GET /print/form?token=… (docs/api-lifecycle.md): public, the token alone says which candidate
 * and which sections. Plain fetch: the page must not send a signed-in user's token or client.
 */
export interface PrintField {
  CAMPO?: string;
  ROTULO: string;
  VALOR: string;
}
export interface PrintGroup {
  TITULO: string;
  CAMPOS: PrintField[];
}
export interface PrintSheet {
  CLIENTE: { CODADM: number; CODCLI: string; NOMECLI: string; LOGO?: string | null };
  CANDIDATO: {
    CODCANDIDATO: number;
    NOME: string;
    EMAIL: string;
    UNIDADE: string | null;
    CARGO: string | null;
    DATINICIO: string | null;
    CODSTATUS: number;
    DESSTATUS: string;
    CORSTATUS: string;
  };
  PERMISSOES: string;
  EXPIRA: string;
  GERADO_EM: string;
  SECOES: { CHAVE: string; LETRA: string; TITULO: string; GRUPOS: PrintGroup[] }[];
}

export class PrintTokenError extends Error {}

export async function fetchPrintSheet(token: string): Promise<PrintSheet> {
  const res = await fetch(`/api/print/form?token=${encodeURIComponent(token)}`);
  if (res.status === 401 || res.status === 403 || res.status === 400)
    throw new PrintTokenError('Token inválido!');
  if (!res.ok) throw new Error(`Erro ${res.status}`);
  return (await res.json()) as PrintSheet;
}

export const printPdfUrl = (token: string) => `/api/print/form.pdf?token=${encodeURIComponent(token)}`;
