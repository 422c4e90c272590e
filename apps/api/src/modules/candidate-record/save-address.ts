/**
 * PUT /candidate/address/main and /delivery: one address saved as a whole. Every sent field is
 * checked by the registry as the autosave checks it (editable by the caller, value, lookup,
 * visibility); one problem refuses the whole save. The changed columns are written in one
 * statement guarded by the status read (a save that raced with a status change touches nothing),
 * with one audit row per changed field; a candidate's first save moves status 1–2 → 3 (the
 * startFilling event of decision 067, written by applyTransition).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ADDRESS_PARTS,
  actorMayEdit,
  checkFieldValue,
  normaliseValue,
  statusAfterSave,
  type AddressAnswers,
  type AddressPart,
  type FieldContext,
  type FieldDef,
  type StoredValue,
  type TenantRef,
  type ValuesByName,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Actor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { startFilling } from './start-filling.ts';
import { assertLookupValue } from '../reference/index.ts';
import { loadRecordForSave } from '../candidate-row/index.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

export const ADDRESS_MESSAGES = {
  saved: { main: 'Endereço atualizado.', delivery: 'Endereço de entrega atualizado.' },
  noDelivery: 'O cliente não solicita endereço de entrega.',
} as const satisfies Record<string, unknown>;

/** The sent value of each field, checked and normalised; throws the first problem (400). */
async function checkedValues(
  ctx: AppContext,
  actor: Actor,
  fields: readonly FieldDef[],
  sent: Record<string, unknown>,
  fieldCtx: FieldContext,
): Promise<Map<FieldDef, StoredValue | null>> {
  const out = new Map<FieldDef, StoredValue | null>();
  for (const field of fields) {
    if (sent[field.name] === undefined) continue;
    if (!field.editableBy.includes(actor.kind)) throw forbidden(AUTOSAVE_MESSAGES.readOnly);
    const forced = field.forced?.(fieldCtx);
    const given = forced !== undefined ? forced : sent[field.name];
    const problem = checkFieldValue(field, given, fieldCtx.settings);
    if (problem) throw badRequest(`${field.label}: ${problem}`, { field: field.name });
    await assertLookupValue(ctx.db, field, given);
    out.set(field, normaliseValue(field, given));
  }
  // visibility is read with the new values: a CEP and its city arrive together
  const next = { ...fieldCtx, values: { ...fieldCtx.values } };
  for (const [f, v] of out) next.values[f.name] = v;
  for (const [f, v] of out)
    if (v !== null && !f.visible(next)) throw badRequest(AUTOSAVE_MESSAGES.hidden, { field: f.name });
  return out;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

export async function saveAddress<P extends AddressPart>(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  part: P,
  sent: Record<string, unknown>,
): Promise<AddressAnswers[P]> {
  const fields: readonly FieldDef[] = ADDRESS_PARTS[part];
  const loaded = await loadRecordForSave(ctx.db, tenant, codcandidato, null);
  if (!loaded) throw notFound(AUTOSAVE_MESSAGES.notFound);
  const { record, settings } = loaded;
  const status = record.CODSTATUS;
  if (!actorMayEdit(actor.kind, status)) throw forbidden(AUTOSAVE_MESSAGES.locked);
  if (part === 'delivery' && !settings.ENTREGA_EQUIP) throw badRequest(ADDRESS_MESSAGES.noDelivery);

  const values = await checkedValues(ctx, actor, fields, sent, { settings, values: record.values });
  const stored: ValuesByName = record.values;
  const changed = [...values].filter(([f, v]) => !same(stored[f.name], v));
  // a value a rule fixes is not the candidate filling (the autosave's rule, STATUS_EVENTS.startFilling)
  const realEdit = [...values.keys()].some(
    (f) => f.forced?.({ settings, values: record.values }) === undefined,
  );
  const nextStatus = statusAfterSave(actor.kind, status, realEdit);

  if (changed.length || nextStatus !== status) {
    const audit = (f: FieldDef, v: unknown) => ({
      actor: actor.subject,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'candidate',
      entityId: codcandidato,
      action: 'update',
      field: f.name,
      oldValue: stored[f.name],
      newValue: v,
    });
    const sets: SQL[] = changed.map(([f, v]) => sql`${sql.identifier(f.column)} = ${v}`);
    await ctx.db.transaction(async (tx) => {
      // the first save moves 1–2 → 3 with its fields, through the status writer; a later one only
      // writes the fields, guarded by the status read (a save that raced a status change touches nothing)
      const written =
        nextStatus !== status
          ? await startFilling(ctx, tx, {
              actor,
              name: record.values.NOME,
              tenant,
              codcandidato,
              from: status,
              to: nextStatus,
              set: sets,
            })
          : rowsOf(
              await tx.execute(sql`
                update candidate set ${sql.join([...sets, sql`datultinteracao = now()`], sql`, `)}
                where codcandidato = ${codcandidato} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}
                  and codstatus = ${status}
                returning codcandidato`),
            ).length > 0;
      if (!written) throw new HttpError(409, AUTOSAVE_MESSAGES.changed);
      if (changed.length)
        await writeAudit(
          tx,
          changed.map(([f, v]) => audit(f, v)),
        );
    });
  }
  const answer: Record<string, unknown> = {};
  for (const f of fields) answer[f.name] = values.has(f) ? values.get(f) : (stored[f.name] ?? null);
  // the values come from the registry fields of this part, so the answer has the part's shape
  return {
    CODCANDIDATO: codcandidato,
    CODSTATUS: nextStatus,
    message: ADDRESS_MESSAGES.saved[part],
    ...answer,
  } as AddressAnswers[P];
}
