/**
 * Printing (docs/api-lifecycle.md): the staff PDF and print links, and the public reading of a link
 * by its token (the print page of the web, /admin/print/form?token=…).
 */
import { z } from '../zod.ts';
import { PRINT_SECTIONS, type PrintSectionKey } from '../lifecycle/print-sections.ts';
import { ZId, ZTimestamp } from './common.ts';
import { fileAnswer, op } from './operation.ts';

/** The longest a print link lives. */
export const PRINT_LINK_MAX_HOURS = 168;

const sectionKeys = PRINT_SECTIONS.map((s) => s.key) as [PrintSectionKey, ...PrintSectionKey[]];

export const ZPrint = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  ...(Object.fromEntries(sectionKeys.map((k) => [k, z.boolean().optional()])) as Record<
    PrintSectionKey,
    z.ZodOptional<z.ZodBoolean>
  >),
});
export const ZPrintLink = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  PERMISSOES: z.string().max(20),
  HORAS: z.coerce.number().int().min(1).max(PRINT_LINK_MAX_HOURS).optional(),
});
export const ZPrintLinkAnswer = z.object({
  ID: z.number().int(),
  TOKEN: z.string(),
  LINK: z.string(),
  /** the section letters the link grants */
  PERMISSOES: z.string(),
  EXPIRA: ZTimestamp,
});
export type PrintLinkAnswer = z.output<typeof ZPrintLinkAnswer>;
const ZToken = z.object({ token: z.string().max(4000).optional() });

export const ZPrintField = z.object({ CAMPO: z.string(), ROTULO: z.string(), VALOR: z.string() });
export const ZPrintGroup = z.object({ TITULO: z.string(), CAMPOS: z.array(ZPrintField) });
export type PrintGroup = z.output<typeof ZPrintGroup>;
/** GET /print/form: what the print page shows, section by section, values already formatted. */
export const ZPrintSheet = z.object({
  CLIENTE: z.object({ CODADM: z.number().int(), CODCLI: z.string(), NOMECLI: z.string(), LOGO: z.string() }),
  CANDIDATO: z.object({
    CODCANDIDATO: z.number().int(),
    NOME: z.string(),
    EMAIL: z.string(),
    UNIDADE: z.string(),
    CARGO: z.string(),
    DATINICIO: z.string(),
    CODSTATUS: z.number().int(),
    DESSTATUS: z.string(),
    CORSTATUS: z.string(),
  }),
  SECOES: z.array(
    z.object({
      CHAVE: z.enum(sectionKeys),
      LETRA: z.string(),
      TITULO: z.string(),
      GRUPOS: z.array(ZPrintGroup),
    }),
  ),
  GERADO_EM: z.string(),
  PERMISSOES: z.string(),
  EXPIRA: ZTimestamp,
});
export type PrintSheet = z.output<typeof ZPrintSheet>;

export const printApi = {
  pdf: op({
    method: 'POST',
    path: '/candidate/print',
    auth: 'staff',
    summary: 'Ficha do candidato em PDF, com as seções escolhidas',
    body: ZPrint,
    response: fileAnswer('application/pdf'),
  }),
  createLink: op({
    method: 'POST',
    path: '/candidate/print/link',
    auth: 'staff',
    summary: 'Cria um link de impressão da ficha (seções e validade)',
    body: ZPrintLink,
    status: 201,
    response: ZPrintLinkAnswer,
  }),
  form: op({
    method: 'GET',
    path: '/print/form',
    auth: 'public',
    summary: 'A ficha de um link de impressão (o token é a credencial)',
    query: ZToken,
    response: ZPrintSheet,
  }),
  formPdf: op({
    method: 'GET',
    path: '/print/form.pdf',
    auth: 'public',
    summary: 'A ficha de um link de impressão em PDF',
    query: ZToken,
    response: fileAnswer('application/pdf'),
  }),
};
