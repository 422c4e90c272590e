/** The candidate a lifecycle action acts on: of the caller's client (else 404), allowed by the rule table. */
import {
  checkLifecycleAction,
  LIFECYCLE_MESSAGES,
  type LifecycleAction,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { type CandidateRecord, loadRecord } from '../candidate-row/index.ts';

export async function loadForAction(
  db: Db,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
  action: LifecycleAction,
): Promise<CandidateRecord> {
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) throw notFound(LIFECYCLE_MESSAGES.notFound);
  const check = checkLifecycleAction(action, actor, record.CODSTATUS);
  // a refusal by the status tells the screen it is out of date; one by permission does not
  if (!check.ok) throw forbidden(check.message, check.reason === 'status' ? 'STATUS_NOT_ALLOWED' : undefined);
  return record;
}
