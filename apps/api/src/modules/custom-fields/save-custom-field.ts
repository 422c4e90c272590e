/**
 * Adding and editing a client's custom fields (spec 3 §5 "Custom field", §9 limits). The 25/40
 * reading is in docs/decisions/025: at most 40 fields in all and 25 active at once. The count and
 * the insert run under a per-client lock, so two admins saving at once cannot pass the limit.
 */
import { and, count, eq, max, sql } from 'drizzle-orm';
import {
  CONFIG_MSG,
  CUSTOM_FIELD_LIMITS,
  type CustomFieldCreate,
  type CustomFieldUpdate,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { customField } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  CODINFO: customField.codinfo,
  NUMCAMPO: customField.numcampo,
  DESCRICAO: customField.descricao,
  TIPO: customField.tipo,
  OPCOES: customField.opcoes,
  RESP_PREENCHIMENTO: customField.respPreenchimento,
  OBRIGATORIO: customField.obrigatorio,
  ATIVO: customField.ativo,
};
const ofClient = (tenant: TenantRef) =>
  and(eq(customField.codadm, tenant.CODADM), eq(customField.codcli, tenant.CODCLI));

async function lockClient(tx: Tx, tenant: TenantRef) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`custom_field:${tenant.CODADM}:${tenant.CODCLI}`}))`,
  );
}

async function counts(tx: Tx, tenant: TenantRef) {
  const [row] = await tx
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${customField.ativo})`.mapWith(Number),
      last: max(customField.numcampo),
    })
    .from(customField)
    .where(ofClient(tenant));
  return { total: row?.total ?? 0, active: row?.active ?? 0, last: row?.last ?? 0 };
}

const values = (f: CustomFieldCreate) => ({
  descricao: f.DESCRICAO,
  tipo: f.TIPO,
  opcoes: f.OPCOES,
  respPreenchimento: f.RESP_PREENCHIMENTO,
  obrigatorio: f.OBRIGATORIO,
  ativo: f.ATIVO,
});

export async function createCustomField(db: Db, tenant: TenantRef, actor: string, input: CustomFieldCreate) {
  const row = await db.transaction(async (tx) => {
    await lockClient(tx, tenant);
    const n = await counts(tx, tenant);
    if (n.total >= CUSTOM_FIELD_LIMITS.total) throw badRequest(CONFIG_MSG.fieldTotalLimit);
    if (input.ATIVO && n.active >= CUSTOM_FIELD_LIMITS.active) throw badRequest(CONFIG_MSG.fieldActiveLimit);
    const [created] = await tx
      .insert(customField)
      .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, numcampo: n.last + 1, ...values(input) })
      .returning(columns);
    return created!;
  });
  await audit(db, tenant, actor, row.CODINFO, 'create', input);
  return { ...row, message: CONFIG_MSG.fieldCreated };
}

export async function updateCustomField(db: Db, tenant: TenantRef, actor: string, input: CustomFieldUpdate) {
  const { CODINFO, ...rest } = input;
  const row = await db.transaction(async (tx) => {
    await lockClient(tx, tenant);
    const where = and(ofClient(tenant), eq(customField.codinfo, CODINFO));
    const [before] = await tx.select({ ativo: customField.ativo }).from(customField).where(where);
    if (!before) throw notFound(CONFIG_MSG.fieldNotFound);
    if (rest.ATIVO && !before.ativo && (await counts(tx, tenant)).active >= CUSTOM_FIELD_LIMITS.active)
      throw badRequest(CONFIG_MSG.fieldActiveLimit);
    const [updated] = await tx.update(customField).set(values(rest)).where(where).returning(columns);
    return updated!;
  });
  await audit(db, tenant, actor, CODINFO, 'update', rest);
  return { ...row, message: CONFIG_MSG.fieldUpdated };
}

const audit = (db: Db, tenant: TenantRef, actor: string, id: number, action: string, newValue: unknown) =>
  writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'custom_field',
    entityId: id,
    action,
    newValue,
  });
