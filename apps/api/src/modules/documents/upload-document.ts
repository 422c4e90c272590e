/**
 * POST /candidate/documents/upload/{pdf|image}/…: checks who may send what before reading the
 * body, then stores the cleaned file and records it. The file is written first (atomically), then
 * one transaction inserts its row and updates the document: a crash in between leaves an orphan
 * file for the cleanup job, never a row without its file.
 *
 * An upload of a phone photo is CPU-bound (bench/documents.ts), so the statements are few and
 * written out: one read before the body, four in the transaction.
 */
import { sql } from 'drizzle-orm';
import {
  acceptsOnlyImages,
  candidateMayUpload,
  DOC_MSG,
  DOC_STATUS,
  documentStatusInfo,
  MAX_FILES_PER_DOCUMENT,
  STATUS,
  statusAfterUpload,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Actor } from '../auth/index.ts';
import { newKey, type Storages } from '../storage/index.ts';
import { noticeHr } from '../notifications/index.ts';
import { assertOpenType, assertOwnCandidate, authorOf } from './document-access.ts';
import { DOCUMENT_FORMATS, IMAGE_FORMATS, sanitizeUpload, type CleanFile } from './sanitize-upload.ts';
import { duringUpload } from './upload-activity.ts';

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

interface UploadTarget {
  codstatus: number;
  nacionalidade: string | null;
  codtipodoc: number | null;
  documento: string;
  ativo: boolean;
  tipo_nacionalidade: string | null;
  doc_status: number | null;
}

// the candidate of the caller's client, the type of the same client, the document's status
const UPLOAD_READ = `
  select c.codstatus, c.nacionalidade, t.codtipodoc, t.documento, t.ativo,
    t.nacionalidade as tipo_nacionalidade, d.status as doc_status
  from candidate c
  left join document_type t on t.codtipodoc = $4 and t.codadm = c.codadm and t.codcli = c.codcli
  left join candidate_document d on d.codcandidato = c.codcandidato and d.codtipodoc = t.codtipodoc
  where c.codcandidato = $1 and c.codadm = $2 and c.codcli = $3`;

/** what the upload may do, before the body is read: another client's ids read as missing (404) */
async function loadUploadTarget(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc: number,
): Promise<UploadTarget> {
  assertOwnCandidate(actor, codcandidato);
  const [row] = await queryPrepared<UploadTarget>(db, 'upload_read', UPLOAD_READ, [
    codcandidato,
    tenant.CODADM,
    tenant.CODCLI,
    codtipodoc,
  ]);
  if (!row) throw notFound(DOC_MSG.candidateNotFound);
  if (row.codtipodoc === null) throw notFound(DOC_MSG.documentNotFound);
  assertOpenType(
    { ativo: row.ativo, nacionalidade: row.tipo_nacionalidade },
    { NACIONALIDADE: row.nacionalidade },
  );
  checkCandidateRules(actor, row.codstatus, row.doc_status ?? 0);
  return row;
}

interface StoredFile {
  bucket: string;
  key: string;
  clean: CleanFile;
}

/**
 * A candidate's file answers a pending item when the document was refused or the record is
 * pending (6, 13): HR hears of it (decision 048), at most once an hour per candidate.
 */
const answersPending = (actor: Actor, docStatus: number, codstatus: number) =>
  actor.kind === 'candidate' &&
  (docStatus === DOC_STATUS.RECUSADO ||
    codstatus === STATUS.PENDENTE ||
    codstatus === STATUS.PENDENCIA_REENVIADA);

/** the file's row and the document's new status, with the rules checked again under the lock */
async function recordUpload(
  db: Db,
  actor: Actor,
  target: UploadTarget,
  ids: { codcandidato: number; codtipodoc: number },
  file: StoredFile,
  notice: { appUrl: string; tenant: TenantRef },
) {
  const { codcandidato, codtipodoc } = ids;
  return db.transaction(async (tx) => {
    // a document never touched has no row yet; the row is then locked with its candidate's status
    if (target.doc_status === null)
      await tx.execute(sql`insert into candidate_document (codcandidato, codtipodoc)
        values (${codcandidato}, ${codtipodoc}) on conflict do nothing`);
    const [doc] = rowsOf<{ status: number; conferido: boolean; codstatus: number }>(
      await tx.execute(sql`select d.status, d.conferido, c.codstatus
        from candidate_document d join candidate c on c.codcandidato = d.codcandidato
        where d.codcandidato = ${codcandidato} and d.codtipodoc = ${codtipodoc} for update of d`),
    );
    if (!doc) throw notFound(DOC_MSG.candidateNotFound);
    // the rules again, now that the document is locked (a concurrent upload or decision)
    checkCandidateRules(actor, doc.codstatus, doc.status);
    const [files] = rowsOf<{ active: number; pages: number; ordem: number }>(
      await tx.execute(sql`select count(*) filter (where active)::int as active,
          coalesce(sum(coalesce(pages, 1)) filter (where active), 0)::int as pages,
          coalesce(max(ordem), 0)::int as ordem
        from document_file where codcandidato = ${codcandidato} and codtipodoc = ${codtipodoc}`),
    );
    if (files!.active >= MAX_FILES_PER_DOCUMENT) throw conflict(DOC_MSG.tooManyFiles);
    const { clean } = file;
    const [row] = rowsOf<{ codimagem: string | number }>(
      await tx.execute(sql`insert into document_file (codcandidato, codtipodoc, bucket, storage_key, kind,
          mime, size, width, height, pages, ordem, created_by)
        values (${codcandidato}, ${codtipodoc}, ${file.bucket}, ${file.key}, ${clean.kind}, ${clean.mime},
          ${clean.data.length}, ${clean.width}, ${clean.height}, ${clean.pages}, ${files!.ordem + 1},
          ${authorOf(actor)})
        returning codimagem`),
    );
    const status = statusAfterUpload(doc.status);
    // a new file from the candidate has to be checked again
    const conferido = actor.kind === 'candidate' ? false : doc.conferido;
    await tx.execute(sql`update candidate_document set status = ${status}, conferido = ${conferido},
        updated_at = now() where codcandidato = ${codcandidato} and codtipodoc = ${codtipodoc}`);
    if (answersPending(actor, doc.status, doc.codstatus))
      await noticeHr(tx, notice.appUrl, notice.tenant, codcandidato, 'pendingResent', { quietMinutes: 60 });
    return {
      CODTIPODOC: codtipodoc,
      ...documentStatusInfo(status),
      CODIMAGEM: Number(row!.codimagem),
      ARQUIVOS: files!.pages + clean.pages,
      message: DOC_MSG.uploaded,
    };
  });
}

/** An upload; the OCR cross-check job stays off the CPU while uploads come in (decision 057). */
export const uploadDocument = (...args: Parameters<typeof storeUpload>) =>
  duringUpload(() => storeUpload(...args));

async function storeUpload(
  ctx: AppContext,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  params: { codcandidato: number; codtipodoc: number; declared: 'pdf' | 'image' },
  readFile: () => Promise<IncomingFile>,
) {
  if (actor.kind === 'staff' && actor.role !== 'ADMIN') throw forbidden('Acesso negado.');
  const { codcandidato, codtipodoc } = params;
  const target = await loadUploadTarget(ctx.db, actor, tenant, codcandidato, codtipodoc);

  const incoming = await readFile();
  const onlyImages = acceptsOnlyImages(target.documento);
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
    return await recordUpload(
      ctx.db,
      actor,
      target,
      { codcandidato, codtipodoc },
      { bucket: storage.bucket, key, clean },
      { appUrl: ctx.config.appUrl, tenant },
    );
  } catch (err) {
    // no row points at the file: remove it now (the cleanup job would, later)
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
