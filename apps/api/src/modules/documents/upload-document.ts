/**
 * POST /candidate/documents/upload/{pdf|image}/…: checks who may send what before reading the
 * body, then stores the cleaned file and records it. The file is written first (atomically), then
 * one transaction inserts its row and updates the document: a crash in between leaves an orphan
 * file for the cleanup job, never a row without its file.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  acceptsOnlyImages,
  candidateMayUpload,
  DOC_MSG,
  DOC_STATUS,
  documentStatusInfo,
  MAX_FILES_PER_DOCUMENT,
  statusAfterUpload,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { documentFile, candidateDocument } from '../../db/schema.ts';
import { forbidden, HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { Storages } from '../storage/create-storage.ts';
import { newKey } from '../storage/storage.ts';
import { assertOpenType, authorOf, loadDocumentContext } from './document-access.ts';
import { lockDocument, pagesOf } from './document-files.ts';
import { DOCUMENT_FORMATS, IMAGE_FORMATS, sanitizeUpload } from './sanitize-upload.ts';

export interface IncomingFile {
  data: Buffer;
  fileName?: string;
}

const conflict = (msg: string) => new HttpError(409, msg);

function checkCandidateRules(actor: Actor, codstatus: number, docStatus: number) {
  if (actor.kind !== 'candidate') return;
  if (!candidateMayUpload(codstatus)) throw forbidden(DOC_MSG.uploadStatusLocked);
  if (docStatus === DOC_STATUS.APROVADO) throw conflict(DOC_MSG.approvedNoUpload);
}

export async function uploadDocument(
  ctx: AppContext,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  params: { codcandidato: number; codtipodoc: number; declared: 'pdf' | 'image' },
  readFile: () => Promise<IncomingFile>,
) {
  if (actor.kind === 'staff' && actor.role !== 'ADMIN') throw forbidden('Acesso negado.');
  const { codcandidato, codtipodoc } = params;
  const { record, type } = await loadDocumentContext(ctx.db, actor, tenant, codcandidato, codtipodoc);
  assertOpenType(type, record);
  const [current] = await ctx.db
    .select({ status: candidateDocument.status })
    .from(candidateDocument)
    .where(
      and(eq(candidateDocument.codcandidato, codcandidato), eq(candidateDocument.codtipodoc, codtipodoc)),
    );
  checkCandidateRules(actor, record.CODSTATUS, current?.status ?? 0);

  const incoming = await readFile();
  const onlyImages = acceptsOnlyImages(type.documento);
  const clean = await sanitizeUpload(incoming.data, {
    allowed: onlyImages ? IMAGE_FORMATS : DOCUMENT_FORMATS,
    formatMessage: onlyImages ? DOC_MSG.formatOnlyImages : DOC_MSG.formatNotAllowed,
    fileName: incoming.fileName,
    declared: params.declared,
  });

  const storage = storages.current;
  const key = newKey('docs', [tenant.CODADM, tenant.CODCLI, codcandidato, codtipodoc], clean.ext);
  await storage.put(key, clean.data, clean.mime);
  try {
    return await ctx.db.transaction(async (tx) => {
      const doc = await lockDocument(tx, codcandidato, codtipodoc);
      // the rules again, now that the document is locked (a concurrent upload or decision)
      const [cand] = rowsOf<{ codstatus: number }>(
        await tx.execute(sql`select codstatus from candidate where codcandidato = ${codcandidato}`),
      );
      checkCandidateRules(actor, cand?.codstatus ?? record.CODSTATUS, doc.status);
      const files = await tx
        .select({ pages: documentFile.pages, active: documentFile.active, ordem: documentFile.ordem })
        .from(documentFile)
        .where(and(eq(documentFile.codcandidato, codcandidato), eq(documentFile.codtipodoc, codtipodoc)));
      const activeCount = files.filter((f) => f.active).length;
      if (activeCount >= MAX_FILES_PER_DOCUMENT) throw conflict(DOC_MSG.tooManyFiles);
      const ordem = files.reduce((m, f) => Math.max(m, f.ordem), 0) + 1;
      const [row] = await tx
        .insert(documentFile)
        .values({
          codcandidato,
          codtipodoc,
          bucket: storage.bucket,
          storageKey: key,
          kind: clean.kind,
          mime: clean.mime,
          size: clean.data.length,
          width: clean.width,
          height: clean.height,
          pages: clean.pages,
          ordem,
          createdBy: authorOf(actor),
        })
        .returning({ codimagem: documentFile.codimagem });
      const status = statusAfterUpload(doc.status);
      await tx
        .update(candidateDocument)
        .set({
          status,
          // a new file from the candidate has to be checked again
          conferido: actor.kind === 'candidate' ? false : doc.conferido,
          updatedAt: new Date(),
        })
        .where(
          and(eq(candidateDocument.codcandidato, codcandidato), eq(candidateDocument.codtipodoc, codtipodoc)),
        );
      return {
        CODTIPODOC: codtipodoc,
        ...documentStatusInfo(status),
        CODIMAGEM: row!.codimagem,
        ARQUIVOS: pagesOf(files) + clean.pages,
        message: DOC_MSG.uploaded,
      };
    });
  } catch (err) {
    // no row points at the file: remove it now (the cleanup job would, later)
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
