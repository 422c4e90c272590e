/**
 * POST /procedure/generate/candidate/images/type (LINK_IMAGENS): one line per active file of one
 * document type, for the client's candidates whose start date (DATINICIO) is in the range, each
 * with an expiring signed link. Streamed like the candidate export.
 */
import { logAccess } from '../access-log/index.ts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { CONFIG_MSG, formatDateBR, reportFileName, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate, documentFile, documentType } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { createXlsxStream } from './excel-stream.ts';
import { IMAGE_LINK_TTL_SECONDS, signImageLink } from '../documents/index.ts';
import { reportRange } from './report-range.ts';
import type { StaffActor } from '../auth/index.ts';
import { recordLink } from '../shared-links/index.ts';

const PAGE = 1000;

/** Checks the request and records the sheet (its links die with it: decision 009). */
export async function planImageLinks(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codtipodoc: number,
  from?: string,
  to?: string,
) {
  const range = reportRange(from, to);
  const [type] = await ctx.db
    .select({ name: documentType.documento })
    .from(documentType)
    .where(
      and(
        eq(documentType.codtipodoc, codtipodoc),
        eq(documentType.codadm, tenant.CODADM),
        eq(documentType.codcli, tenant.CODCLI),
      ),
    );
  if (!type) throw notFound(CONFIG_MSG.documentNotFound);
  await logAccess(ctx.db, actor, tenant, {
    action: 'LINK_IMAGENS',
    codcandidato: null,
    detail: `CODTIPODOC ${codtipodoc}, ${formatDateBR(range.from) || '…'} a ${formatDateBR(range.to) || '…'}`,
  });
  const expiresAt = new Date(Date.now() + IMAGE_LINK_TTL_SECONDS * 1000);
  const lid = await recordLink(ctx.db, {
    kind: 'image',
    tenant,
    codcandidato: null,
    detail: { CODTIPODOC: codtipodoc, DOCUMENTO: type.name, DATINICIO: range.from, DATFIM: range.to },
    createdBy: actor.codusuario,
    expiresAt,
  });
  return {
    lid,
    expiresAt,
    tenant,
    codtipodoc,
    documento: type.name,
    range,
    fileName: reportFileName('links-imagens'),
  };
}
export type ImageLinksPlan = Awaited<ReturnType<typeof planImageLinks>>;

export function streamImageLinks(ctx: AppContext, plan: ImageLinksPlan, onError: (err: unknown) => void) {
  const { stream, workbook } = createXlsxStream();
  const run = async () => {
    const sheet = workbook.addSheet('Links', [
      { header: 'Código', width: 10 },
      { header: 'Nome', width: 32 },
      { header: 'CPF', width: 14 },
      { header: 'Documento', width: 24 },
      { header: 'Página', width: 8 },
      { header: 'Link', width: 80 },
      { header: 'Expira em', width: 12 },
    ]);
    const base = ctx.config.appUrl.replace(/\/$/, '');
    const expires = plan.expiresAt;
    const expiresText = formatDateBR(expires);
    let page = 0;
    let last = -1;
    let after: [number, number, number] | null = null;
    // keyset pages over (candidate, order, file): memory stays flat on any volume
    for (;;) {
      const rows = await pageOf(ctx, plan, after);
      for (const r of rows) {
        page = r.id === last ? page + 1 : 1;
        last = r.id;
        const token = signImageLink(
          {
            lid: plan.lid,
            adm: plan.tenant.CODADM,
            cli: plan.tenant.CODCLI,
            sub: `c:${r.id}`,
            doc: plan.codtipodoc,
            img: r.img,
          },
          ctx.tokens.secret,
        );
        sheet.add([
          r.id,
          r.nome,
          r.cpf,
          plan.documento,
          page,
          `${base}/api/candidate/images/link/${token}`,
          expiresText,
        ]);
      }
      if (!(await sheet.caughtUp())) return; // the reader has gone
      const end = rows[rows.length - 1];
      if (!end || rows.length < PAGE) break;
      after = [end.id, end.ordem, end.img];
    }
    await sheet.commit();
    await workbook.commit();
  };
  run().catch((err) => {
    onError(err);
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}

function pageOf(ctx: AppContext, plan: ImageLinksPlan, after: [number, number, number] | null) {
  return ctx.db
    .select({
      id: candidate.codcandidato,
      nome: candidate.nome,
      cpf: sql<string | null>`candidate.cpf`,
      img: documentFile.codimagem,
      ordem: documentFile.ordem,
    })
    .from(documentFile)
    .innerJoin(candidate, eq(candidate.codcandidato, documentFile.codcandidato))
    .where(
      and(
        eq(candidate.codadm, plan.tenant.CODADM),
        eq(candidate.codcli, plan.tenant.CODCLI),
        gte(candidate.datinicio, plan.range.from),
        lte(candidate.datinicio, plan.range.to),
        eq(documentFile.codtipodoc, plan.codtipodoc),
        eq(documentFile.active, true),
        after
          ? sql`(${candidate.codcandidato}, ${documentFile.ordem}, ${documentFile.codimagem}) > (${after[0]}, ${after[1]}, ${after[2]})`
          : undefined,
      ),
    )
    .orderBy(asc(candidate.codcandidato), asc(documentFile.ordem), asc(documentFile.codimagem))
    .limit(PAGE);
}
