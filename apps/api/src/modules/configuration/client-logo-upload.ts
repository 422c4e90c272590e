/**
 * Client logo upload (ADMIN): the image is recognised by its content, never by its name, and
 * re-encoded by sharp (drops metadata and anything hidden in the file); served, as before, at the
 * legacy path GET /api/image/logo/{AA_CCC}.
 */
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CONFIG_MSG, logoKey, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { client } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';

export const LOGO_MAX_BYTES = 5_000_000;
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);

const logoUrl = (tenant: TenantRef) => `/api/image/logo/${logoKey(tenant)}`;

async function reencode(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(CONFIG_MSG.logoNotImage);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 600, height: 300, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // a file that starts like an image but does not decode
    throw badRequest(CONFIG_MSG.logoNotImage);
  }
}

export async function saveClientLogo(db: Db, tenant: TenantRef, actor: string, bytes: Buffer) {
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(CONFIG_MSG.fileTooLarge);
  const png = await reencode(bytes);
  await setLogo(db, tenant, png, 'image/png');
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'client',
    entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
    action: 'update',
    field: 'logo',
    newValue: `${png.length} bytes`,
  });
  return { LOGO: logoUrl(tenant), message: CONFIG_MSG.logoSaved };
}

export async function removeClientLogo(db: Db, tenant: TenantRef, actor: string) {
  await setLogo(db, tenant, null, null);
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'client',
    entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
    action: 'delete',
    field: 'logo',
  });
  return { LOGO: logoUrl(tenant), message: CONFIG_MSG.logoRemoved };
}

const setLogo = (db: Db, tenant: TenantRef, logo: Buffer | null, logoMime: string | null) =>
  db
    .update(client)
    .set({ logo, logoMime })
    .where(and(eq(client.codadm, tenant.CODADM), eq(client.codcli, tenant.CODCLI)));
