/**
 * Signing and sending one event of a candidate (decisions 077, 083), whatever its kind: the caller
 * (send-admission.ts, send-s3000.ts) checks the candidate and says how the event is built; this
 * keeps the rules of every send.
 *
 * One current event per candidate and kind (a unique index; an S-3000's per event it excludes):
 * while it is with the service (ENVIADO, EM_PROCESSAMENTO) or has its receipt (RECEBIDO) another
 * send is 409; one signed but never received (ASSINADO after a cut, ERRO_ENVIO) is sent again as it
 * was stored — the same Id and the same bytes, so a send that timed out after the service took it
 * gets the earlier receipt (evtDupl) instead of a second event. A rejected one is left as it is and
 * a new event made.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ESOCIAL_EVENT_TRAITS,
  ESOCIAL_SEND_MSG,
  esocialStatusesWhere,
  type EsocialEvent,
  type EsocialEventKind,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { esocialBatch, esocialEvent } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { eventsOf, recordEsocialStep } from './event-rows.ts';
import { esocialConfig, openBatch, sendOpenBatch, type SignedEvent } from './send-batch.ts';
import { EsocialSignRefusal, signEvent } from './sign-event.ts';
import { sendingIdentityOf } from './sending-identity.ts';

/** how long the service is asked to be left alone after it could not be reached */
export const ESOCIAL_RETRY_AFTER_SECONDS = 30;
const CURRENT = esocialStatusesWhere((t) => t.current);

export const conflict = (message: string) => new HttpError(409, message);

/** What the caller knows of the event to send, once it has checked the candidate. */
export interface EventToSend {
  kind: EsocialEventKind;
  codstatus: number;
  /** an S-3000's: the row of the event it excludes */
  excludes?: number;
  /**
   * the unsigned event, for the environment the installation sends to; `sequence` (1–99999) is the
   * Id's last part, unique among the events sent in one second (the event table's own sequence)
   */
  build(tpAmb: '1' | '2', at: Date, sequence: number): { id: string; xml: string };
  /** the 'sent' message of this kind */
  sentMessage?: string;
}

export async function sendCandidateEvent(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
  e: EventToSend,
): Promise<EsocialEvent & { message: string }> {
  let identity;
  try {
    identity = await sendingIdentityOf(ctx, tenant);
  } catch (err) {
    if (err instanceof EsocialSignRefusal) throw new HttpError(409, err.message);
    throw err;
  }
  const config = esocialConfig(ctx);
  const by = { subject: actor.subject, name: actor.userData.NOMEUSUARIO, codusuario: actor.codusuario };
  const { codstatus, kind } = e;

  const opened = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ event: esocialEvent, batchStatus: esocialBatch.status, batchSentAt: esocialBatch.sentAt })
        .from(esocialEvent)
        .leftJoin(esocialBatch, eq(esocialBatch.id, esocialEvent.batchId))
        .where(
          and(
            eq(esocialEvent.codcandidato, codcandidato),
            eq(esocialEvent.kind, kind),
            e.excludes === undefined ? undefined : eq(esocialEvent.excludedEventId, e.excludes),
            inArray(esocialEvent.status, CURRENT),
          ),
        )
        .for('update', { of: esocialEvent });
      let event: SignedEvent;
      if (current) {
        const traits = ESOCIAL_EVENT_TRAITS[current.event.status];
        if (traits.blocksSend)
          throw conflict(
            current.event.status === 'RECEBIDO' ? ESOCIAL_SEND_MSG.received : ESOCIAL_SEND_MSG.inFlight,
          );
        // another request is sending it now (its answer not yet in): wait for it
        const inFlightSince = Date.now() - (config.timeoutMs + 5000);
        if (
          current.batchStatus === 'ENVIANDO' &&
          current.batchSentAt &&
          current.batchSentAt.getTime() > inFlightSince
        )
          throw conflict(ESOCIAL_SEND_MSG.sending);
        event = { ...rowOf(current.event), codstatus };
      } else {
        // tpAmb follows the environment the installation sends to, whatever the client's setting says
        // the row's id, taken first, numbers the event: two events of one candidate in one second
        // (an S-2200 and its S-3000, a resend) would otherwise share an Id, which eSocial refuses
        const [{ next }] = rowsOf<{ next: number }>(
          await tx.execute(sql`select nextval(pg_get_serial_sequence('esocial_event', 'id'))::int as next`),
        ) as [{ next: number }];
        const built = e.build(String(config.ambiente) as '1' | '2', new Date(), (next % 99_999) + 1);
        const xml = signEvent(built.xml, identity.signer);
        const [row] = await tx
          .insert(esocialEvent)
          .values({
            id: next,
            codadm: tenant.CODADM,
            codcli: tenant.CODCLI,
            codcandidato,
            kind,
            eventId: built.id,
            ambiente: config.ambiente,
            xml,
            status: 'ASSINADO',
            createdBy: actor.subject,
            excludedEventId: e.excludes ?? null,
          })
          .returning();
        event = { ...rowOf(row!), codstatus };
        await recordEsocialStep(tx, {
          tenant,
          codcandidato,
          codstatus,
          by,
          note: `Evento ${kind} do eSocial assinado (${built.id}).`,
          action: 'esocial_assinado',
          eventRowId: row!.id,
          newValue: { id: built.id, ...(e.excludes ? { exclui: e.excludes } : {}) },
        });
      }
      const batchId = await openBatch(tx, tenant, identity, config.ambiente, by, [event.rowId]);
      return { event, batchId };
    })
    .catch((err: unknown) => {
      // two sends at once: the other one made the event
      if (pgErrorCode(err) === UNIQUE_VIOLATION) throw conflict(ESOCIAL_SEND_MSG.sending);
      throw err;
    });

  const outcome = await sendOpenBatch(ctx, tenant, identity, by, opened.batchId, [opened.event]);
  if (outcome.kind === 'fault')
    throw new HttpError(503, ESOCIAL_SEND_MSG.unavailable, { retryAfter: ESOCIAL_RETRY_AFTER_SECONDS });
  const [answer] = (await eventsOf(ctx.db, tenant, codcandidato)).filter((x) => x.ID === opened.event.rowId);
  return {
    ...answer!,
    message:
      outcome.kind === 'received' ? (e.sentMessage ?? ESOCIAL_SEND_MSG.sent) : ESOCIAL_SEND_MSG.refusedBatch,
  };
}

const rowOf = (r: typeof esocialEvent.$inferSelect) => ({
  rowId: r.id,
  codcandidato: r.codcandidato,
  kind: r.kind,
  eventId: r.eventId,
  xml: r.xml,
});
