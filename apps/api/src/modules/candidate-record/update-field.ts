/**
 * PATCH /candidate {FIELD, VALUE}: the autosave of one field. Only registry fields the
 * caller may edit, in a status that allows it; the value is checked and normalised by the
 * registry; only that column is written (two tabs editing different fields never overwrite
 * each other); the audit log keeps old and new value; the first save moves status 1–2 → 3.
 */
import {
  actorMayEdit,
  checkFieldValue,
  fieldByName,
  missingFieldMessage,
  NO_DEPENDENTS_FIELD,
  normaliseValue,
  statusAfterSave,
  type FieldContext,
  type FieldDef,
  type StoredValue,
  type TenantRef,
  sectionOfFields,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { type Actor, assertCandidateSession } from '../auth/index.ts';
import { assertLookupValue } from '../reference/index.ts';
import { loadRecordForSave } from '../candidate-row/index.ts';
import { startFilling } from './start-filling.ts';

export const AUTOSAVE_MESSAGES = {
  unknownField: 'Campo não permitido.',
  readOnly: 'Este campo não pode ser alterado.',
  locked: 'Dados aguardando validação',
  hidden: 'Este campo não se aplica ao cadastro.',
  notFound: 'Candidato não encontrado.',
  changed: 'O cadastro mudou de situação enquanto você editava. Recarregue a página.',
} as const;

/**
 * Fields the candidate page saves through the same call besides the record's (the no-dependents
 * confirmation). A Map: a field name is user input, and `__proto__` or `constructor` must find nothing.
 */
const EXTRA_FIELDS = new Map<string, FieldDef>([[NO_DEPENDENTS_FIELD.name, NO_DEPENDENTS_FIELD]]);

/**
 * One statement: the field's column and the columns its change empties (a concurrent save of
 * another field is never overwritten) and the audit rows (one per column that changed);
 * `codstatus = $4` makes a save that raced with a status change (e.g. finalize in another tab)
 * touch nothing. The status itself is never written here: the first real save moves 1–2 → 3
 * through the one status writer first (startFilling, decision 067), so every later save — the
 * autosave's hot path — stays this one round trip. One prepared text per field and case.
 * DATULTINTERACAO moves at most once a minute: while no indexed column changes, PostgreSQL
 * updates the row in place (a HOT update) instead of adding an entry to each of its indexes.
 */
const writeStatements = new Map<string, string>();
const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A candidate's change to data staff filled (the registration section: their name) is written to the
 * candidate log too, so staff see it where they follow the process (issue 14): who (the name as it
 * now is), what was and what is. $10 is the entry's opening ('Nome alterado pelo candidato').
 */
const staffFilledLog = `,
    log as (
      insert into candidate_log (codcandidato, codstatus, usuario, observacoes)
      select $1::int, $4::smallint, left(nome_atual, 100),
        left($10::text || ': de "' || coalesce(old, '') || '" para "' || coalesce($8::text, '') || '".', 500)
      from upd where old is distinct from $8::text)`;

/** Whether this save is logged for staff (a candidate changing data staff registered: the name). */
const loggedForStaff = (field: FieldDef, actor: Actor) =>
  actor.kind === 'candidate' && sectionOfFields(field.section)?.staffEdit === 'registration';

function writeStatement(field: FieldDef, cleared: readonly FieldDef[], logged: boolean): string {
  const key = [field.column, ...cleared.map((c) => c.column), logged ? '+log' : ''].join(',');
  let text = writeStatements.get(key);
  if (text) return text;
  for (const c of [field, ...cleared])
    if (!COLUMN_NAME.test(c.column)) throw new Error(`unexpected column name ${c.column}`);
  const olds = cleared.map((c, i) => `, "${c.column}"::text as old${i}`).join('');
  const nulls = cleared.map((c) => `, "${c.column}" = null`).join('');
  const clearAudit = cleared
    .map(
      (c, i) => `
      union all
      select $6::text, $2::int, $3::text, 'candidate', $9::text, 'update', '${c.name}', old${i}, null, $1::int
      from upd where old${i} is not null`,
    )
    .join('');
  text = `
    with prev as (
      select codstatus, "${field.column}"::text as old${olds} from candidate
      where codcandidato = $1 and codadm = $2 and codcli = $3 and codstatus = $4
      for update),
    upd as (
      update candidate c set "${field.column}" = $5${nulls},
        datultinteracao = case when c.datultinteracao > now() - interval '1 minute'
          then c.datultinteracao else now() end
      from prev where c.codcandidato = $1
      returning prev.*, c.nome as nome_atual),
    audit as (
      insert into audit_log (actor, codadm, codcli, entity, entity_id, action, field, old_value, new_value, codcandidato)
      select $6::text, $2::int, $3::text, 'candidate', $9::text, 'update', $7::text, old, $8::text, $1::int from upd${clearAudit})${logged ? staffFilledLog : ''}
    select count(*)::int as n from upd`;
  writeStatements.set(key, text);
  return text;
}

/** The fields a save empties (spec 2 §4.5: the transport lines when public transport becomes Não). */
function clearedBy(field: FieldDef, ctx: FieldContext, value: StoredValue | null): FieldDef[] {
  if (!field.clears?.when(ctx, value)) return [];
  return field.clears.fields.flatMap((name) => fieldByName(name) ?? []);
}

export async function updateField(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  fieldName: string,
  rawValue: unknown,
) {
  const field = fieldByName(fieldName) ?? EXTRA_FIELDS.get(fieldName);
  if (!field) throw badRequest(AUTOSAVE_MESSAGES.unknownField, { field: fieldName });
  if (!field.editableBy.includes(actor.kind) || field.login) throw forbidden(AUTOSAVE_MESSAGES.readOnly);
  const loaded = await loadRecordForSave(
    ctx.db,
    tenant,
    codcandidato,
    actor.kind === 'candidate' && actor.unchecked ? actor.sid : null,
  );
  assertCandidateSession(actor, loaded?.session);
  if (!loaded) throw notFound(AUTOSAVE_MESSAGES.notFound);
  const { record, settings } = loaded;
  const status = record.CODSTATUS;
  if (!actorMayEdit(actor.kind, status)) throw forbidden(AUTOSAVE_MESSAGES.locked);

  const fieldCtx: FieldContext = { settings, values: record.values };
  const forced = field.forced?.(fieldCtx);
  const given = forced !== undefined ? forced : rawValue;
  const problem = checkFieldValue(field, given, settings);
  if (problem) throw badRequest(`${field.label}: ${problem}`, { field: field.name });
  await assertLookupValue(ctx.db, field, given);
  const value = normaliseValue(field, given);
  // a column that refuses null (NOME) answers the required-field message, never a database error
  if (value === null && field.notNull)
    throw badRequest(missingFieldMessage(field.label), { field: field.name });
  if (value !== null && !field.visible(fieldCtx))
    throw badRequest(AUTOSAVE_MESSAGES.hidden, { field: field.name });
  const cleared = clearedBy(field, fieldCtx, value);

  // a value a rule fixes is stored by the page as it opens: not a real edit (STATUS_EVENTS.startFilling)
  const nextStatus = statusAfterSave(actor.kind, status, forced === undefined);
  // the first real save moves the status through the one writer, then the field is written at the
  // status it moved to; if the field then loses a race, the page keeps it unsaved and retries
  if (nextStatus !== status) {
    const moved = await ctx.db.transaction((tx) =>
      startFilling(ctx, tx, {
        actor,
        name: record.values.NOME,
        tenant,
        codcandidato,
        from: status,
        to: nextStatus,
      }),
    );
    if (!moved) throw new HttpError(409, AUTOSAVE_MESSAGES.changed);
  }
  const newText = value === null ? null : String(value);
  const logged = loggedForStaff(field, actor);
  const [written] = await queryPrepared<{ n: number }>(
    ctx.db,
    `autosave${logged ? '_log' : ''}_${[field.column, ...cleared.map((c) => c.column)].join('_')}`.slice(
      0,
      63,
    ),
    writeStatement(field, cleared, logged),
    [
      codcandidato,
      tenant.CODADM,
      tenant.CODCLI,
      nextStatus,
      value,
      actor.subject,
      field.name,
      newText,
      String(codcandidato),
      ...(logged ? [`${field.label} alterado pelo candidato`] : []),
    ],
  );
  if (Number(written?.n ?? 0) === 0) throw new HttpError(409, AUTOSAVE_MESSAGES.changed);
  return {
    FIELD: field.name,
    VALUE: value,
    CODSTATUS: nextStatus,
    // the fields this save emptied, so the page shows them empty without reading the record again
    ...(cleared.length ? { CLEARED: cleared.map((c) => c.name) } : {}),
  };
}
