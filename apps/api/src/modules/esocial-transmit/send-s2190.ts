/**
 * POST /candidate/{id}/esocial/s2190/send (decision 082): the 'registro preliminar' of a candidate
 * whose S-2200 cannot be ready by the day before work starts — its pre-check (checkS2190) first,
 * then signed with the client's sending identity and sent through the pipeline of 077 as the
 * S-2200 is ('a folha transmite' → 409 there). Once received, the deadline rule gives the S-2200
 * until the 15th of the next month.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  buildS2190,
  checkS2190,
  esocialStatusesWhere,
  S2190_SEND_MSG,
  STATUS,
  type EsocialEvent,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { esocialEvent } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadS2200, verProcOf } from '../esocial/index.ts';
import { sendCandidateEvent } from './send-event.ts';

const SENT = esocialStatusesWhere((t) => t.blocksSend);

export async function sendS2190(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
): Promise<EsocialEvent & { message: string }> {
  const { record, input } = await loadS2200(ctx.db, tenant, codcandidato);
  if (record.CODSTATUS === STATUS.CANCELADO) throw new HttpError(409, S2190_SEND_MSG.cancelled);
  const prelim = { record: input.record, settings: input.settings };
  const pending = checkS2190(prelim);
  if (pending.length)
    throw new HttpError(409, S2190_SEND_MSG.pending, { PRONTO: false, PENDENCIAS: pending });
  // the admission itself already with the service or received: a preliminary record adds nothing
  const [admission] = await ctx.db
    .select({ status: esocialEvent.status })
    .from(esocialEvent)
    .where(
      and(
        eq(esocialEvent.codcandidato, codcandidato),
        eq(esocialEvent.codadm, tenant.CODADM),
        eq(esocialEvent.codcli, sql`${tenant.CODCLI}`),
        eq(esocialEvent.kind, 'S-2200'),
        inArray(esocialEvent.status, SENT),
      ),
    )
    .limit(1);
  if (admission) throw new HttpError(409, S2190_SEND_MSG.admissionSent);
  return sendCandidateEvent(ctx, actor, tenant, codcandidato, {
    kind: 'S-2190',
    codstatus: record.CODSTATUS,
    build: (tpAmb, at, sequence) =>
      buildS2190(
        { ...prelim, settings: { ...prelim.settings, ESOCIAL_TPAMB: tpAmb } },
        { at, sequence, verProc: verProcOf(ctx.config.version) },
      ),
  });
}
