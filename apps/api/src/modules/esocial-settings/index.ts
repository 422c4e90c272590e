/**
 * Per-client eSocial settings (issue 34 §1, decision 079): who transmits — the employer, the
 * administrator's transmitter, or the payroll system — the choice of the signing identity and
 * ideTransmissor for the sending pipeline, and the Painel's certificate warning. Other modules,
 * routes and jobs import it from here, never from its files (decision 030).
 */
export { esocialSettingsOf, saveEsocialSettings } from './settings.ts';
export {
  assertTransmits,
  esocialSendingOf,
  type EsocialSending,
  type EsocialTransmitting,
} from './sending.ts';
export { certificateWarnings } from './warnings.ts';
