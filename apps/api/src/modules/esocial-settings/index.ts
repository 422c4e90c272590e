/**
 * Per-client eSocial settings (issue 34 §1, decision 079): who transmits — the employer, the
 * administrator's transmitter, or the payroll system — and the Painel's certificate warning. The
 * choice of the signing identity that follows from it is modules/esocial-transmit's (sending-mode.ts). Other modules,
 * routes and jobs import it from here, never from its files (decision 030).
 */
export { esocialSettingsOf, saveEsocialSettings } from './settings.ts';
export { certificateWarnings } from './warnings.ts';
