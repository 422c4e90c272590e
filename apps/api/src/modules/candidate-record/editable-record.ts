/** Loads a record the caller may change now (candidate: editable statuses; staff: not cancelled). */
import { actorMayEdit, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { type CandidateRecord, loadRecord } from '../candidate-row/index.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

export async function loadEditableRecord(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
): Promise<CandidateRecord> {
  if (actor.kind === 'candidate' && actor.codcandidato !== codcandidato)
    throw notFound(AUTOSAVE_MESSAGES.notFound);
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  if (!actorMayEdit(actor.kind, record.CODSTATUS)) throw forbidden(AUTOSAVE_MESSAGES.locked);
  return record;
}

/** Reading needs only the record to be the caller's (or of the staff's client). */
export async function loadReadableRecord(db: Db, actor: Actor, tenant: TenantRef, codcandidato: number) {
  if (actor.kind === 'candidate' && actor.codcandidato !== codcandidato)
    throw notFound(AUTOSAVE_MESSAGES.notFound);
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  return record;
}
