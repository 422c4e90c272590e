/**
 * PATCH /candidate {FIELD, VALUE}: the autosave of one field. Only registry fields the
 * caller may edit, in a status that allows it; the value is checked and normalised by the
 * registry; only that column is written (two tabs editing different fields never overwrite
 * each other); the audit log keeps old and new value; the first save moves status 1–2 → 3.
 */
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
import { queryPrepared } from '../../lib/prepared.ts';
import { assertCandidateSession, type Actor } from '../../plugins/auth.ts';
import { assertLookupValue } from '../reference/check-lookup.ts';
import { loadRecordForSave } from './record.ts';

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

/**
 * One statement: the single column (a concurrent save of another field is never overwritten),
 * the status move and the audit rows; `codstatus = $4` makes a save that raced with a status
 * change (e.g. finalize in another tab) touch nothing. One prepared text per column.
 * DATULTINTERACAO moves at most once a minute: while no indexed column changes, PostgreSQL
 * updates the row in place (a HOT update) instead of adding an entry to each of its indexes.
 */
const writeStatements = new Map<string, string>();
function writeStatement(column: string): string {
  let text = writeStatements.get(column);
  if (text) return text;
  if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`unexpected column name ${column}`);
  text = `
    with prev as (
      select codstatus, "${column}"::text as old from candidate
      where codcandidato = $1 and codadm = $2 and codcli = $3 and codstatus = $4
      for update),
    upd as (
      update candidate c set "${column}" = $5, codstatus = $6,
        datultinteracao = case when c.datultinteracao > now() - interval '1 minute'
          then c.datultinteracao else now() end
      from prev where c.codcandidato = $1
      returning prev.old),
    audit as (
      insert into audit_log (actor, codadm, codcli, entity, entity_id, action, field, old_value, new_value)
      select $7::text, $2::int, $3::text, 'candidate', $12::text, 'update', $8::text, old, $9::text from upd
      union all
      select $7::text, $2::int, $3::text, 'candidate', $12::text, 'status', 'CODSTATUS', $10::text, $11::text
      from upd where $10::text <> $11::text)
    select count(*)::int as n from upd`;
  writeStatements.set(column, text);
  return text;
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
  const loaded = await loadRecordForSave(ctx.db, tenant, codcandidato);
  assertCandidateSession(actor, loaded?.sessionVersion);
  if (!loaded) throw notFound(AUTOSAVE_MESSAGES.notFound);
  const { record, settings } = loaded;
  const status = record.CODSTATUS;
  if (actor.kind === 'candidate' ? !candidateMayEdit(status) : status === STATUS.CANCELADO)
    throw forbidden(AUTOSAVE_MESSAGES.locked);

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
  const newText = value === null ? null : String(value);
  const [written] = await queryPrepared<{ n: number }>(
    ctx.db,
    `autosave_${field.column}`,
    writeStatement(field.column),
    [
      codcandidato,
      tenant.CODADM,
      tenant.CODCLI,
      status,
      value,
      nextStatus,
      actor.subject,
      field.name,
      newText,
      String(status),
      String(nextStatus),
      String(codcandidato),
    ],
  );
  if (Number(written?.n ?? 0) === 0) throw new HttpError(409, AUTOSAVE_MESSAGES.changed);
  return { FIELD: field.name, VALUE: value, CODSTATUS: nextStatus };
}
