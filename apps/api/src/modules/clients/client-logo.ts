/** Client logos at the legacy path shape (AA_CCC); a default logo when the client has none. */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { parseLogoKey } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { client } from '../../db/schema.ts';

const DEFAULT_LOGO = readFileSync(new URL('../../../assets/default-logo.svg', import.meta.url));

export async function getClientLogo(db: Db, key: string): Promise<{ bytes: Buffer; mime: string }> {
  const ref = parseLogoKey(key.replace(/\.(png|jpe?g|svg|webp)$/i, ''));
  if (ref) {
    const [row] = await db
      .select({ logo: client.logo, mime: client.logoMime })
      .from(client)
      .where(and(eq(client.codadm, ref.CODADM), eq(client.codcli, ref.CODCLI)))
      .limit(1);
    if (row?.logo && row.mime) return { bytes: row.logo, mime: row.mime };
  }
  return { bytes: DEFAULT_LOGO, mime: 'image/svg+xml' };
}
