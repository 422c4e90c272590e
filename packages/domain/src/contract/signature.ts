/**
 * The public verification of a signed kit document (issue 33 §4, decision 071): anyone, without a
 * session, sends the PDF they hold (multipart, field `file`) or types the code printed on its
 * evidence page (JSON {CODIGO}), and learns whether it is a document signed here, whether that file
 * is unchanged, and who signed it and when — names and CPFs masked as the evidence page prints
 * them. Anything else is the one answer 'Documento não reconhecido', which tells nothing more.
 */
import { z } from '../zod.ts';
import { ZTimestamp } from './common.ts';
import { op } from './operation.ts';

/** the largest PDF the verification reads (a kit document with its evidence page is far smaller) */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;
/** the code as printed: 10 characters of an alphabet without look-alikes, in two groups of five */
export const VERIFY_CODE_ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';
export const VERIFY_CODE_MAX_CHARS = 40;

export const SIGNATURE_VERIFY_MSG = {
  notRecognised: 'Documento não reconhecido',
  codeRequired: 'Informe o código de verificação ou envie o arquivo PDF.',
  fileRequired: 'Envie um arquivo PDF.',
  notPdf: 'O arquivo enviado não é um PDF.',
  empty: 'O arquivo enviado está vazio.',
  tooLarge: 'O arquivo passa de 20 MB.',
  invalidCode: 'Código de verificação inválido.',
  byCode:
    'O código confere com um documento assinado. Para saber se o arquivo que você tem está inalterado, envie o PDF.',
  byFile: 'O arquivo é idêntico ao documento assinado: não foi alterado depois da assinatura.',
} as const;

/** What the user typed: case and spaces do not matter, nor a missing or extra dash. */
export function normaliseVerifyCode(input: string): string {
  const bare = input.toUpperCase().replace(/[\s-]/g, '');
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
}

export const ZSignatureVerifyByCode = z.object({
  CODIGO: z.string().min(1, SIGNATURE_VERIFY_MSG.codeRequired).max(VERIFY_CODE_MAX_CHARS),
});

export const SIGNER_PAPEIS = ['CANDIDATO', 'RESPONSAVEL', 'EMPRESA'] as const;

export const ZSignatureVerifySigner = z.object({
  PAPEL: z.enum(SIGNER_PAPEIS),
  /** 'Candidato(a)', 'Responsável legal', 'Representante da empresa' */
  PAPEL_DESCRICAO: z.string(),
  /** the first name and the initials of the others ('Carla A. T.') */
  NOME: z.string(),
  /** ***.456.789-** */
  CPF: z.string(),
  ASSINADO_EM: ZTimestamp,
});

const ZRecognised = z.object({
  RECONHECIDO: z.literal(true),
  DOCUMENTO: z.string(),
  EMPRESA: z.string(),
  /** when the document was sealed */
  ASSINADO_EM: ZTimestamp,
  /** sealed with an RFC 3161 token from a TSA */
  CARIMBO_DO_TEMPO: z.boolean(),
  ASSINANTES: z.array(ZSignatureVerifySigner),
  /** true: the file sent is the signed one, byte for byte; null: by code, the file was not seen */
  INALTERADO: z.boolean().nullable(),
  MENSAGEM: z.string(),
});

const ZNotRecognised = z.object({
  RECONHECIDO: z.literal(false),
  MENSAGEM: z.string(),
});

export const ZSignatureVerifyAnswer = z.discriminatedUnion('RECONHECIDO', [ZRecognised, ZNotRecognised]);
export type SignatureVerifyAnswer = z.output<typeof ZSignatureVerifyAnswer>;
export type SignatureVerifySigner = z.output<typeof ZSignatureVerifySigner>;

export const signatureVerifyApi = {
  verify: op({
    method: 'POST',
    path: '/signature/verify',
    auth: 'public',
    summary:
      'Verifica um documento assinado: o PDF (multipart, campo file, até 20 MB) ou o código impresso na página de evidências (JSON {CODIGO}); pública, limitada por endereço',
    response: ZSignatureVerifyAnswer,
  }),
  verifyCode: op({
    method: 'GET',
    path: '/signature/verify/:codigo',
    auth: 'public',
    summary: 'Verifica um documento assinado pelo código impresso na página de evidências',
    params: z.object({ codigo: z.string().min(1).max(VERIFY_CODE_MAX_CHARS) }),
    response: ZSignatureVerifyAnswer,
  }),
};
