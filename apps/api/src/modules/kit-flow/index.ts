/**
 * The admission kit's signing flow (issue 33 §2, decision 072): send, read, sign with a code,
 * refuse, countersign — up to SELANDO; the sealing job (kit-seal) takes it from there.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { countersignKit } from './countersign.ts';
export { myKit, myKitPdf, staffKitPdf, staffKits } from './read-kit.ts';
export { sendKit } from './send-kit.ts';
export { refuseKit, sendSignCode, signKit, type Client as SigningClient } from './sign-kit.ts';
