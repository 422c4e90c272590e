/**
 * The staff's choice of tpDep (table 07) for a dependent whose kinship has more than one code —
 * guarda judicial/provisória, sogro(a) (decision 031, 2026-11-26). The registry field TPDEP_ESOCIAL
 * names the codes each kinship may take; any other answers 400 and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { DEPENDENT_FIELDS, TPDEP_FIELD, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { dependent } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import {
  DEPENDENT_COLUMNS,
  DEPENDENT_MESSAGES,
  loadEditableRecord,
  maskRow,
} from '../candidate-record/index.ts';

export const DEPENDENT_TYPE_MESSAGES = {
  saved: 'Tipo de dependente do eSocial salvo.',
  single: 'O parentesco deste dependente tem um único tipo no eSocial: não há o que escolher.',
  invalid: 'Tipo de dependente inválido para este parentesco.',
} as const;

export async function chooseDependentType(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  coddep: number,
  tpDep: string,
) {
  await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const where = and(eq(dependent.codcandidato, codcandidato), eq(dependent.coddep, coddep));
  const [current] = await ctx.db.select(DEPENDENT_COLUMNS).from(dependent).where(where);
  if (!current) throw notFound(DEPENDENT_MESSAGES.notFound);
  const options = TPDEP_FIELD.optionsFor(current);
  if (!options.length) throw badRequest(DEPENDENT_TYPE_MESSAGES.single, { field: TPDEP_FIELD.name });
  if (!options.some((o) => o.value === tpDep))
    throw badRequest(DEPENDENT_TYPE_MESSAGES.invalid, { field: TPDEP_FIELD.name });
  const [row] = await ctx.db
    .update(dependent)
    .set({ [TPDEP_FIELD.column]: tpDep })
    .where(where)
    .returning(DEPENDENT_COLUMNS);
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'dependent',
    entityId: coddep,
    action: 'update',
    oldValue: { [TPDEP_FIELD.name]: current[TPDEP_FIELD.name] },
    newValue: { [TPDEP_FIELD.name]: tpDep },
  });
  // the saved row answers like every staff read of a dependent: its health data masked (decision 081)
  return { ...maskRow(actor, row!, DEPENDENT_FIELDS[0].section), message: DEPENDENT_TYPE_MESSAGES.saved };
}
