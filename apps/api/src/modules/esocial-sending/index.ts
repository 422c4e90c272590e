/**
 * Who signs and sends a client's eSocial events (issue 34 §1, decision 079): `esocialSendingOf`
 * turns the client's setting (modules/esocial-settings) into the signing identity and ideTransmissor,
 * or 'a folha transmite'; the sending pipeline calls it. Kept apart from the settings module, which
 * the configuration routes use: only the sending side needs modules/esocial-transmit (the XML
 * signature). Other modules, routes and jobs import it from here, never from its files (decision 030).
 */
export {
  assertTransmits,
  esocialSendingOf,
  type EsocialSending,
  type EsocialTransmitting,
} from './sending.ts';
