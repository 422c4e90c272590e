/**
 * The PAdES seal of issue 33 (decision 065): a PDF sealed with ETSI.CAdES.detached over SHA-256,
 * with an RFC 3161 timestamp when a TSA is configured, and an evidence page appended before sealing.
 * No route yet: the kit's flow (a later step) calls these.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { AlreadySigned, sealPdf, type SealOptions, type SealResult } from './seal-pdf.ts';
export type { Signer } from './signer.ts';
export {
  timestampClient,
  TimestampUnavailable,
  type TimestampClient,
  type TimestampFault,
  type TimestampToken,
} from './timestamp-client.ts';
export { sealedCms } from './sealed-cms.ts';
export {
  buildEvidence,
  CODE_ALPHABET,
  maskCpf,
  sha256Hex,
  verificationCode,
  type CodeChannel,
  type Evidence,
  type EvidenceInput,
  type SignatureEvent,
  type SignerRole,
} from './evidence.ts';
