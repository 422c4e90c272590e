/**
 * eSocial signing and sending (issue 34, decision 075): the event signature, the batch of events
 * and the SOAP of WsEnviarLoteEventos with its answer. Other modules, routes and jobs import it from
 * here, never from its files (decision 030).
 */
export {
  C14N_2001,
  ENVELOPED,
  EsocialSignRefusal,
  RSA_SHA256,
  SHA256,
  signEvent,
  signingRefusal,
} from './sign-event.ts';
export { esocialSignerOf } from './signer.ts';
export {
  BATCH_MAX_EVENTS,
  BATCH_NAMESPACE,
  BatchError,
  buildBatch,
  NON_PERIODIC_GROUP,
  type BatchInput,
  type Inscricao,
} from './batch.ts';
export {
  CD_LOTE_RECEBIDO,
  CONSULTA_NS,
  CONSULTAR_LOTE_NS,
  CONSULTAR_LOTE_SOAP_ACTION,
  consultarLoteSoap,
  ENVIAR_LOTE_NS,
  ENVIAR_LOTE_SOAP_ACTION,
  ENVIAR_LOTE_URL_RESTRITA,
  enviarLoteSoap,
  EsocialAnswerError,
  parseRetornoEnvio,
  RETORNO_ENVIO_NS,
  SOAP_ENVELOPE_NS,
  type Ocorrencia,
  type RetornoEnvioLote,
} from './soap.ts';
export { verifyEventSignature, type EventSignatureCheck } from './verify-event.ts';
// decision 077: the HTTPS client, the sending, the polling job, the events' rows
export {
  ESOCIAL_FAULT_TEXT,
  ESOCIAL_MAX_ANSWER_BYTES,
  EsocialUnavailable,
  postSoap,
  type EsocialFault,
  type EsocialTls,
} from './http-client.ts';
export {
  CD_EVENTO_SUCESSO,
  CD_LOTE_AGUARDANDO,
  CD_LOTE_PROCESSADO,
  parseRetornoProcessamento,
  RETORNO_EVENTO_NS,
  RETORNO_PROCESSAMENTO_NS,
  type RetornoEvento,
  type RetornoProcessamentoLote,
} from './retorno-processamento.ts';
export { sendingIdentityOf, type SendingIdentity } from './sending-identity.ts';
export {
  assertTransmits,
  esocialSendingOf,
  type EsocialSending,
  type EsocialTransmitting,
} from './sending-mode.ts';
export { ESOCIAL_RETRY_AFTER_SECONDS } from './send-event.ts';
// decision 083: the admission event by admissionEventKindOf (S-2200, S-2300), the S-3000
export { sendAdmissionEvent, sendS2200 } from './send-admission.ts';
export { eventToExcludeOf, sendS3000 } from './send-s3000.ts';
export { openBatch, sendOpenBatch, type SendOutcome, type SignedEvent } from './send-batch.ts';
export { listEsocialEvents } from './event-rows.ts';
export {
  ESOCIAL_POLL_JOB,
  esocialPollJob,
  MAX_POLL_ATTEMPTS,
  type EsocialPollJob,
  type EsocialPollRun,
} from './poll-job.ts';
