/**
 * Who seals a PDF: a private key and its certificate chain, signer first. The certificates module
 * (`signerOf(db, tenant)`: the client's PKCS#12, or the installation's own certificate) answers this
 * shape; the seal needs nothing else from it. Only RSA keys are used (the ICP-Brasil A1 certificates
 * a client uploads are RSA), so the CMS says sha256WithRSAEncryption.
 */
import type { KeyObject } from 'node:crypto';

export interface Signer {
  /** never logged, never answered: the seal only signs with it */
  privateKey: KeyObject;
  /** DER certificates: [0] the signer's, then its issuers (the root may be left out) */
  certificates: readonly Uint8Array[];
}
