/**
 * The CMS SignedData of a PAdES baseline signature (ETSI EN 319 142-1, B-B and, with a token, B-T),
 * built with pkijs/asn1js classes. Signed attributes: content-type, message-digest and
 * signing-certificate-v2 (RFC 5035: binds the signer's certificate to the signature, which B-B
 * requires); no signing-time, which PAdES forbids there (the time is the PDF's /M, and a trusted
 * one comes from the token). The RFC 3161 token over the signature value is the unsigned attribute
 * id-aa-signatureTimeStampToken. Decision 065.
 */
import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { Signer } from './signer.ts';
import type { TimestampClient, TimestampToken } from './timestamp-client.ts';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
} as const;

const RSA_SHA256: webcrypto.RsaHashedImportParams = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * ESS SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } with one ESSCertIDv2
 * { certHash, issuerSerial }: hashAlgorithm is left out because SHA-256 is its DEFAULT (DER omits it).
 */
function signingCertificateV2(der: Uint8Array, cert: pkijs.Certificate): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: cert.issuer })] }).toSchema(),
      cert.serialNumber,
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: sha256(der) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

/** DER orders a SET OF by the encodings of its elements; pkijs writes them as given */
function derSorted(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  const encoded = attributes.map((a) => ({ a, der: Buffer.from(a.toSchema().toBER()) }));
  return encoded.sort((x, y) => Buffer.compare(x.der, y.der)).map((x) => x.a);
}

export interface CmsResult {
  der: Uint8Array;
  /** the token added, or null when no TSA was asked */
  timestamp: TimestampToken | null;
}

/** A detached CMS SignedData over `content` (the PDF's byte range). */
export async function signDetached(
  content: Uint8Array,
  signer: Signer,
  tsa: TimestampClient | null,
): Promise<CmsResult> {
  const [leafDer] = signer.certificates;
  if (!leafDer) throw new Error('signer without a certificate');
  // a copy over a plain ArrayBuffer: with the DOM types (e2e) fromBER takes no SharedArrayBuffer view
  const certificates = signer.certificates.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
  const leaf = certificates[0]!;
  const attributes = derSorted([
    new pkijs.Attribute({
      type: OID.contentType,
      values: [new asn1js.ObjectIdentifier({ value: OID.data })],
    }),
    new pkijs.Attribute({
      type: OID.messageDigest,
      values: [new asn1js.OctetString({ valueHex: sha256(content) })],
    }),
    new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2(leafDer, leaf)] }),
  ]);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: leaf.issuer, serialNumber: leaf.serialNumber }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [signerInfo],
    certificates,
  });
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    signer.privateKey.export({ format: 'der', type: 'pkcs8' }),
    RSA_SHA256,
    false,
    ['sign'],
  );
  await signedData.sign(key, 0, 'SHA-256');

  let timestamp: TimestampToken | null = null;
  if (tsa) {
    // the token is over the signature value (ETSI EN 319 122-1 §5.3): it proves the signature
    // existed at that time, and it can be added after signing because it is not signed itself
    timestamp = await tsa.stamp(new Uint8Array(signerInfo.signature.getValue()));
    const token = asn1js.fromBER(timestamp.der);
    if (token.offset === -1) throw new Error('timestamp token is not DER');
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [token.result] })],
    });
  }
  const der = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) })
    .toSchema()
    .toBER();
  return { der: new Uint8Array(der), timestamp };
}

/** The signature value and the token of a sealed PDF's CMS (tests, verification). */
export function readCms(der: Uint8Array): { signature: Uint8Array; timestampToken: Uint8Array | null } {
  const info = pkijs.ContentInfo.fromBER(new Uint8Array(der));
  const signed = new pkijs.SignedData({ schema: info.content });
  const signerInfo = signed.signerInfos[0];
  if (!signerInfo) throw new Error('CMS without a signer');
  const attr = signerInfo.unsignedAttrs?.attributes.find((a) => a.type === OID.signatureTimeStampToken);
  const token = attr?.values[0] as asn1js.AsnType | undefined;
  return {
    signature: new Uint8Array(signerInfo.signature.getValue()),
    timestampToken: token ? new Uint8Array(token.toBER()) : null,
  };
}
