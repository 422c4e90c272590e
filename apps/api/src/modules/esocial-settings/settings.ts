/**
 * Who transmits a client's eSocial events (decision 079), kept in client_esocial: no row means the
 * default, EMPREGADOR. A change is audited with the old and new value, in its transaction.
 */
import { and, eq } from 'drizzle-orm';
import {
  ESOCIAL_SETTINGS_MSG,
  type EsocialSettings,
  type EsocialTransmissionMode,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { clientEsocial } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';

const DEFAULT_MODE: EsocialTransmissionMode = 'EMPREGADOR';

const ofTenant = (t: TenantRef) =>
  and(eq(clientEsocial.codadm, t.CODADM), eq(clientEsocial.codcli, t.CODCLI));

export async function esocialSettingsOf(db: Db, tenant: TenantRef): Promise<EsocialSettings> {
  const [row] = await db.select().from(clientEsocial).where(ofTenant(tenant));
  return {
    TRANSMISSAO: row?.transmissao ?? DEFAULT_MODE,
    ALTERADO_EM: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveEsocialSettings(
  db: Db,
  tenant: TenantRef,
  actor: string,
  mode: EsocialTransmissionMode,
): Promise<EsocialSettings> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(clientEsocial).where(ofTenant(tenant)).for('update');
    const old = before?.transmissao ?? DEFAULT_MODE;
    const values = { transmissao: mode, updatedAt: new Date(), updatedBy: actor };
    await tx
      .insert(clientEsocial)
      .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, ...values })
      .onConflictDoUpdate({ target: [clientEsocial.codadm, clientEsocial.codcli], set: values });
    if (old !== mode)
      await writeAudit(tx, {
        actor,
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
        entity: 'client',
        entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
        action: 'alteração',
        field: 'transmissão eSocial',
        oldValue: old,
        newValue: mode,
      });
  });
  return { ...(await esocialSettingsOf(db, tenant)), message: ESOCIAL_SETTINGS_MSG.saved };
}
