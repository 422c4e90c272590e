/** Authorized persons for the delivery address (at most 2, spec 2 §4.7). */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AUTHORIZED_PERSON_FIELDS,
  MAX_AUTHORIZED_PERSONS,
  normaliseValue,
  validateFields,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { rowOf, selectionOf } from '../../db/registry-rows.ts';
import { authorizedPerson } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { loadEditableRecord, loadReadableRecord } from './editable-record.ts';
import { maskRow } from './masking.ts';

export const AUTHORIZED_MESSAGES = {
  notFound: 'Pessoa autorizada não encontrada',
  limit: 'Não foi possível incluír uma pessoa autorizada: o limite é de 2 pessoas.',
  removed: 'Pessoa autorizada excluída.',
} as const;

/** the list these rows are, named by the registry (what masking.ts masks in them) */
const LIST = AUTHORIZED_PERSON_FIELDS[0].section;

const columns = {
  IDPESSOA: authorizedPerson.idpessoa,
  ...selectionOf(authorizedPerson, AUTHORIZED_PERSON_FIELDS),
};

export async function listAuthorized(ctx: AppContext, actor: Actor, tenant: TenantRef, codcandidato: number) {
  await loadReadableRecord(ctx.db, actor, tenant, codcandidato);
  const rows = await ctx.db
    .select(columns)
    .from(authorizedPerson)
    .where(eq(authorizedPerson.codcandidato, codcandidato))
    .orderBy(asc(authorizedPerson.idpessoa));
  // none of their fields is sensitive today; one that becomes so is masked to staff (decision 081)
  return rows.map((row) => maskRow(actor, row, LIST));
}

export async function saveAuthorized(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  body: Record<string, unknown>,
  idpessoa?: number,
) {
  await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const settings = await getClientSettings(ctx.db, tenant);
  const [issue] = validateFields(AUTHORIZED_PERSON_FIELDS, { settings, values: body });
  if (issue) throw badRequest(issue.message, { field: issue.field });
  const data = rowOf(
    AUTHORIZED_PERSON_FIELDS,
    Object.fromEntries(AUTHORIZED_PERSON_FIELDS.map((f) => [f.name, normaliseValue(f, body[f.name])])),
  );
  let row;
  if (idpessoa) {
    [row] = await ctx.db
      .update(authorizedPerson)
      .set(data)
      .where(and(eq(authorizedPerson.codcandidato, codcandidato), eq(authorizedPerson.idpessoa, idpessoa)))
      .returning(columns);
    if (!row) throw notFound(AUTHORIZED_MESSAGES.notFound);
  } else {
    row = await ctx.db.transaction(async (tx) => {
      // the limit is checked under a lock on the candidate row, so two clicks cannot make three
      await tx.execute(sql`select 1 from candidate where codcandidato = ${codcandidato} for update`);
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(authorizedPerson)
        .where(eq(authorizedPerson.codcandidato, codcandidato));
      if ((n?.n ?? 0) >= MAX_AUTHORIZED_PERSONS) throw badRequest(AUTHORIZED_MESSAGES.limit);
      const [created] = await tx
        .insert(authorizedPerson)
        .values({ codcandidato, ...data } as typeof authorizedPerson.$inferInsert)
        .returning(columns);
      return created!;
    });
  }
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codcandidato,
    entity: 'authorized_person',
    entityId: row.IDPESSOA,
    action: idpessoa ? 'update' : 'create',
    newValue: row,
  });
  return maskRow(actor, row, LIST);
}

export async function deleteAuthorized(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  idpessoa: number,
) {
  await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const gone = await ctx.db
    .delete(authorizedPerson)
    .where(and(eq(authorizedPerson.codcandidato, codcandidato), eq(authorizedPerson.idpessoa, idpessoa)))
    .returning(columns);
  if (gone.length === 0) throw notFound(AUTHORIZED_MESSAGES.notFound);
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codcandidato,
    entity: 'authorized_person',
    entityId: idpessoa,
    action: 'delete',
    oldValue: gone[0],
  });
  return { message: AUTHORIZED_MESSAGES.removed };
}
