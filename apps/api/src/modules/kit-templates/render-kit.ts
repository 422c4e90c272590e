/**
 * The kit of one candidate as PDFs (issue 33 §1): the client's active templates that apply to the
 * candidate (TODOS, or CLT / ESTAGIO by the cargo's type), in their order. A TEXTO template is its
 * stored HTML with the merge fields filled — each value escaped first, so it is text, never markup —
 * laid out by kit-pdf.ts; a FICHA is the registration sheet the print module makes.
 */
import { and, asc, eq } from 'drizzle-orm';
import { fillMergeFields, isIntern, KIT_TEMPLATE_MSG, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { kitTemplate } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { candidateSheetPdf } from '../print/index.ts';
import { escapeHtml, htmlBlocks } from './kit-blocks.ts';
import { candidateValues, sampleValues, type ValueOf } from './merge-values.ts';
import { ofClient } from './template-rows.ts';

export interface RenderedKitDocument {
  templateId: number;
  nome: string;
  ordem: number;
  pdf: Buffer;
  pages: number;
}

/** pdfkit writes one '/Type /Page' object per page (and '/Type /Pages' once). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page(?![s\w])/g) ?? []).length;

/** One TEXTO template's PDF: pdfkit is loaded on the first one. */
async function textPdf(html: string, valueOf: ValueOf, meta: { title: string; client: string }) {
  const filled = fillMergeFields(html, (name) => escapeHtml(valueOf(name)));
  const { renderBlocksPdf } = await import('./kit-pdf.ts');
  return renderBlocksPdf(htmlBlocks(filled), meta);
}

export async function renderKitForCandidate(
  ctx: AppContext,
  tenant: TenantRef,
  codcandidato: number,
): Promise<RenderedKitDocument[]> {
  const record = await loadRecord(ctx.db, tenant, codcandidato);
  if (!record) throw notFound('Candidato não encontrado.');
  const applies = isIntern(record.values) ? 'ESTAGIO' : 'CLT';
  const templates = (
    await ctx.db
      .select()
      .from(kitTemplate)
      .where(and(ofClient(tenant), eq(kitTemplate.ativo, true)))
      .orderBy(asc(kitTemplate.ordem), asc(kitTemplate.id))
  ).filter((t) => t.aplicaA === 'TODOS' || t.aplicaA === applies);
  if (!templates.length) return [];
  const { valueOf, client } = await candidateValues(ctx.db, tenant, record);
  const out: RenderedKitDocument[] = [];
  // one at a time: a kit is a handful of documents, and each PDF holds its fonts in memory
  for (const t of templates) {
    const doc =
      t.tipo === 'FICHA'
        ? await candidateSheetPdf(ctx.db, tenant, record).then((pdf) => ({ pdf, pages: pageCount(pdf) }))
        : await textPdf(t.corpo, valueOf, { title: t.nome, client });
    out.push({ templateId: t.id, nome: t.nome, ordem: t.ordem, ...doc });
  }
  return out;
}

/**
 * One template of the client with the preview's values (the client's facts, '[NOME]' for each
 * candidate field); a FICHA previews as a page saying the sheet comes from the candidate's record.
 */
export async function previewKitTemplate(ctx: AppContext, tenant: TenantRef, id: number) {
  const [t] = await ctx.db
    .select()
    .from(kitTemplate)
    .where(and(ofClient(tenant), eq(kitTemplate.id, id)))
    .limit(1);
  if (!t) throw notFound(KIT_TEMPLATE_MSG.notFound);
  const { valueOf, client } = await sampleValues(ctx.db, tenant);
  const html =
    t.tipo === 'FICHA'
      ? `<h1>${escapeHtml(t.nome)}</h1><p>${escapeHtml(KIT_TEMPLATE_MSG.fichaPreview)}</p>`
      : t.corpo;
  const { pdf, pages } = await textPdf(html, valueOf, { title: t.nome, client });
  return { pdf, pages, fileName: `previa-documento-${t.id}.pdf` };
}
