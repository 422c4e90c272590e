/**
 * PATCH /candidate/personal (spec 3 §5 "Candidate edit"): staff edit the registration data. Keys left
 * out keep their stored value; the merged data is checked with the registry's CADASTRO fields (GESTOR
 * and RECRUTADOR required when the client's settings ask); a new e-mail follows the registration
 * outcomes (spec 3 §4); a changed start date may not be in the past. Only changed columns are written,
 * each with an audit row.
 */
import { sql } from 'drizzle-orm';
import {
  fieldsOfSection,
  isoDateInBrazil,
  LIFECYCLE_MESSAGES,
  STATUS,
  statusAllows,
  storedValuesOf,
  validateFields,
  withForcedValues,
  type RegistrationValues,
  type TenantRef,
  type ValuesByName,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { claimEmail, EMAIL_UNAVAILABLE, REGISTRATION_MESSAGES, retireEmail } from '../candidates/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { findUnit } from '../units/index.ts';

const FIELDS = fieldsOfSection('CADASTRO');
export type PersonalInput = Record<string, string | number | boolean | null | undefined> & {
  CODCANDIDATO: number;
  REUTILIZAR_EMAIL?: boolean;
};

export async function updatePersonal(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  input: PersonalInput,
) {
  const id = input.CODCANDIDATO;
  const record = await loadRecord(ctx.db, tenant, id);
  if (!record) throw notFound(LIFECYCLE_MESSAGES.notFound);
  if (!statusAllows(record.CODSTATUS, 'staffEdit'))
    throw forbidden(LIFECYCLE_MESSAGES.cancelledLocked, 'STATUS_NOT_ALLOWED');
  const settings = await getClientSettings(ctx.db, tenant);
  const merged: Record<string, unknown> = { ...record.values };
  for (const f of FIELDS) if (input[f.name] !== undefined) merged[f.name] = input[f.name];
  // a value a rule fixes (an intern's CARGO) replaces what was sent or stored
  const values = withForcedValues(FIELDS, { settings, values: merged });
  const [issue] = validateFields(FIELDS, { settings, values });
  if (issue) throw badRequest(issue.message, { field: issue.field });

  // normalised by the registry (NOME in upper case); a hidden field is emptied
  const next = storedValuesOf(FIELDS, { settings, values });
  const stored: ValuesByName = record.values;
  const changed = FIELDS.filter((f) => (stored[f.name] ?? null) !== (next[f.name] ?? null));
  const has = (name: string) => changed.some((f) => f.name === name);

  if (has('DATINICIO') && String(next.DATINICIO) < isoDateInBrazil())
    throw badRequest(REGISTRATION_MESSAGES.startBeforeToday, { field: 'DATINICIO' });
  const unit = await findUnit(ctx.db, tenant, Number(next.CODUNIDADE));
  if (!unit) throw notFound(REGISTRATION_MESSAGES.unitNotFound);
  const email = String(next.EMAIL);
  const emailChanged = String(record.values.EMAIL ?? '').toLowerCase() !== email;
  const reused = emailChanged
    ? await claimEmail(ctx.db, tenant, email, { self: id, reuse: input.REUTILIZAR_EMAIL === true })
    : null;

  if (changed.length) {
    try {
      await ctx.db.transaction(async (tx) => {
        if (reused !== null) await retireEmail(tx, tenant, reused, actor.subject);
        const res = await tx.execute(sql`
          update candidate set ${sql.join(
            changed.map((f) => sql`${sql.identifier(f.column)} = ${next[f.name] as string | number | null}`),
            sql`, `,
          )}, datultinteracao = now()
          where codcandidato = ${id} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}
            and codstatus <> ${STATUS.CANCELADO}
          returning codcandidato`);
        if (rowsOf(res).length === 0) throw new HttpError(409, LIFECYCLE_MESSAGES.raced);
        await writeAudit(
          tx,
          changed.map((f) => ({
            actor: actor.subject,
            codadm: tenant.CODADM,
            codcli: tenant.CODCLI,
            entity: 'candidate',
            entityId: id,
            action: 'update',
            field: f.name,
            oldValue: stored[f.name],
            newValue: next[f.name],
          })),
        );
      });
    } catch (err) {
      // another candidate took the e-mail meanwhile
      if (pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
      throw new HttpError(409, EMAIL_UNAVAILABLE, { field: 'EMAIL' });
    }
  }
  return {
    CODCANDIDATO: id,
    // FIELDS are the CADASTRO fields, each value normalised by its type (normaliseValue)
    ...(Object.fromEntries(FIELDS.map((f) => [f.name, next[f.name]])) as RegistrationValues),
    UNIDADE: unit.UNIDADE,
    message: has('DATINICIO') ? LIFECYCLE_MESSAGES.startDateChanged : LIFECYCLE_MESSAGES.personalSaved,
  };
}
