/**
 * Versions of the terms of use (issue 16 item 6, decision 055): the candidate reads the current
 * version and whether they accepted it; accepting names the version read (VERSAO, its hash), so a text
 * changed in between is never accepted unseen.
 */
import { z } from '../zod.ts';
import { ZTimestamp } from './common.ts';
import { op } from './operation.ts';

export const ZTermsHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Versão dos termos inválida.')
  .describe('SHA-256 do texto dos termos');

export const ZCurrentTerms = z.object({
  CODVERSAO: z.number().int(),
  /** the SHA-256 of the text: what names the version */
  VERSAO: z.string(),
  PUBLICADA_EM: ZTimestamp,
  TEXTO: z.string(),
  /** when this candidate accepted this version; null: not yet (the page asks) */
  ACEITO_EM: ZTimestamp.nullable(),
});
export type CurrentTerms = z.output<typeof ZCurrentTerms>;

export const TERMS_MESSAGES = {
  changed: 'Os termos de uso foram atualizados. Leia a nova versão antes de aceitar.',
} as const;

export const termsApi = {
  current: op({
    method: 'GET',
    path: '/candidate/terms',
    auth: 'candidate',
    summary: 'A versão vigente dos termos de uso e se o candidato a aceitou',
    response: ZCurrentTerms,
  }),
};
