/**
 * POST /candidate/validation/parameters (CAMPOS_VALIDACAO of a document type) and the Validar check
 * (ADMIN): OCR of the document's current images, looking for each term's value from the candidate's
 * record. PDFs are not rasterised here, so only images are read.
 */
import { DOC_MSG, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { allFiles, loadDocumentContext, loadDocumentType, requireAdmin } from '../documents/index.ts';
import type { Storages } from '../storage/index.ts';
import { matchTerm } from './match-terms.ts';
import { recognize, type OcrWord } from './ocr-engine.ts';

const MAX_IMAGES = 5;

export async function validationParameters(db: Db, tenant: TenantRef, codtipodoc: number) {
  const type = await loadDocumentType(db, tenant, codtipodoc);
  return { CODTIPODOC: type.codtipodoc, CAMPOS_VALIDACAO: type.camposValidacao };
}

/** the record value a term stands for (NOME, CPF, RG, CEP or any registry field by name) */
function expectedValue(values: Record<string, unknown>, nome: string): string | null {
  const v = values[nome.toUpperCase()];
  return v === null || v === undefined || v === '' ? null : String(v);
}

export async function runValidation(
  db: Db,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  ask: { CODCANDIDATO: number; CODTIPODOC: number; CODIMAGEM?: number },
) {
  requireAdmin(actor);
  const { record, type } = await loadDocumentContext(db, actor, tenant, ask.CODCANDIDATO, ask.CODTIPODOC);
  const terms = type.camposValidacao;
  if (terms.length === 0) throw badRequest(DOC_MSG.ocrNoTerms);
  const images = (await allFiles(db, ask.CODCANDIDATO, ask.CODTIPODOC))
    .filter((f) => f.active && f.kind === 'image' && (!ask.CODIMAGEM || f.codimagem === ask.CODIMAGEM))
    .slice(0, MAX_IMAGES);
  if (images.length === 0) throw badRequest(DOC_MSG.ocrNoImages);

  const words: OcrWord[] = [];
  try {
    for (const f of images)
      words.push(...(await recognize(await storages.of(f.bucket).get(f.storageKey))).words);
  } catch {
    throw new HttpError(503, DOC_MSG.ocrUnavailable);
  }
  const RESULTADOS = terms.map((t) => {
    const VALOR = expectedValue(record.values, t.NOME);
    const m = VALOR ? matchTerm(t.TIPO, VALOR, words) : { ENCONTRADO: false, CONFIANCA: 0 };
    return { NOME: t.NOME, TIPO: t.TIPO, VALOR, ...m };
  });
  return {
    CODTIPODOC: ask.CODTIPODOC,
    IMAGENS: images.map((f) => f.codimagem),
    RESULTADOS,
    CONFIANCA_MEDIA: Math.round(RESULTADOS.reduce((n, r) => n + r.CONFIANCA, 0) / RESULTADOS.length),
  };
}
