/**
 * GET /candidate/{id}/sensitive?FIELD=: the value of one sensitive field of the record, for the
 * staff view's 'Mostrar' (decision 036). Each call is one access-log row.
 */
import type { TenantRef, ValuesByName } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { AUTOSAVE_MESSAGES, SENSITIVE_FIELDS } from '../candidate-record/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { logAccess } from '../access-log/index.ts';

export const REVEAL_MESSAGES = { notSensitive: 'Campo inexistente ou não sensível.' } as const;

export async function revealSensitive(
  db: Db,
  actor: StaffActor,
  tenant: TenantRef,
  id: number,
  field: string,
) {
  if (!SENSITIVE_FIELDS.has(field)) throw badRequest(REVEAL_MESSAGES.notSensitive, { field: 'FIELD' });
  const record = await loadRecord(db, tenant, id);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  await logAccess(db, actor, tenant, { action: 'CAMPO_SENSIVEL', codcandidato: id, detail: field });
  const stored: ValuesByName = record.values;
  const value = stored[field];
  return { FIELD: field, VALUE: value === undefined ? null : (value as string | number | boolean | null) };
}
