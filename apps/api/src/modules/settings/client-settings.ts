/** The client's settings (spec 3 §3), with defaults for anything not stored. */
import { and, eq } from 'drizzle-orm';
import { ZClientSettings, type ClientSettings, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { clientSettings } from '../../db/schema.ts';

export async function getClientSettings(db: Db, tenant: TenantRef): Promise<ClientSettings> {
  const [row] = await db
    .select({ settings: clientSettings.settings })
    .from(clientSettings)
    .where(and(eq(clientSettings.codadm, tenant.CODADM), eq(clientSettings.codcli, tenant.CODCLI)))
    .limit(1);
  return settingsFromJson(row?.settings);
}

/** Stored settings as read (jsonb), with defaults; an unreadable value falls back to the defaults. */
export function settingsFromJson(stored: unknown): ClientSettings {
  const parsed = ZClientSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZClientSettings.parse({});
}
