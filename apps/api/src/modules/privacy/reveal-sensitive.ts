/**
 * GET /candidate/{id}/sensitive?FIELD=[&CODDEP=]: the value of one sensitive field of the record, or
 * of one of the candidate's dependents, for the staff view's 'Mostrar' (decisions 036, 081). Each
 * call is one access-log row naming the field (and the dependent by code), never the value.
 */
import { and, eq } from 'drizzle-orm';
import { DEPENDENT_FIELDS, type TenantRef, type ValuesByName } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { dependent } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import {
  AUTOSAVE_MESSAGES,
  DEPENDENT_COLUMNS,
  DEPENDENT_MESSAGES,
  SENSITIVE_FIELDS_OF,
} from '../candidate-record/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { logAccess } from '../access-log/index.ts';

export const REVEAL_MESSAGES = { notSensitive: 'Campo inexistente ou não sensível.' } as const;

/** the access-log detail of a dependent's field: codes only ('CODDEP 12; PCD', accessDetailLabel) */
export const dependentDetail = (coddep: number, field: string) => `CODDEP ${coddep}; ${field}`;

type Shown = string | number | boolean | null;
const shown = (value: unknown): Shown => (value === undefined ? null : (value as Shown));

export async function revealSensitive(
  db: Db,
  actor: StaffActor,
  tenant: TenantRef,
  id: number,
  field: string,
  coddep?: number,
) {
  const table = coddep === undefined ? 'CANDIDATO' : DEPENDENT_FIELDS[0].section;
  if (!SENSITIVE_FIELDS_OF[table].has(field))
    throw badRequest(REVEAL_MESSAGES.notSensitive, { field: 'FIELD' });
  // the candidate first, under the caller's client: another client's candidate is 404 like any
  const record = await loadRecord(db, tenant, id);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  if (coddep === undefined) {
    await logAccess(db, actor, tenant, { action: 'CAMPO_SENSIVEL', codcandidato: id, detail: field });
    const stored: ValuesByName = record.values;
    return { FIELD: field, VALUE: shown(stored[field]) };
  }
  // a dependent of this candidate only: another candidate's code is 404, and leaves no row
  const [row] = await db
    .select(DEPENDENT_COLUMNS)
    .from(dependent)
    .where(and(eq(dependent.codcandidato, id), eq(dependent.coddep, coddep)));
  if (!row) throw notFound(DEPENDENT_MESSAGES.notFound);
  await logAccess(db, actor, tenant, {
    action: 'CAMPO_SENSIVEL',
    codcandidato: id,
    detail: dependentDetail(coddep, field),
  });
  return { FIELD: field, CODDEP: coddep, VALUE: shown((row as Record<string, unknown>)[field]) };
}
