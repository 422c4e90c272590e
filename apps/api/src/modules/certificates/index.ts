/**
 * The client's certificate and the installation's (decision 068): one model read from a PKCS#12,
 * kept sealed by lib/secrets.ts; `signerOf` gives the signing material to the PAdES seal (issue 33)
 * and, later, to the eSocial signature and mutual TLS (issue 34). The administrator's transmitter
 * certificate (decision 079) is read and sealed the same way; `transmitterSignerOf` is its door.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export {
  certificateAnswer,
  removeClientCertificate,
  saveClientCertificate,
  signerOf,
  type SigningIdentity,
} from './client-certificate.ts';
export {
  removeTransmitterCertificate,
  saveTransmitterCertificate,
  transmitterCertificateAnswer,
  transmitterSignerOf,
  type TransmitterIdentity,
} from './transmitter-certificate.ts';
export { daysLeft } from './accept-upload.ts';
export { certificatesExpiringBefore, type ExpiringCertificate } from './expiring.ts';
export { ensureInstallationCertificate } from './installation.ts';
export { assertSecretsOpen, rotateSecrets, SecretsKeyError } from './sealed-columns.ts';
export type { CertificateFacts, SigningMaterial } from './read-pkcs12.ts';
