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
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../audit.ts';
import { assertLookupValue } from '../reference/check-lookup.ts';
import { getClientSettings } from '../settings/client-settings.ts';
import { loadRecord } from './record.ts';

export const AUTOSAVE_MESSAGES = {
  unknownField: 'Campo não permitido.',
  readOnly: 'Este campo não pode ser alterado.',
  locked: 'Dados aguardando validação',
  hidden: 'Este campo não se aplica ao cadastro.',
  notFound: 'Candidato não encontrado.',
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
  const problem = checkFieldValue(field, given);
  if (problem) throw badRequest(`${field.label}: ${problem}`, { field: field.name });
  await assertLookupValue(ctx.db, field, given);
  const value = normaliseValue(field, given);
  if (value !== null && !field.visible({ settings, values: record.values }))
    throw badRequest(AUTOSAVE_MESSAGES.hidden, { field: field.name });

  const old = field.name in record.values ? record.values[field.name] : record.CONFIRM_SEM_DEPENDENTES;
  const nextStatus =
    actor.kind === 'candidate' && (status === STATUS.CADASTRADO || status === STATUS.PRIMEIRO_ACESSO)
      ? STATUS.EM_PREENCHIMENTO
      : status;
  await ctx.db.transaction(async (tx) => {
    // one column only: a concurrent save of another field is never overwritten
    await tx.execute(sql`
      update candidate set ${sql.identifier(field.column)} = ${value},
        codstatus = ${nextStatus}, datultinteracao = now()
      where codcandidato = ${codcandidato} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}`);
    const entries = [
      {
        actor: actor.subject,
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
        entity: 'candidate',
        entityId: codcandidato,
        action: 'update',
        field: field.name,
        oldValue: old,
        newValue: value,
      },
    ];
    if (nextStatus !== status)
      entries.push({
        ...entries[0]!,
        action: 'status',
        field: 'CODSTATUS',
        oldValue: status,
        newValue: nextStatus,
      });
    await writeAudit(tx, entries);
  });
  return { FIELD: field.name, VALUE: value, CODSTATUS: nextStatus };
}
