/** Dependents of a candidate (spec 2 §4.7): fields and rules from DEPENDENT_FIELDS. */
import { and, asc, eq } from 'drizzle-orm';
import {
  DEPENDENT_FIELDS,
  normaliseValue,
  titularFacts,
  validateFields,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { rowOf, selectionOf } from '../../db/registry-rows.ts';
import { dependent } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { assertLookupValue } from '../reference/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { loadEditableRecord, loadReadableRecord } from './editable-record.ts';
import { maskRow, masksSensitive, SENSITIVE_FIELDS_OF } from './masking.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';

export const DEPENDENT_MESSAGES = {
  notFound: 'Dependente não encontrado',
  added: 'Dependente incluído com sucesso!',
  changed: 'Dependente alterado com sucesso!',
  removed: 'Dependente excluído com sucesso!',
} as const;

export const DEPENDENT_COLUMNS = { CODDEP: dependent.coddep, ...selectionOf(dependent, DEPENDENT_FIELDS) };

/** the list these rows are, named by the registry (what masking.ts masks in them) */
const LIST = DEPENDENT_FIELDS[0].section;

/** The titular facts the dependent rules read. */
const titularOf = (r: CandidateRecord) => titularFacts(r.values);

async function checked(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  record: CandidateRecord,
  body: Record<string, unknown>,
) {
  const settings = await getClientSettings(ctx.db, tenant);
  // a field the caller may not change (the staff's tpDep, for a candidate) is neither read nor written
  const own = (f: (typeof DEPENDENT_FIELDS)[number]) => f.editableBy.includes(actor.kind);
  const sent = Object.fromEntries(
    Object.entries(body).filter(([name]) => DEPENDENT_FIELDS.some((f) => f.name === name && own(f))),
  );
  const values: Record<string, unknown> = {
    ...sent,
    PARENTESCO:
      body.PARENTESCO === undefined || body.PARENTESCO === null ? body.PARENTESCO : String(body.PARENTESCO),
    ...titularOf(record),
  };
  const mine = DEPENDENT_FIELDS.filter(own);
  const [issue] = validateFields(mine, { settings, values });
  if (issue) throw badRequest(issue.message, { field: issue.field });
  for (const f of mine) await assertLookupValue(ctx.db, f, values[f.name]);
  const row: Record<string, unknown> = {};
  for (const f of DEPENDENT_FIELDS) {
    const shown = f.visible({ settings, values });
    // a field hidden by its rule is stored empty (e.g. ASSISTENCIAMED when PARENTESCO is above 2);
    // one the caller may not change keeps its stored value while it applies
    if (!own(f) && shown) continue;
    row[f.name] = shown ? normaliseValue(f, values[f.name]) : null;
  }
  return rowOf(
    DEPENDENT_FIELDS.filter((f) => f.name in row),
    row,
  );
}

export async function listDependents(ctx: AppContext, actor: Actor, tenant: TenantRef, codcandidato: number) {
  await loadReadableRecord(ctx.db, actor, tenant, codcandidato);
  const rows = await ctx.db
    .select(DEPENDENT_COLUMNS)
    .from(dependent)
    .where(eq(dependent.codcandidato, codcandidato))
    .orderBy(asc(dependent.coddep));
  // a dependent's sensitive fields (PCD) are masked to staff as the candidate's are (decision 081)
  return rows.map((row) => maskRow(actor, row, LIST));
}

/**
 * Staff read a dependent with its sensitive fields masked (null, named in OCULTOS), and the form sends
 * the row back as read: a masked field sent empty keeps what is stored, so editing the name does not
 * erase (or trip over) the PCD they were never shown. A value sent is a value chosen, and is saved.
 */
async function withMaskedKept(
  ctx: AppContext,
  actor: Actor,
  where: ReturnType<typeof and>,
  body: Record<string, unknown>,
  coddep: number | undefined,
): Promise<Record<string, unknown>> {
  if (!coddep || !masksSensitive(actor)) return body;
  const empty = [...SENSITIVE_FIELDS_OF[LIST]].filter((n) => body[n] === null || body[n] === undefined);
  if (!empty.length) return body;
  const [stored] = await ctx.db.select(DEPENDENT_COLUMNS).from(dependent).where(where);
  if (!stored) return body;
  const kept = Object.fromEntries(empty.map((n) => [n, (stored as Record<string, unknown>)[n]]));
  return { ...body, ...kept };
}

export async function saveDependent(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  body: Record<string, unknown>,
  coddep?: number,
) {
  const record = await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const where = and(eq(dependent.codcandidato, codcandidato), eq(dependent.coddep, coddep ?? 0));
  const data = await checked(
    ctx,
    actor,
    tenant,
    record,
    await withMaskedKept(ctx, actor, where, body, coddep),
  );
  const [row] = coddep
    ? await ctx.db.update(dependent).set(data).where(where).returning(DEPENDENT_COLUMNS)
    : await ctx.db
        .insert(dependent)
        .values({ codcandidato, ...data } as typeof dependent.$inferInsert)
        .returning(DEPENDENT_COLUMNS);
  if (!row) throw notFound(DEPENDENT_MESSAGES.notFound);
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codcandidato,
    entity: 'dependent',
    entityId: row.CODDEP,
    action: coddep ? 'update' : 'create',
    newValue: row,
  });
  const message = coddep ? DEPENDENT_MESSAGES.changed : DEPENDENT_MESSAGES.added;
  return { ...maskRow(actor, row, LIST), message };
}

export async function deleteDependent(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  coddep: number,
) {
  await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const gone = await ctx.db
    .delete(dependent)
    .where(and(eq(dependent.codcandidato, codcandidato), eq(dependent.coddep, coddep)))
    .returning(DEPENDENT_COLUMNS);
  if (gone.length === 0) throw notFound(DEPENDENT_MESSAGES.notFound);
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codcandidato,
    entity: 'dependent',
    entityId: coddep,
    action: 'delete',
    oldValue: gone[0],
  });
  return { message: DEPENDENT_MESSAGES.removed };
}
