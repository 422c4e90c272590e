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
