/**
 * The two operations on the parsed SOAP payload: EnviarLoteEventos (synchronous reception: the
 * envelope's schema, size, and that the TLS client is the employer or the transmitter) and
 * ConsultarLoteEventos (waiting until the processing delay passed, then each event's outcome).
 */
import type { X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { retornoEnvio, retornoProcessamento, type Inscription } from './answers.ts';
import { CONSULTA, ENVIO, OCORRENCIA } from './codes.ts';
import { certificateInscription, certificateIsOf } from './identity.ts';
import { processBatch, type ProcessingMemory, type StandinBatch } from './processing.ts';
import { schemaErrors } from './schemas.ts';
import { child, children, serialize, textAt } from './xml.ts';

/** What the running stand-in holds: its batches, its memory, its clock settings. */
export interface StandinState {
  batches: Map<string, StandinBatch>;
  memory: ProcessingMemory;
  processingDelayMs: number;
  nextProtocol(at: Date): string;
  /** batches are processed one after another, in the order received */
  queue: Promise<void>;
}

const MAX_EVENTS = 50;
const inscriptionOf = (el: Element | null): Inscription => ({
  tpInsc: textAt(el, 'tpInsc'),
  nrInsc: textAt(el, 'nrInsc'),
});

export async function enviarLoteEventos(
  payload: Element | null,
  client: X509Certificate,
  state: StandinState,
): Promise<string> {
  const lote = child(payload, 'envioLoteEventos');
  if (!payload || !lote) return retornoEnvio({ answer: ENVIO.loteVazio });
  const errors = await schemaErrors(serialize(payload), 'envioLoteEventos');
  const employer = inscriptionOf(child(lote, 'ideEmpregador'));
  const transmitter = inscriptionOf(child(lote, 'ideTransmissor'));
  if (errors.length > 0) {
    return retornoEnvio({
      answer: ENVIO.schemaInvalido,
      occurrences: errors.slice(0, 20).map((m) => OCORRENCIA.schema(m)),
    });
  }
  const eventos = children(child(lote, 'eventos') ?? lote, 'evento');
  if (eventos.length > MAX_EVENTS) {
    return retornoEnvio({
      answer: ENVIO.erroPreenchimento,
      employer,
      transmitter,
      occurrences: [
        {
          codigo: ENVIO.erroPreenchimento.cd,
          descricao: `O lote contém ${eventos.length} eventos; o máximo é ${MAX_EVENTS}.`,
          tipo: 1,
        },
      ],
    });
  }
  if (
    !certificateIsOf(client, transmitter.tpInsc, transmitter.nrInsc) &&
    !certificateIsOf(client, employer.tpInsc, employer.nrInsc)
  ) {
    return retornoEnvio({
      answer: ENVIO.erroCertificado,
      employer,
      transmitter,
      occurrences: [
        OCORRENCIA.certificadoTransmissor(
          'O certificado digital da transmissão não pertence ao transmissor nem ao empregador informados no lote.',
        ),
      ],
    });
  }
  const receivedAt = new Date();
  const batch: StandinBatch = {
    protocol: state.nextProtocol(receivedAt),
    receivedAt,
    grupo: lote.getAttribute('grupo') ?? '',
    employer,
    transmitter,
    sentBy: certificateInscription(client),
    events: eventos.map((e) => {
      const doc = children(e)[0];
      return { id: e.getAttribute('Id') ?? '', xml: doc ? serialize(doc) : '' };
    }),
    readyAt: new Date(receivedAt.getTime() + state.processingDelayMs),
  };
  state.batches.set(batch.protocol, batch);
  state.queue = state.queue.then(() => processBatch(batch, state.memory)).catch(() => undefined);
  return retornoEnvio({ answer: ENVIO.recebido, employer, transmitter, reception: batch });
}

export async function consultarLoteEventos(
  payload: Element | null,
  client: X509Certificate,
  state: StandinState,
): Promise<string> {
  if (!payload || !child(payload, 'consultaLoteEventos'))
    return retornoProcessamento({ answer: CONSULTA.consultaVazia });
  const errors = await schemaErrors(serialize(payload), 'consultaLoteEventos');
  if (errors.length > 0) {
    return retornoProcessamento({
      answer: CONSULTA.schemaInvalido,
      occurrences: errors.slice(0, 20).map((m) => OCORRENCIA.schema(m)),
    });
  }
  const batch = state.batches.get(textAt(payload, 'consultaLoteEventos', 'protocoloEnvio'));
  if (!batch)
    return retornoProcessamento({
      answer: CONSULTA.erroPreenchimento,
      occurrences: [OCORRENCIA.protocoloInvalido()],
    });
  const { employer, transmitter } = batch;
  if (
    !certificateIsOf(client, transmitter.tpInsc, transmitter.nrInsc) &&
    !certificateIsOf(client, employer.tpInsc, employer.nrInsc)
  ) {
    return retornoProcessamento({
      answer: CONSULTA.erroCertificado,
      occurrences: [
        OCORRENCIA.certificadoTransmissor(
          'O certificado digital da consulta não pertence ao transmissor nem ao empregador do lote.',
        ),
      ],
    });
  }
  const waitMs = batch.readyAt.getTime() - Date.now();
  if (waitMs > 0 || !batch.outcomes) {
    return retornoProcessamento({
      answer: CONSULTA.aguardando,
      employer,
      transmitter,
      reception: batch,
      estimatedSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return retornoProcessamento({
    answer: CONSULTA.processado,
    employer,
    transmitter,
    reception: batch,
    events: batch.outcomes,
  });
}
