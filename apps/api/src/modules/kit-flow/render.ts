/**
 * STOPGAP until kit-templates merges: the client's active templates as one-page PDFs carrying
 * their names. Replaced by a re-export of renderKitForCandidate (modules/kit-templates).
 */
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { kitTemplate } from '../../db/schema.ts';

export interface RenderedKitDocument {
  templateId: number;
  nome: string;
  ordem: number;
  pdf: Buffer;
  pages: number;
}

export async function renderKitForCandidate(
  ctx: AppContext,
  tenant: TenantRef,
  _codcandidato: number,
): Promise<RenderedKitDocument[]> {
  const rows = await ctx.db
    .select()
    .from(kitTemplate)
    .where(
      and(eq(kitTemplate.codadm, tenant.CODADM), eq(kitTemplate.codcli, tenant.CODCLI), eq(kitTemplate.ativo, true)),
    )
    .orderBy(asc(kitTemplate.ordem));
  const out: RenderedKitDocument[] = [];
  for (const t of rows) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595, 842]).drawText(t.nome.replace(/[^\x20-\x7e]/g, '?'), { x: 50, y: 780, size: 14, font });
    out.push({ templateId: t.id, nome: t.nome, ordem: t.ordem, pdf: Buffer.from(await doc.save()), pages: 1 });
  }
  return out;
}
