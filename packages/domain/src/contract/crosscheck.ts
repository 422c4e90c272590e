/**
 * The OCR cross-check of a document (issue 18 §3, decision 057): what the candidate typed against
 * what the document says, per field, computed in the background after each upload. Staff only.
 */
import { z } from '../zod.ts';
import { CROSSCHECK_FIELD_NAMES } from '../crosscheck/kinds.ts';
import { CROSSCHECK_SITUATIONS } from '../crosscheck/match-fields.ts';
import { CROSSCHECK_EXCERPT_MAX } from '../crosscheck/ocr-text.ts';
import { ZTimestamp } from './common.ts';
import { ZDocParams } from './documents.ts';
import { op } from './operation.ts';

/**
 * Where the cross-check of the document stands: 'Calculando' while the current files wait for (or
 * are in) the background reading, 'Pronto' once read, 'Sem arquivos' with nothing sent, 'Sem
 * conferência' for a document type whose fields are not cross-checked.
 */
export const CROSSCHECK_STATES = ['Calculando', 'Pronto', 'Sem arquivos', 'Sem conferência'] as const;
export type CrosscheckState = (typeof CROSSCHECK_STATES)[number];

/**
 * One field the document carries (only those: an RG is never asked for an agency). SITUACAO
 * 'Não foi possível ler' when nothing like the value was read, or when it was but the OCR's
 * confidence is under CROSSCHECK_MIN_CONFIDENCE (LEITURA_INCERTA): no 'Confere' / 'Diverge' then.
 */
export const ZCrosscheckField = z.object({
  CAMPO: z.enum(CROSSCHECK_FIELD_NAMES),
  ROTULO: z.string(),
  SITUACAO: z.enum(CROSSCHECK_SITUATIONS),
  /** typed value as the registry shows it */
  DIGITADO: z.string(),
  /** the document's value shown the same way (null when there is no verdict) */
  DOCUMENTO: z.string().nullable(),
  /** the OCR's confidence in the words found, 0–100 (null when nothing was found) */
  CONFIANCA: z.number().nullable(),
  /**
   * trecho do texto lido pelo OCR onde o valor foi encontrado, com até duas palavras de contexto,
   * no máximo 60 caracteres — para quem confere julgar; null quando nada parecido foi lido. Dado
   * pessoal do documento: só nesta resposta (equipe do cliente), nunca no log
   */
  TRECHO: z.string().max(CROSSCHECK_EXCERPT_MAX).nullable(),
  /** leitura incerta: o valor foi encontrado com confiança do OCR abaixo do mínimo, sem veredito */
  LEITURA_INCERTA: z.boolean(),
});
export type CrosscheckFieldAnswer = z.output<typeof ZCrosscheckField>;

export const ZCrosscheckAnswer = z.object({
  CODCANDIDATO: z.number().int(),
  CODTIPODOC: z.number().int(),
  ESTADO: z.enum(CROSSCHECK_STATES),
  /** why pages were not read (PDFs are not rasterised), pt-BR; null when every page was read */
  AVISO: z.string().nullable(),
  /** when the shown reading was made (null before the first one) */
  LIDO_EM: ZTimestamp.nullable(),
  CAMPOS: z.array(ZCrosscheckField),
});
export type CrosscheckAnswer = z.output<typeof ZCrosscheckAnswer>;

export const crosscheckApi = {
  show: op({
    method: 'GET',
    path: '/candidate/documents/crosscheck/:CODCANDIDATO/:CODTIPODOC',
    auth: 'staff',
    summary: 'Conferência por OCR: dados digitados pelo candidato comparados com o documento',
    params: ZDocParams,
    response: ZCrosscheckAnswer,
  }),
};
