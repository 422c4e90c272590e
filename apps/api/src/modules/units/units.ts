/** Units of a client (spec 3 §3, §5): list, add, edit, delete when no candidate uses them. */
import { and, asc, eq } from 'drizzle-orm';
import { type TenantRef, type Unit } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { unit } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';

export const UNIT_MESSAGES = {
  notFound: 'Unidade não encontrada.',
  inUse: 'Não foi possível deletar essa unidade: há candidatos vinculados a ela.',
  added: 'Unidade adicionada com sucesso!',
  changed: 'Unidade alterada com sucesso!',
  deleted: 'Unidade excluída com sucesso!',
} as const;

const columns = {
  CODUNIDADE: unit.codunidade,
  UNIDADE: unit.unidade,
  EMAILRESPONSAVEL: unit.emailresponsavel,
  CNPJ: unit.cnpj,
  CODADM: unit.codadm,
  CODCLI: unit.codcli,
};
const ofTenant = (t: TenantRef) => and(eq(unit.codadm, t.CODADM), eq(unit.codcli, t.CODCLI));

export async function listUnits(db: Db, tenant: TenantRef): Promise<Unit[]> {
  return db.select(columns).from(unit).where(ofTenant(tenant)).orderBy(asc(unit.unidade));
}

export async function findUnit(db: Db, tenant: TenantRef, codunidade: number): Promise<Unit | undefined> {
  const [row] = await db
    .select(columns)
    .from(unit)
    .where(and(ofTenant(tenant), eq(unit.codunidade, codunidade)))
    .limit(1);
  return row;
}

export async function createUnit(
  db: Db,
  tenant: TenantRef,
  actor: string,
  input: { UNIDADE: string; EMAILRESPONSAVEL: string; CNPJ?: string },
) {
  const [row] = await db
    .insert(unit)
    .values({
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      unidade: input.UNIDADE,
      emailresponsavel: input.EMAILRESPONSAVEL.toLowerCase(),
      cnpj: input.CNPJ || null,
    })
    .returning(columns);
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'unit',
    entityId: row!.CODUNIDADE,
    action: 'create',
    newValue: row,
  });
  return { ...row!, message: UNIT_MESSAGES.added };
}

export async function updateUnit(
  db: Db,
  tenant: TenantRef,
  actor: string,
  input: { CODUNIDADE: number; UNIDADE: string; EMAILRESPONSAVEL: string; CNPJ?: string },
) {
  const before = await findUnit(db, tenant, input.CODUNIDADE);
  if (!before) throw notFound(UNIT_MESSAGES.notFound);
  const [row] = await db
    .update(unit)
    .set({
      unidade: input.UNIDADE,
      emailresponsavel: input.EMAILRESPONSAVEL.toLowerCase(),
      // a form that does not send the CNPJ keeps the stored one
      ...(input.CNPJ === undefined ? {} : { cnpj: input.CNPJ || null }),
    })
    .where(and(ofTenant(tenant), eq(unit.codunidade, input.CODUNIDADE)))
    .returning(columns);
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'unit',
    entityId: input.CODUNIDADE,
    action: 'update',
    oldValue: before,
    newValue: row,
  });
  return { ...row!, message: UNIT_MESSAGES.changed };
}

export async function deleteUnit(db: Db, tenant: TenantRef, actor: string, codunidade: number) {
  const before = await findUnit(db, tenant, codunidade);
  if (!before) throw notFound(UNIT_MESSAGES.notFound);
  try {
    // the foreign key from candidate decides "in use", race-free
    await db.delete(unit).where(and(ofTenant(tenant), eq(unit.codunidade, codunidade)));
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new HttpError(409, UNIT_MESSAGES.inUse);
    throw err;
  }
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'unit',
    entityId: codunidade,
    action: 'delete',
    oldValue: before,
  });
  return { message: UNIT_MESSAGES.deleted };
}
