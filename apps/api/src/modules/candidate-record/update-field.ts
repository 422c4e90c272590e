/**
 * PATCH /candidate {FIELD, VALUE}: the autosave of one field. Only registry fields the
 * caller may edit, in a status that allows it; the value is checked and normalised by the
 * registry; only that column is written (two tabs editing different fields never overwrite
 * each other); the audit log keeps old and new value; the first save moves status 1–2 → 3.
 */
import { sql } from 'drizzle-orm';
import {
  candidateMayEdit,
  checkFieldValue,
  fieldByName,
  normaliseValue,
  STATUS,
  type FieldDef,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertLookupValue } from '../reference/check-lookup.ts';
import { getClientSettings } from '../settings/client-settings.ts';
import { loadRecord } from './record.ts';

export const AUTOSAVE_MESSAGES = {
  unknownField: 'Campo não permitido.',
  readOnly: 'Este campo não pode ser alterado.',
  locked: 'Dados aguardando validação',
  hidden: 'Este campo não se aplica ao cadastro.',
  notFound: 'Candidato não encontrado.',
  changed: 'O cadastro mudou de situação enquanto você editava. Recarregue a página.',
} as const;

/** Fields not in the registry that the candidate page saves through the same call. */
const EXTRA_FIELDS: Record<string, FieldDef> = {
  CONFIRM_SEM_DEPENDENTES: {
    name: 'CONFIRM_SEM_DEPENDENTES',
    section: 'DADOS_PESSOAIS',
    label: 'Confirmo que não possuo dependentes',
    type: 'boolean',
    required: () => false,
    visible: () => true,
    editableBy: ['candidate', 'staff'],
    column: 'confirm_sem_dependentes',
  },
};

/** Values a rule fixes whatever is sent (spec 2 §4.4). */
function forcedValue(name: string, values: Record<string, unknown>, settingsCtdigital: boolean): unknown {
  if (name === 'NATURALIZADO' && values.NACIONALIDADE === 'BRA') return false;
  if (name === 'CTPSTIPO' && settingsCtdigital) return 'D';
  return undefined;
}

export async function updateField(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  fieldName: string,
  rawValue: unknown,
) {
  const field = fieldByName(fieldName) ?? EXTRA_FIELDS[fieldName];
  if (!field) throw badRequest(AUTOSAVE_MESSAGES.unknownField, { field: fieldName });
  if (!field.editableBy.includes(actor.kind)) throw forbidden(AUTOSAVE_MESSAGES.readOnly);
  const record = await loadRecord(ctx.db, tenant, codcandidato);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  const status = record.CODSTATUS;
  if (actor.kind === 'candidate' ? !candidateMayEdit(status) : status === STATUS.CANCELADO)
    throw forbidden(AUTOSAVE_MESSAGES.locked);

  const settings = await getClientSettings(ctx.db, tenant);
  const forced = forcedValue(field.name, record.values, settings.INFO_CTPS_DIGITAL);
  const given = forced !== undefined ? forced : rawValue;
  const problem = checkFieldValue(field, given, settings);
  if (problem) throw badRequest(`${field.label}: ${problem}`, { field: field.name });
  await assertLookupValue(ctx.db, field, given);
  const value = normaliseValue(field, given);
  if (value !== null && !field.visible({ settings, values: record.values }))
    throw badRequest(AUTOSAVE_MESSAGES.hidden, { field: field.name });

  const nextStatus =
    actor.kind === 'candidate' && (status === STATUS.CADASTRADO || status === STATUS.PRIMEIRO_ACESSO)
      ? STATUS.EM_PREENCHIMENTO
      : status;
  // One statement: the single column (a concurrent save of another field is never
  // overwritten), the status move and the audit rows; `codstatus = status` makes a save
  // that raced with a status change (e.g. finalize in another tab) touch nothing.
  const newText = value === null ? null : String(value);
  const res = await ctx.db.execute(sql`
    with prev as (
      select codstatus, ${sql.identifier(field.column)}::text as old from candidate
      where codcandidato = ${codcandidato} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}
        and codstatus = ${status}
      for update),
    upd as (
      update candidate c set ${sql.identifier(field.column)} = ${value}, codstatus = ${nextStatus}, datultinteracao = now()
      from prev where c.codcandidato = ${codcandidato}
      returning prev.old),
    audit as (
      insert into audit_log (actor, codadm, codcli, entity, entity_id, action, field, old_value, new_value)
      select ${actor.subject}::text, ${tenant.CODADM}::int, ${tenant.CODCLI}::text, 'candidate', ${String(codcandidato)}::text,
        'update', ${field.name}::text, old, ${newText}::text from upd
      union all
      select ${actor.subject}::text, ${tenant.CODADM}::int, ${tenant.CODCLI}::text, 'candidate', ${String(codcandidato)}::text,
        'status', 'CODSTATUS', ${String(status)}::text, ${String(nextStatus)}::text from upd where ${nextStatus !== status}::boolean)
    select count(*)::int as n from upd`);
  if ((rowsOf<{ n: number }>(res)[0]?.n ?? 0) === 0) throw new HttpError(409, AUTOSAVE_MESSAGES.changed);
  return { FIELD: field.name, VALUE: value, CODSTATUS: nextStatus };
}
