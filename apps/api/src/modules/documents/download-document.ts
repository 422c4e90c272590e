/**
 * POST /candidate/documents/download: one file (IMAGEM or PAGINA), or the whole document — its only
 * file as is, or every page (images and PDF pages, in order) joined in one PDF.
 */
import { logAccess } from '../access-log/index.ts';
import { DOC_MSG, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import type { Storages } from '../storage/index.ts';
import { loadDocumentContext } from './document-access.ts';
import { allFiles, type FileRow } from './document-files.ts';
import { findFile } from './find-file.ts';

export interface DownloadAsk {
  CODCANDIDATO: number;
  CODTIPODOC: number;
  IMAGEM?: string | number | null;
  PAGINA?: number | null;
}

/** a file name from the document's name: letters, digits and dashes */
export const downloadName = (documento: string, ext: string) =>
  `${
    documento
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'documento'
  }.${ext}`;

const extOf = (f: FileRow) => (f.mime === 'application/pdf' ? 'pdf' : f.mime === 'image/png' ? 'png' : 'jpg');

async function joinAsPdf(storages: Storages, files: FileRow[]): Promise<Buffer> {
  // pdf-lib loads with the first merged download, not at start
  const { PDFDocument } = await import('pdf-lib');
  const out = await PDFDocument.create();
  for (const f of files) {
    const bytes = await storages.of(f.bucket).get(f.storageKey);
    if (f.kind === 'pdf') {
      const src = await PDFDocument.load(bytes, { updateMetadata: false });
      for (const page of await out.copyPages(src, src.getPageIndices())) out.addPage(page);
    } else {
      const img = f.mime === 'image/png' ? await out.embedPng(bytes) : await out.embedJpg(bytes);
      const page = out.addPage([img.width, img.height]);
      page.drawImage(img, { x: 0, y: 0, width: img.width, height: img.height });
    }
  }
  return Buffer.from(await out.save());
}

export type Download =
  { kind: 'file'; file: FileRow; name: string } | { kind: 'bytes'; data: Buffer; mime: string; name: string };

/** A staff download is logged once, whatever form it takes (decision 036). */
export async function downloadDocument(
  db: Db,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  ask: DownloadAsk,
): Promise<Download> {
  const download = await pickDownload(db, storages, actor, tenant, ask);
  const what = download.kind === 'file' ? `, CODIMAGEM ${download.file.codimagem}` : ', todas as páginas';
  await logAccess(db, actor, tenant, {
    action: 'DOCUMENTO_BAIXADO',
    codcandidato: ask.CODCANDIDATO,
    detail: `CODTIPODOC ${ask.CODTIPODOC}${what}`,
  });
  return download;
}

async function pickDownload(
  db: Db,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  ask: DownloadAsk,
): Promise<Download> {
  const { type } = await loadDocumentContext(db, actor, tenant, ask.CODCANDIDATO, ask.CODTIPODOC);
  if (ask.IMAGEM !== undefined && ask.IMAGEM !== null && ask.IMAGEM !== '') {
    const asNumber = Number(ask.IMAGEM);
    const ref =
      Number.isInteger(asNumber) && asNumber > 0 ? { codimagem: asNumber } : { file: String(ask.IMAGEM) };
    const file = await findFile(db, actor, tenant, ask.CODCANDIDATO, ask.CODTIPODOC, ref);
    return { kind: 'file', file, name: downloadName(type.documento, extOf(file)) };
  }
  if (ask.PAGINA) {
    const file = await findFile(db, actor, tenant, ask.CODCANDIDATO, ask.CODTIPODOC, { pagina: ask.PAGINA });
    return { kind: 'file', file, name: downloadName(`${type.documento}-${ask.PAGINA}`, extOf(file)) };
  }
  const current = (await allFiles(db, ask.CODCANDIDATO, ask.CODTIPODOC)).filter((f) => f.active);
  if (current.length === 0) throw notFound(DOC_MSG.noFiles);
  if (current.length === 1)
    return { kind: 'file', file: current[0]!, name: downloadName(type.documento, extOf(current[0]!)) };
  const data = await joinAsPdf(storages, current);
  return { kind: 'bytes', data, mime: 'application/pdf', name: downloadName(type.documento, 'pdf') };
}
