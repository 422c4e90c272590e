/**
 * The asynchronous processing of a received batch, one event at a time and in order (batches too,
 * so a duplicate is decided the same way every run): the event's own schema, its signature, the
 * signer's certificate, then its Id against every event received before.
 */
import { createHash, type X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import type { EventOutcome, Inscription } from './answers.ts';
import { EVENTO, OCORRENCIA, type Answer, type Occurrence } from './codes.ts';
import { isKnownEvent, schemaErrors, type EventName } from './schemas.ts';
import { verifyEventSignature } from './signature.ts';
import { children, parseXml, textAt } from './xml.ts';

/** A batch as the stand-in keeps it (`batches` of the running stand-in, by protocol). */
export interface StandinBatch {
  protocol: string;
  receivedAt: Date;
  grupo: string;
  employer: Inscription;
  transmitter: Inscription;
  /** CNPJ or CPF of the TLS client certificate that sent it */
  sentBy: string | null;
  /** each event document as received, by the Id of its `evento` */
  events: { id: string; xml: string }[];
  /** the consultation shows the outcomes from this instant on (receivedAt + processingDelayMs) */
  readyAt: Date;
  outcomes?: EventOutcome[];
}

/** What the processing remembers between batches. */
export interface ProcessingMemory {
  ca: X509Certificate;
  /** every accepted event by Id: its hash and receipt, for duplicates */
  accepted: Map<string, { hash: string; nrRecibo: string }>;
  nextReceipt(): string;
}

const MAX_SCHEMA_OCCURRENCES = 20;

function rejected(
  base: Omit<EventOutcome, 'answer' | 'occurrences'>,
  answer: Answer,
  occurrences: Occurrence[],
): EventOutcome {
  return { ...base, answer, occurrences };
}

/** The outcome of one event of the batch. */
export async function processEvent(
  batch: StandinBatch,
  ev: { id: string; xml: string },
  memory: ProcessingMemory,
): Promise<EventOutcome> {
  const root = parseXml(ev.xml)?.documentElement ?? null;
  const body: Element | null = root ? (children(root)[0] ?? null) : null;
  const employer = {
    tpInsc: textAt(body, 'ideEmpregador', 'tpInsc') || batch.employer.tpInsc,
    nrInsc: textAt(body, 'ideEmpregador', 'nrInsc') || batch.employer.nrInsc,
  };
  const base = {
    id: ev.id,
    employer,
    tpAmb: textAt(body, 'ideEvento', 'tpAmb') || '2',
    processedAt: new Date(),
  };
  if (!root || !body || !isKnownEvent(body.localName ?? '')) {
    const what = body?.localName ?? 'desconhecido';
    return rejected(base, EVENTO.schemaInvalido, [
      OCORRENCIA.schema(`Evento ${what} não reconhecido neste ambiente (S-2190, S-2200, S-2300, S-3000).`),
    ]);
  }
  const errors = await schemaErrors(ev.xml, body.localName as EventName);
  if (errors.length > 0) {
    return rejected(
      base,
      EVENTO.schemaInvalido,
      errors.slice(0, MAX_SCHEMA_OCCURRENCES).map((m) => OCORRENCIA.schema(m)),
    );
  }
  if (body.getAttribute('Id') !== ev.id) {
    return rejected(base, EVENTO.erroConteudo, [
      {
        codigo: EVENTO.erroConteudo.cd,
        descricao: 'O Id do evento difere do Id informado no lote.',
        tipo: 1,
        localizacao: `/eSocial/${body.localName}/@Id`,
      },
    ]);
  }
  const verdict = verifyEventSignature(root, memory.ca, [employer, batch.transmitter]);
  if (!verdict.ok) {
    return verdict.kind === 'signature'
      ? rejected(base, EVENTO.erroAssinatura, [OCORRENCIA.assinatura(verdict.why)])
      : rejected(base, EVENTO.erroCertificado, [OCORRENCIA.certificadoAssinante(verdict.why)]);
  }
  const hash = createHash('sha256').update(ev.xml).digest('base64');
  const earlier = memory.accepted.get(ev.id);
  if (earlier && earlier.hash !== hash)
    return rejected(base, EVENTO.erroConteudo, [OCORRENCIA.idRepetido(ev.id)]);
  if (earlier) {
    // the same event again: the service answers the receipt it gave before, marked evtDupl
    return {
      ...base,
      answer: EVENTO.sucesso,
      occurrences: [],
      receipt: { nrRecibo: earlier.nrRecibo, hash },
      duplicate: true,
    };
  }
  const nrRecibo = memory.nextReceipt();
  memory.accepted.set(ev.id, { hash, nrRecibo });
  return { ...base, answer: EVENTO.sucesso, occurrences: [], receipt: { nrRecibo, hash } };
}

export async function processBatch(batch: StandinBatch, memory: ProcessingMemory): Promise<void> {
  const outcomes: EventOutcome[] = [];
  for (const ev of batch.events) outcomes.push(await processEvent(batch, ev, memory));
  batch.outcomes = outcomes;
}
