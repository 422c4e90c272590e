/**
 * POST /candidate/documents/image/edit (ADMIN): rotate and crop an image into a new version. The
 * edited file is a new row (`replaces` = the edited one) in the same page position; the original
 * row and file stay, inactive, so nothing a candidate sent is ever lost.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DOC_MSG, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { documentFile } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { newKey, type Storages } from '../storage/index.ts';
import { authorOf, loadDocumentContext, requireAdmin } from './document-access.ts';
import { allFiles, imageEntry, lockDocument } from './document-files.ts';

export interface ImageEdit {
  codcandidato: number;
  codtipodoc: number;
  codimagem: number;
  rotacao: 0 | 90 | 180 | 270;
  recorte?: { x: number; y: number; width: number; height: number };
}

async function render(data: Buffer, mime: string, e: ImageEdit) {
  const img = sharp(data).rotate(e.rotacao);
  if (e.recorte) {
    const meta = await sharp(data).metadata();
    const turned = e.rotacao === 90 || e.rotacao === 270;
    const w = (turned ? meta.height : meta.width) ?? 0;
    const h = (turned ? meta.width : meta.height) ?? 0;
    const c = e.recorte;
    if (c.x + c.width > w || c.y + c.height > h) throw badRequest(DOC_MSG.cropOutside);
    // rotate first, then crop in the rotated image's pixels (what the dialog shows)
    const rotated = await img.toBuffer();
    const cropped = sharp(rotated).extract({ left: c.x, top: c.y, width: c.width, height: c.height });
    return (mime === 'image/png' ? cropped.png() : cropped.jpeg({ quality: 90 })).toBuffer({
      resolveWithObject: true,
    });
  }
  return (mime === 'image/png' ? img.png() : img.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
}

export async function editImage(
  ctx: AppContext,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  e: ImageEdit,
) {
  requireAdmin(actor);
  await loadDocumentContext(ctx.db, actor, tenant, e.codcandidato, e.codtipodoc);
  if (e.rotacao === 0 && !e.recorte) throw badRequest(DOC_MSG.nothingToChange);
  const files = await allFiles(ctx.db, e.codcandidato, e.codtipodoc);
  const source = files.find((f) => f.active && f.codimagem === e.codimagem);
  if (!source) throw notFound(DOC_MSG.fileNotFound);
  if (source.kind !== 'image') throw badRequest(DOC_MSG.onlyImagesEditable);
  const out = await render(await storages.of(source.bucket).get(source.storageKey), source.mime, e);
  const storage = storages.current;
  const ext = source.mime === 'image/png' ? 'png' : 'jpg';
  const key = newKey('docs', [tenant.CODADM, tenant.CODCLI, e.codcandidato, e.codtipodoc], ext);
  await storage.put(key, out.data, source.mime);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockDocument(tx, e.codcandidato, e.codtipodoc);
      const [still] = await tx
        .select({ active: documentFile.active })
        .from(documentFile)
        .where(eq(documentFile.codimagem, source.codimagem));
      if (!still?.active) throw notFound(DOC_MSG.fileNotFound);
      await tx
        .update(documentFile)
        .set({ active: false })
        .where(eq(documentFile.codimagem, source.codimagem));
      const [created] = await tx
        .insert(documentFile)
        .values({
          codcandidato: e.codcandidato,
          codtipodoc: e.codtipodoc,
          bucket: storage.bucket,
          storageKey: key,
          kind: 'image',
          mime: source.mime,
          size: out.data.length,
          width: out.info.width,
          height: out.info.height,
          pages: 1,
          ordem: source.ordem,
          replaces: source.codimagem,
          createdBy: authorOf(actor),
        })
        .returning();
      return created!;
    });
    const byId = new Map([...files, row].map((f) => [f.codimagem, f]));
    return { ...imageEntry(row, byId), message: DOC_MSG.edited };
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
