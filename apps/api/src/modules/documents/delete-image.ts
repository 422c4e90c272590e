/**
 * DELETE /candidate/documents/image/delete/…: removes one current file and its earlier edited
 * versions. Rows go in one transaction; the files are deleted after the commit (a failure there
 * leaves an orphan for the cleanup job, never a row without its file).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  candidateMayRemoveImage,
  DOC_MSG,
  DOC_STATUS,
  documentStatusInfo,
  statusAfterLastRemoval,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidateDocument, documentFile } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import type { Storages } from '../storage/index.ts';
import { loadDocumentContext } from './document-access.ts';
import { allFiles, fileName, lockDocument, pagesOf, type FileRow } from './document-files.ts';

/** the file and every version it replaced */
function chainOf(target: FileRow, files: FileRow[]): FileRow[] {
  const byId = new Map(files.map((f) => [f.codimagem, f]));
  const out = [target];
  let cur = target;
  while (cur.replaces !== null && byId.has(cur.replaces) && out.length < 100) {
    cur = byId.get(cur.replaces)!;
    out.push(cur);
  }
  return out;
}

export async function deleteImage(
  ctx: AppContext,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  p: { codcandidato: number; codtipodoc: number; codimagem: number; imagem?: string },
) {
  if (actor.kind === 'staff' && actor.role !== 'ADMIN') throw forbidden('Acesso negado.');
  const { record } = await loadDocumentContext(ctx.db, actor, tenant, p.codcandidato, p.codtipodoc);
  if (actor.kind === 'candidate' && !candidateMayRemoveImage(record.CODSTATUS))
    throw forbidden(DOC_MSG.removeStatusLocked);
  const result = await ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, p.codcandidato, p.codtipodoc);
    if (actor.kind === 'candidate' && doc.status === DOC_STATUS.APROVADO)
      throw new HttpError(409, DOC_MSG.approvedNoRemove);
    const files = await allFiles(tx, p.codcandidato, p.codtipodoc);
    const target = files.find((f) => f.active && f.codimagem === p.codimagem);
    if (!target || (p.imagem !== undefined && p.imagem !== fileName(target)))
      throw notFound(DOC_MSG.fileNotFound);
    const chain = chainOf(target, files);
    const ids = chain.map((f) => f.codimagem);
    await tx.delete(documentFile).where(inArray(documentFile.codimagem, ids));
    const left = files.filter((f) => f.active && !ids.includes(f.codimagem));
    const status = left.length === 0 ? statusAfterLastRemoval(doc.status) : doc.status;
    await tx
      .update(candidateDocument)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          eq(candidateDocument.codcandidato, p.codcandidato),
          eq(candidateDocument.codtipodoc, p.codtipodoc),
        ),
      );
    return { chain, status, pages: pagesOf(left) };
  });
  await Promise.all(
    result.chain.map((f) =>
      storages
        .of(f.bucket)
        .delete(f.storageKey)
        .catch(() => undefined),
    ),
  );
  return {
    CODTIPODOC: p.codtipodoc,
    ...documentStatusInfo(result.status),
    ARQUIVOS: result.pages,
    message: DOC_MSG.removed,
  };
}
