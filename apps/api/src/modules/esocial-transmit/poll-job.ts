/**
 * The polling job `esocial-poll` (decision 077; the model is kit-seal's, decision 071). A received
 * batch is due at next_poll_at; a run claims due batches a few at a time — FOR UPDATE SKIP LOCKED,
 * then a lease (lease_until ahead), so any number of API processes run it and a batch is queried by
 * one of them — and asks WsConsultarLoteEventos with the client's certificate. 101 (still
 * processing): the next query after the service's own estimate (tempoEstimadoConclusao); 201: each
 * event's receipt or occurrences stored, logged and audited; anything else (the service away, a
 * refused query, garbage) counts an attempt and waits a doubling backoff, and after MAX_ATTEMPTS the
 * batch is left ERRO_CONSULTA for a person. Repeating a query is harmless: it only reads.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ESOCIAL_FAULT_TEXT, EsocialUnavailable, postSoap } from './http-client.ts';
import type { AppContext } from '../../context.ts';
import { candidate, esocialBatch, esocialEvent } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';
import { POLL_ACTOR, recordEsocialStep } from './event-rows.ts';
import {
  CD_EVENTO_SUCESSO,
  CD_LOTE_AGUARDANDO,
  CD_LOTE_PROCESSADO,
  parseRetornoProcessamento,
  type RetornoProcessamentoLote,
} from './retorno-processamento.ts';
import { esocialConfig } from './send-batch.ts';
import { sendingIdentityOf } from './sending-identity.ts';
import { EsocialSignRefusal } from './sign-event.ts';
import { consultarLoteSoap, EsocialAnswerError } from './soap.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export const ESOCIAL_POLL_JOB = 'esocial-poll';
const CLAIM = 4;
const PER_RUN = 40;
/** longer than a query with its timeouts; a process that died mid-query is taken over after it */
const LEASE_SECONDS = 120;
const BACKOFF_FIRST_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 30 * 60;
/** a batch the service keeps saying 101 about is asked again within these bounds */
const WAIT_MIN_SECONDS = 5;
const WAIT_MAX_SECONDS = 15 * 60;
/** faults in a row before the batch is left for a person (≈ 12 h of backoff) */
export const MAX_POLL_ATTEMPTS = 30;
const WITH_SERVICE = ['ENVIADO', 'EM_PROCESSAMENTO'] as const;

async function claim(ctx: Ctx, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`update esocial_batch b
      set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      from (select id from esocial_batch
            where next_poll_at is not null and status in ('ENVIADO', 'EM_PROCESSAMENTO')
              and next_poll_at <= now() and (lease_until is null or lease_until <= now())
            order by next_poll_at, id limit ${limit}
            for update skip locked) q
      where b.id = q.id
      returning b.id`),
  );
  return rows.map((r) => r.id);
}

async function recordFault(ctx: Ctx, id: number, text: string) {
  await ctx.db.execute(sql`update esocial_batch set poll_attempts = least(poll_attempts + 1, 32000),
      last_error = ${text.slice(0, 300)}, lease_until = null,
      status = case when poll_attempts + 1 >= ${MAX_POLL_ATTEMPTS} then 'ERRO_CONSULTA' else status end,
      next_poll_at = case when poll_attempts + 1 >= ${MAX_POLL_ATTEMPTS} then null
        else now() + make_interval(secs => least(${BACKOFF_MAX_SECONDS},
          ${BACKOFF_FIRST_SECONDS} * power(2, least(poll_attempts, 16))::int)) end
    where id = ${id}`);
}

async function stillProcessing(ctx: Ctx, id: number, answer: RetornoProcessamentoLote) {
  const wait = Math.min(WAIT_MAX_SECONDS, Math.max(WAIT_MIN_SECONDS, answer.tempoEstimadoConclusao ?? 60));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(esocialBatch)
      .set({
        status: 'EM_PROCESSAMENTO',
        cdResposta: answer.cdResposta,
        descResposta: answer.descResposta.slice(0, 500),
        nextPollAt: sql`now() + make_interval(secs => ${wait})`,
        leaseUntil: null,
        lastError: null,
      })
      .where(and(eq(esocialBatch.id, id), inArray(esocialBatch.status, WITH_SERVICE)));
    await tx
      .update(esocialEvent)
      .set({ status: 'EM_PROCESSAMENTO', updatedAt: sql`now()` })
      .where(and(eq(esocialEvent.batchId, id), eq(esocialEvent.status, 'ENVIADO')));
  });
}

/** 201: every event's outcome, each with its log entry and audit row, in one transaction */
async function processed(ctx: Ctx, id: number, answer: RetornoProcessamentoLote) {
  const outcomes = new Map(answer.eventos.map((e) => [e.id, e]));
  await ctx.db.transaction(async (tx) => {
    const [batch] = await tx
      .update(esocialBatch)
      .set({
        status: 'PROCESSADO',
        cdResposta: answer.cdResposta,
        descResposta: answer.descResposta.slice(0, 500),
        processedAt: sql`now()`,
        nextPollAt: null,
        leaseUntil: null,
        lastError: null,
      })
      .where(and(eq(esocialBatch.id, id), inArray(esocialBatch.status, WITH_SERVICE)))
      .returning({
        codadm: esocialBatch.codadm,
        codcli: esocialBatch.codcli,
        protocolo: esocialBatch.protocolo,
      });
    // another process finished it first
    if (!batch) return;
    const events = await tx
      .select({ event: esocialEvent, codstatus: candidate.codstatus })
      .from(esocialEvent)
      .innerJoin(candidate, eq(candidate.codcandidato, esocialEvent.codcandidato))
      .where(and(eq(esocialEvent.batchId, id), inArray(esocialEvent.status, WITH_SERVICE)));
    for (const { event, codstatus } of events) {
      const o = outcomes.get(event.eventId);
      const ok = o?.cdResposta === CD_EVENTO_SUCESSO && !!o.nrRecibo;
      // an event the answer does not hold was not processed: it may be sent again
      const status = !o ? 'ERRO_ENVIO' : ok ? 'RECEBIDO' : 'REJEITADO';
      await tx
        .update(esocialEvent)
        .set({
          status,
          cdResposta: o?.cdResposta ?? null,
          descResposta: (o?.descResposta ?? 'O lote processado não trouxe este evento.').slice(0, 500),
          nrRecibo: ok ? o.nrRecibo : null,
          ocorrencias: o?.ocorrencias ?? [],
          processedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(esocialEvent.id, event.id));
      const note = ok
        ? `Evento ${event.kind} recebido pelo eSocial (${event.eventId}; recibo ${o.nrRecibo}${o.duplicado ? ', já recebido antes' : ''}).`
        : o
          ? `Evento ${event.kind} rejeitado pelo eSocial (${event.eventId}): ${o.cdResposta} — ${o.descResposta}; ${o.ocorrencias.length} ocorrência(s).`
          : `Evento ${event.kind} ausente do lote processado (${event.eventId}): pode ser enviado de novo.`;
      await recordEsocialStep(tx, {
        tenant: { CODADM: batch.codadm, CODCLI: batch.codcli },
        codcandidato: event.codcandidato,
        codstatus,
        by: { subject: POLL_ACTOR, name: 'eSocial' },
        note,
        action: ok ? 'esocial_recebido' : 'esocial_rejeitado',
        eventRowId: event.id,
        newValue: {
          id: event.eventId,
          protocolo: batch.protocolo,
          nrRecibo: ok ? o.nrRecibo : null,
          cdResposta: o?.cdResposta ?? null,
        },
      });
    }
  });
}

export interface EsocialPollRun {
  /** the batches queried, and what came of each */
  polled: { batchId: number; outcome: 'processing' | 'processed' | 'fault' }[];
}

async function pollOne(ctx: Ctx, id: number): Promise<EsocialPollRun['polled'][number]['outcome']> {
  const [batch] = await ctx.db
    .select({ codadm: esocialBatch.codadm, codcli: esocialBatch.codcli, protocolo: esocialBatch.protocolo })
    .from(esocialBatch)
    .where(eq(esocialBatch.id, id));
  if (!batch?.protocolo) return 'fault';
  const config = esocialConfig(ctx);
  try {
    const identity = await sendingIdentityOf(
      ctx,
      { CODADM: batch.codadm, CODCLI: batch.codcli },
      { polling: true },
    );
    const body = await postSoap(
      config.consultarUrl,
      consultarLoteSoap(batch.protocolo),
      identity.tls,
      config,
    );
    let answer: RetornoProcessamentoLote;
    try {
      answer = parseRetornoProcessamento(body);
    } catch (err) {
      if (err instanceof EsocialAnswerError)
        throw new EsocialUnavailable('garbage', ESOCIAL_FAULT_TEXT.garbage);
      throw err;
    }
    if (answer.cdResposta === CD_LOTE_AGUARDANDO) {
      await stillProcessing(ctx, id, answer);
      return 'processing';
    }
    if (answer.cdResposta === CD_LOTE_PROCESSADO) {
      await processed(ctx, id, answer);
      return 'processed';
    }
    await recordFault(
      ctx,
      id,
      `Consulta recusada pelo eSocial: ${answer.cdResposta} — ${answer.descResposta}`,
    );
    return 'fault';
  } catch (err) {
    if (err instanceof EsocialUnavailable || err instanceof EsocialSignRefusal) {
      await recordFault(ctx, id, err.message);
      return 'fault';
    }
    throw err;
  }
}

/** the runner's Job (jobs/runner.ts), by shape */
export interface EsocialPollJob {
  name: string;
  everyMs: number;
  run(now: boolean): Promise<unknown>;
  /** one run, with what it did (tests) */
  pollDue(): Promise<EsocialPollRun>;
}

export function esocialPollJob(
  ctx: Ctx,
  options: { log?: { warn(obj: object, msg: string): void } } = {},
): EsocialPollJob {
  async function pollDue(): Promise<EsocialPollRun> {
    const run: EsocialPollRun = { polled: [] };
    while (run.polled.length < PER_RUN) {
      const ids = await claim(ctx, Math.min(CLAIM, PER_RUN - run.polled.length));
      if (!ids.length) break;
      for (const batchId of ids) {
        const outcome = await pollOne(ctx, batchId);
        if (outcome === 'fault') options.log?.warn({ esocialBatch: batchId }, 'consulta ao eSocial adiada');
        run.polled.push({ batchId, outcome });
      }
    }
    return run;
  }
  return { name: ESOCIAL_POLL_JOB, everyMs: 15_000, run: () => pollDue(), pollDue };
}
