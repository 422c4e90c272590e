/**
 * Sending signed events in one batch (decision 077), whatever their kind: the events are stored
 * signed (ASSINADO) before this is called, so a cut connection loses nothing and a re-send sends the
 * very same documents. A batch row ENVIANDO is written first, then the request goes out over mutual
 * TLS, then one transaction stores the answer — received (ENVIADO, the protocol, due for polling),
 * refused (RECUSADO; each event REJEITADO with the batch's occurrences) or not reached (ERRO_ENVIO;
 * the caller answers 503 + Retry-After). Each event's step is in the candidate log and the audit.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import { esocialConfigOf, type EsocialConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { esocialBatch, esocialEvent } from '../../db/schema.ts';
import { buildBatch } from './batch.ts';
import { recordEsocialStep, type EsocialStep } from './event-rows.ts';
import { EsocialUnavailable, postSoap } from './http-client.ts';
import type { SendingIdentity } from './sending-identity.ts';
import {
  CD_LOTE_RECEBIDO,
  enviarLoteSoap,
  EsocialAnswerError,
  parseRetornoEnvio,
  type RetornoEnvioLote,
} from './soap.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** the first query of a received batch: the service rarely processes within seconds */
export const FIRST_POLL_SECONDS = 10;

export const esocialConfig = (ctx: Pick<AppContext, 'config'>): EsocialConfig =>
  ctx.config.esocial ?? esocialConfigOf(2);

/** One event ready to go: its row, its candidate, its signed document. */
export interface SignedEvent {
  rowId: number;
  codcandidato: number;
  codstatus: number;
  kind: string;
  eventId: string;
  xml: string;
}

export type SendOutcome =
  | { kind: 'received'; batchId: number; answer: RetornoEnvioLote }
  | { kind: 'refused'; batchId: number; answer: RetornoEnvioLote }
  | { kind: 'fault'; batchId: number; error: EsocialUnavailable };

export interface Sender {
  subject: string;
  name: string | null;
  codusuario?: number;
}

/** the batch row, and each event attached to it (still ASSINADO: not with the service yet) */
export async function openBatch(
  tx: Ctx['db'],
  tenant: TenantRef,
  identity: SendingIdentity,
  ambiente: 1 | 2,
  by: Sender,
  rowIds: number[],
): Promise<number> {
  const [batch] = await tx
    .insert(esocialBatch)
    .values({
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      ambiente,
      empregadorInsc: identity.empregador.nrInsc,
      transmissorInsc: identity.transmissor.nrInsc,
      status: 'ENVIANDO',
      sentBy: by.subject,
    })
    .returning({ id: esocialBatch.id });
  await tx
    .update(esocialEvent)
    .set({ batchId: batch!.id, status: 'ASSINADO', updatedAt: sql`now()` })
    .where(inArray(esocialEvent.id, rowIds));
  return batch!.id;
}

async function post(ctx: Ctx, identity: SendingIdentity, events: SignedEvent[]): Promise<RetornoEnvioLote> {
  const config = esocialConfig(ctx);
  const batchXml = buildBatch({
    empregador: identity.empregador,
    transmissor: identity.transmissor,
    events: events.map((e) => ({ id: e.eventId, xml: e.xml })),
  });
  const body = await postSoap(config.enviarUrl, enviarLoteSoap(batchXml), identity.tls, config);
  try {
    return parseRetornoEnvio(body);
  } catch (err) {
    if (err instanceof EsocialAnswerError)
      throw new EsocialUnavailable('garbage', 'A resposta do eSocial não pôde ser lida.', { cause: err });
    throw err;
  }
}

const stepOf = (
  tenant: TenantRef,
  by: Sender,
  e: SignedEvent,
  action: string,
  note: string,
  newValue: Record<string, unknown>,
): EsocialStep => ({
  tenant,
  codcandidato: e.codcandidato,
  codstatus: e.codstatus,
  by,
  note,
  action,
  eventRowId: e.rowId,
  newValue: { id: e.eventId, ...newValue },
});

/** Sends the batch already opened and stores what came of it. */
export async function sendOpenBatch(
  ctx: Ctx,
  tenant: TenantRef,
  identity: SendingIdentity,
  by: Sender,
  batchId: number,
  events: SignedEvent[],
): Promise<SendOutcome> {
  let answer: RetornoEnvioLote;
  try {
    answer = await post(ctx, identity, events);
  } catch (err) {
    if (!(err instanceof EsocialUnavailable)) throw err;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(esocialBatch)
        .set({ status: 'ERRO_ENVIO', lastError: err.message.slice(0, 300) })
        .where(eq(esocialBatch.id, batchId));
      await tx
        .update(esocialEvent)
        .set({ status: 'ERRO_ENVIO', updatedAt: sql`now()` })
        .where(eq(esocialEvent.batchId, batchId));
      for (const e of events)
        await recordEsocialStep(
          tx,
          stepOf(
            tenant,
            by,
            e,
            'esocial_erro_envio',
            `Envio do evento ${e.kind} ao eSocial falhou: ${err.message}`,
            {
              falha: err.fault,
            },
          ),
        );
    });
    return { kind: 'fault', batchId, error: err };
  }
  const received = answer.cdResposta === CD_LOTE_RECEBIDO && answer.protocolo !== null;
  const ocorrencias = answer.ocorrencias;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(esocialBatch)
      .set({
        status: received ? 'ENVIADO' : 'RECUSADO',
        protocolo: answer.protocolo,
        cdResposta: answer.cdResposta,
        descResposta: answer.descResposta.slice(0, 500),
        ocorrencias,
        receivedAt: sql`now()`,
        nextPollAt: received ? sql`now() + make_interval(secs => ${FIRST_POLL_SECONDS})` : null,
        lastError: null,
      })
      .where(eq(esocialBatch.id, batchId));
    await tx
      .update(esocialEvent)
      .set(
        received
          ? { status: 'ENVIADO', sentAt: sql`now()`, updatedAt: sql`now()` }
          : {
              status: 'REJEITADO',
              cdResposta: answer.cdResposta,
              descResposta: answer.descResposta.slice(0, 500),
              ocorrencias,
              sentAt: sql`now()`,
              processedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
      )
      .where(eq(esocialEvent.batchId, batchId));
    for (const e of events)
      await recordEsocialStep(
        tx,
        received
          ? stepOf(
              tenant,
              by,
              e,
              'esocial_enviado',
              `Evento ${e.kind} enviado ao eSocial (${e.eventId}; protocolo ${answer.protocolo}).`,
              { protocolo: answer.protocolo },
            )
          : stepOf(
              tenant,
              by,
              e,
              'esocial_lote_recusado',
              `O eSocial recusou o lote do evento ${e.kind} (${e.eventId}): ${answer.cdResposta} — ${answer.descResposta}`,
              { cdResposta: answer.cdResposta },
            ),
      );
  });
  return { kind: received ? 'received' : 'refused', batchId, answer };
}
