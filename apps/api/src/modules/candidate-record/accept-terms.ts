/**
 * PATCH /candidate/terms: the candidate accepts the terms of use (spec 2 §2.2, §7). The first
 * acceptance is the one kept; accepting again answers the same date and changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { CandidateActor } from '../auth/actor.ts';
import { writeAudit } from '../audit.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

export async function acceptTerms(ctx: AppContext, actor: CandidateActor) {
  const { CODADM, CODCLI } = actor.tenant;
  return ctx.db.transaction(async (tx) => {
    const rows = rowsOf<{ accepted: Date | string; first: boolean }>(
      await tx.execute(sql`
        update candidate set dataceitetermos = coalesce(dataceitetermos, now())
        where codcandidato = ${actor.codcandidato} and codadm = ${CODADM} and codcli = ${CODCLI}
        returning dataceitetermos as accepted, dataceitetermos = now() as first`),
    );
    const row = rows[0];
    if (!row) throw notFound(AUTOSAVE_MESSAGES.notFound);
    const accepted = new Date(row.accepted).toISOString();
    if (row.first)
      await writeAudit(tx, {
        actor: actor.subject,
        codadm: CODADM,
        codcli: CODCLI,
        entity: 'candidate',
        entityId: actor.codcandidato,
        action: 'terms',
        field: 'DATACEITETERMOS',
        newValue: accepted,
      });
    return { UPDATED: actor.codcandidato, DATACEITETERMOS: accepted };
  });
}
