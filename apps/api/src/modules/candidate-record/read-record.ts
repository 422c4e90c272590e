/** GET /candidate/{id}: the record as the contract answers it (identity, registry fields, ISVALID_* flags). */
import type { CandidateRecord as RecordAnswer, CandidateValues, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/actor.ts';
import { logAccess } from '../privacy/log-access.ts';
import { sectionsOf } from './check-sections.ts';
import { loadRecord } from './record.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

/** A staff read is logged (decision 036); the candidate reading their own record is not. */
export async function readRecord(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
): Promise<RecordAnswer> {
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  await logAccess(db, actor, tenant, { action: 'LEITURA_FICHA', codcandidato });
  const { values, ...identity } = record;
  const { fieldsEmpty: _omit, ...flags } = await sectionsOf(db, tenant, record);
  // `values` holds one entry per registry field, read by fromDb as its type says (recordFromRow);
  // the record keeps it loosely typed for the rules, which look fields up by name
  return { ...identity, ...(values as CandidateValues), ...flags };
}
