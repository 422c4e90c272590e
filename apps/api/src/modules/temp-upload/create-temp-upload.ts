/**
 * POST /temporary/upload (the /temporario page, spec 2 §2.3): one JPEG, PNG or PDF of at most 5 MB,
 * checked and cleaned like a document, reachable for 60 minutes by a random link that only the
 * user who sent it, signed in, can open (decision 009); the storage-cleanup job deletes it after
 * that. Signed-in users only, 20 files an hour each.
 */
import { randomBytes } from 'node:crypto';
import { DOC_MSG, TEMP_UPLOAD_MINUTES } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { tempUpload } from '../../db/schema.ts';
import { type Actor, consumeAttempt } from '../auth/index.ts';
import { type IncomingFile, safeFileName, sanitizeUpload, TEMP_FORMATS } from '../documents/index.ts';
import { newKey, type Storages } from '../storage/index.ts';

export const TEMP_UPLOADS_PER_HOUR = 20;

export async function createTempUpload(
  ctx: AppContext,
  storages: Storages,
  actor: Actor,
  readFile: () => Promise<IncomingFile>,
) {
  await consumeAttempt(ctx.db, [
    { key: `temp-upload:${actor.subject}`, max: TEMP_UPLOADS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const incoming = await readFile();
  const clean = await sanitizeUpload(incoming.data, {
    allowed: TEMP_FORMATS,
    formatMessage: DOC_MSG.tempFormatNotAllowed,
    fileName: incoming.fileName,
  });
  const tenant = actor.tenant;
  const storage = storages.current;
  const key = newKey('temp', tenant ? [tenant.CODADM, tenant.CODCLI] : ['sem-cliente'], clean.ext);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TEMP_UPLOAD_MINUTES * 60_000);
  const name = safeFileName(incoming.fileName, clean.ext);
  await storage.put(key, clean.data, clean.mime);
  try {
    await ctx.db.insert(tempUpload).values({
      token,
      codadm: tenant?.CODADM ?? null,
      codcli: tenant?.CODCLI ?? null,
      bucket: storage.bucket,
      storageKey: key,
      mime: clean.mime,
      size: clean.data.length,
      fileName: name,
      owner: actor.subject,
      expiresAt,
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return {
    TOKEN: token,
    // the page of the web app that opens it with the session (a bare API link carries none)
    LINK: `${ctx.config.appUrl}/temporario/${token}`,
    NOME: name,
    TAMANHO: clean.data.length,
    EXPIRA: expiresAt.toISOString(),
    message: DOC_MSG.tempSent,
  };
}
