/**
 * Images of the rich-text editor (FAQ, benefits): POST /image/editor/upload/{module} by staff
 * (images only, checked and re-encoded like documents) and the public viewer
 * /image/editor/viewer/{module}/{data} — public because `<img src>` in rich text sends no token;
 * the id is 128 random bits.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DOC_MSG, EDITOR_IMAGE_PREFIX, MSG, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { editorImage } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { IMAGE_FORMATS, type IncomingFile, sanitizeUpload } from '../documents/index.ts';
import { newKey, type Storages } from '../storage/index.ts';

export async function uploadEditorImage(
  ctx: AppContext,
  storages: Storages,
  tenant: TenantRef,
  module: string,
  readFile: () => Promise<IncomingFile>,
) {
  const incoming = await readFile();
  const clean = await sanitizeUpload(incoming.data, {
    allowed: IMAGE_FORMATS,
    formatMessage: DOC_MSG.editorFormatNotAllowed,
    fileName: incoming.fileName,
    declared: 'image',
  });
  const id = randomBytes(16).toString('hex');
  const storage = storages.current;
  const key = newKey('editor', [tenant.CODADM, tenant.CODCLI, module], clean.ext);
  await storage.put(key, clean.data, clean.mime);
  try {
    await ctx.db.insert(editorImage).values({
      id,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      module,
      bucket: storage.bucket,
      storageKey: key,
      mime: clean.mime,
      size: clean.data.length,
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  // the FAQ/benefits sanitiser keeps only <img src> under EDITOR_IMAGE_PREFIX: build the URL from it
  return { data: id, url: `${EDITOR_IMAGE_PREFIX}viewer/${module}/${id}` };
}

export async function findEditorImage(db: Db, module: string, id: string) {
  const [row] = await db
    .select()
    .from(editorImage)
    .where(and(eq(editorImage.id, id), eq(editorImage.module, module)))
    .limit(1);
  if (!row) throw notFound(MSG.notFound);
  return row;
}
