/** PATCH /candidate/configuration and PATCH /candidate/bank (spec 3 §5 "Configuration save"). */
import { eq } from 'drizzle-orm';
import { applyConfigurationSave, CONFIG_MSG, type ClientSettings, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { bank, clientSettings } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { getClientSettings } from '../settings/index.ts';

async function bankExists(db: Db, codbanco: number) {
  const [row] = await db.select({ c: bank.codbanco }).from(bank).where(eq(bank.codbanco, codbanco)).limit(1);
  return Boolean(row);
}

async function store(db: Db, tenant: TenantRef, actor: string, before: ClientSettings, next: ClientSettings) {
  await db
    .insert(clientSettings)
    .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, settings: next })
    .onConflictDoUpdate({
      target: [clientSettings.codadm, clientSettings.codcli],
      set: { settings: next, updatedAt: new Date() },
    });
  const changed = (Object.keys(next) as (keyof ClientSettings)[]).filter((k) => next[k] !== before[k]);
  await writeAudit(
    db,
    changed.map((k) => ({
      actor,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'client_settings',
      entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
      action: 'update',
      field: k,
      oldValue: before[k],
      newValue: next[k],
    })),
  );
  return next;
}

export async function saveSettings(db: Db, tenant: TenantRef, actor: string, patch: Partial<ClientSettings>) {
  const before = await getClientSettings(db, tenant);
  const result = applyConfigurationSave(before, patch);
  if (!result.ok) throw badRequest(result.message, { field: result.field });
  const next = result.settings;
  if (next.BANCO_SELECIONADO && !(await bankExists(db, next.BANCO_SELECIONADO)))
    throw badRequest(CONFIG_MSG.bankNotFound, { field: 'BANCO_SELECIONADO' });
  return store(db, tenant, actor, before, next);
}

/** The bank candidates are offered (BANCO_SELECIONADO); 0 clears it. */
export async function saveBankPreference(db: Db, tenant: TenantRef, actor: string, codbanco: number) {
  const before = await getClientSettings(db, tenant);
  if (codbanco && !(await bankExists(db, codbanco))) throw notFound(CONFIG_MSG.bankNotFound);
  if (codbanco && before.BANCO_PREFERENCIA === 'T') throw badRequest(CONFIG_MSG.bankWithAllBanks);
  return store(db, tenant, actor, before, { ...before, BANCO_SELECIONADO: codbanco });
}
