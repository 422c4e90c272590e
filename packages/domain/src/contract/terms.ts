/**
 * Versions of the terms of use (issue 16 item 6, decision 055): the candidate reads the current
 * version and whether they accepted it; accepting names the version read (VERSAO, its hash), so a text
 * changed in between is never accepted unseen. Each client has its own text (decision 060), which
 * its ADMIN edits in Configurações.
 */
import { z } from '../zod.ts';
import { RICH_TEXT_MAX } from '../configuration/content.ts';
import { maxChars } from '../configuration/messages.ts';
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
  /** the candidate's client's text: sanitised HTML */
  TEXTO: z.string(),
  /** when this candidate accepted this version; null: not yet (the page asks) */
  ACEITO_EM: ZTimestamp.nullable(),
});
export type CurrentTerms = z.output<typeof ZCurrentTerms>;

export const TERMS_MESSAGES = {
  changed: 'Os termos de uso foram atualizados. Leia a nova versão antes de aceitar.',
  empty: 'Informe o texto dos termos de uso.',
  saved: 'Termos de uso publicados. Os candidatos deste cliente serão solicitados a aceitá-los novamente.',
  unchanged: 'Os termos de uso não mudaram: nenhum candidato precisa aceitá-los novamente.',
  restored: 'Texto padrão dos termos de uso restaurado.',
} as const;

/**
 * The client's terms as Configurações shows them (decision 060): the current text (the ADMIN's or
 * the default), the default as it reads today, and the version candidates accept.
 */
export const ZTermsConfiguration = z.object({
  /** sanitised HTML the candidates of this client read */
  TEXTO: z.string(),
  /** the default text generated from the client's data (what 'Restaurar texto padrão' publishes) */
  PADRAO: z.string(),
  /** true: TEXTO was written by an ADMIN; false: it is the default */
  PERSONALIZADO: z.boolean(),
  /** when an ADMIN last saved or restored the text; null: never */
  ATUALIZADO_EM: ZTimestamp.nullable(),
  CODVERSAO: z.number().int(),
  VERSAO: z.string(),
  PUBLICADA_EM: ZTimestamp,
  /** candidates of this client who accepted this version */
  ACEITES: z.number().int(),
});
export type TermsConfiguration = z.output<typeof ZTermsConfiguration>;

/** PATCH: the new text (HTML, sanitised by the API), or null to go back to the default. */
export const ZTermsSave = z.object({
  TEXTO: z.string().max(RICH_TEXT_MAX, maxChars(RICH_TEXT_MAX)).nullable(),
});
export type TermsSave = z.output<typeof ZTermsSave>;
const ZTermsSaved = ZTermsConfiguration.extend({ message: z.string() });

export const termsApi = {
  current: op({
    method: 'GET',
    path: '/candidate/terms',
    auth: 'candidate',
    summary: 'A versão vigente dos termos de uso e se o candidato a aceitou',
    response: ZCurrentTerms,
  }),
  configuration: op({
    method: 'GET',
    path: '/candidate/configuration/terms',
    auth: 'staff',
    summary: 'Os termos de uso do cliente, o texto padrão e a versão vigente (somente ADMIN)',
    response: ZTermsConfiguration,
  }),
  saveConfiguration: op({
    method: 'PATCH',
    path: '/candidate/configuration/terms',
    auth: 'staff',
    summary:
      'Publica um novo texto dos termos de uso do cliente, ou restaura o padrão com null (somente ADMIN)',
    body: ZTermsSave,
    response: ZTermsSaved,
  }),
};
