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
