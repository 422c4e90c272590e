/**
 * GET /candidate/{id}: the record as the contract answers it (identity, registry fields, ISVALID_* flags);
 * to staff, sensitive fields masked (decision 036).
 */
import { type CandidateRecord as RecordAnswer, type TenantRef } from '@admissao/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unit } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { accessLogCte } from '../access-log/index.ts';
import { sectionsOf } from './check-sections.ts';
import { maskValues } from './masking.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

/** The unit's responsible e-mail, shown to the candidate as whom to ask (none without a unit). */
async function unitContact(db: Db, tenant: TenantRef, codunidade: unknown) {
  if (typeof codunidade !== 'number') return null;
  const [row] = await db
    .select({ UNIDADE: unit.unidade, EMAIL: unit.emailresponsavel })
    .from(unit)
    .where(
      and(eq(unit.codunidade, codunidade), eq(unit.codadm, tenant.CODADM), eq(unit.codcli, tenant.CODCLI)),
    );
  return row ?? null;
}

/** A staff read is logged (decision 036); the candidate reading their own record is not. */
export async function readRecord(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
): Promise<RecordAnswer> {
  // the access-log row is written by the statement that reads the record: no round trip of its
  // own, and written before the answer leaves (decision 036)
  const logged = accessLogCte(actor, tenant, { action: 'LEITURA_FICHA' });
  const record = await loadRecord(db, tenant, codcandidato, logged);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  const { fieldsEmpty: _omit, ...flags } = await sectionsOf(db, tenant, record);
  const { values, ...identity } = record;
  // `values` holds one entry per registry field, read by fromDb as its type says (recordFromRow)
  if (actor.kind === 'candidate')
    return {
      ...identity,
      ...values,
      ...flags,
      CONTATO_RH: await unitContact(db, tenant, values.CODUNIDADE),
    };
  // staff never get a sensitive value here: only its presence (the logged 'Mostrar' reads it)
  const { values: masked, hidden } = maskValues(actor, values);
  return { ...identity, ...masked, ...flags, OCULTOS: hidden };
}
