/**
 * GET /candidate/documents/crosscheck/{CODCANDIDATO}/{CODTIPODOC} (decision 057): the stored
 * reading of the document's current version compared with what the candidate typed now (so a
 * corrected record shows at once, without reading the document again). A document whose files
 * predate the cross-check gets its row here and is read in the background. The answer carries
 * excerpts of the document's text (TRECHO): staff of the document's client only, as the rest of
 * it, and nothing of it is logged.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  crossCheckDocument,
  crosscheckFieldsOf,
  type CrosscheckAnswer,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { documentCrosscheck, type CrosscheckPage } from '../../db/schema.ts';
import type { Actor } from '../auth/index.ts';
import { currentFiles, loadDocumentContext } from '../documents/index.ts';

const NOTICES = {
  pdf: 'Arquivos PDF não são lidos pelo OCR: confira-os à vista.',
  falha: 'Não foi possível ler o documento: confira-o à vista.',
} as const;

function noticeOf(pages: readonly CrosscheckPage[]): string | null {
  if (pages.some((p) => p.TIPO === 'falha')) return NOTICES.falha;
  return pages.some((p) => p.TIPO === 'pdf') ? NOTICES.pdf : null;
}

export async function showCrosscheck(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  CODCANDIDATO: number,
  CODTIPODOC: number,
): Promise<CrosscheckAnswer> {
  const { record, type } = await loadDocumentContext(db, actor, tenant, CODCANDIDATO, CODTIPODOC);
  const base = { CODCANDIDATO, CODTIPODOC, AVISO: null, LIDO_EM: null, CAMPOS: [] };
  // only the fields this type of document carries (an RG is never asked for an agency)
  const fields = crosscheckFieldsOf(type.documento, type.camposValidacao);
  if (fields.length === 0) return { ...base, ESTADO: 'Sem conferência' };
  if ((await currentFiles(db, CODCANDIDATO, CODTIPODOC, 1)).length === 0)
    return { ...base, ESTADO: 'Sem arquivos' };

  const [row] = await db
    .select()
    .from(documentCrosscheck)
    .where(
      and(
        eq(documentCrosscheck.codcandidato, CODCANDIDATO),
        eq(documentCrosscheck.codtipodoc, CODTIPODOC),
        eq(documentCrosscheck.codadm, tenant.CODADM),
        eq(documentCrosscheck.codcli, tenant.CODCLI),
      ),
    );
  if (!row) {
    // files from before the cross-check existed (or a candidate moved to this client): read them now
    await db
      .insert(documentCrosscheck)
      .values({
        codcandidato: CODCANDIDATO,
        codtipodoc: CODTIPODOC,
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
      })
      .onConflictDoUpdate({
        target: [documentCrosscheck.codcandidato, documentCrosscheck.codtipodoc],
        set: {
          codadm: tenant.CODADM,
          codcli: tenant.CODCLI,
          versao: sql`${documentCrosscheck.versao} + 1`,
          tentativas: 0,
          atualizadoEm: sql`now()`,
        },
      });
    return { ...base, ESTADO: 'Calculando' };
  }
  if (row.versaoLida !== row.versao) return { ...base, ESTADO: 'Calculando' };
  const words = row.paginas.map((p) =>
    p.TIPO === 'imagem' ? p.PALAVRAS.map(([text, confidence]) => ({ text, confidence })) : [],
  );
  return {
    ...base,
    ESTADO: 'Pronto',
    AVISO: noticeOf(row.paginas),
    LIDO_EM: row.lidoEm?.toISOString() ?? null,
    CAMPOS: crossCheckDocument(fields, record.values, words),
  };
}
