/**
 * The one certificate model (docs/design.md §10, decision 068): a PKCS#12 and its password are read
 * once, with node-forge, into the public facts shown to the ADMIN and the signing material given to
 * the code that signs (the PAdES seal, the eSocial XML signature and its mutual TLS). The file comes
 * from a user: anything forge cannot read is a CertificateReadError (a 400), never a 500, and a file
 * asking for more key-derivation rounds than any real export uses is refused before forge runs them
 * (they run on the event loop: decision 028).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

export interface CertificateFacts {
  subject: string;
  /** 14 digits, from the ICP-Brasil otherName 2.16.76.1.3.3 of the subject alternative name */
  cnpj: string | null;
  issuer: string;
  serial: string;
  notBefore: Date;
  notAfter: Date;
  /** issued under the ICP-Brasil tree: issuer O=ICP-Brasil and an ICP-Brasil policy (2.16.76.1.2.…) */
  icpBrasil: boolean;
}

/** What the signing code needs; never logged, never answered. */
export interface SigningMaterial {
  facts: CertificateFacts;
  privateKey: KeyObject;
  privateKeyPem: string;
  certificatePem: string;
  certificateDer: Buffer;
  /** the other certificates of the file (issuers), leaf excluded */
  chainPem: string[];
  chainDer: Buffer[];
  /** the file itself and its password, for `tls.connect({ pfx, passphrase })` */
  pfx: Buffer;
  passphrase: string;
}

export type CertificateReadFailure = 'notPkcs12' | 'wrongPassword' | 'noKey' | 'tooManyRounds';

export class CertificateReadError extends Error {
  constructor(readonly reason: CertificateReadFailure) {
    super(`PKCS#12 não lido: ${reason}`);
  }
}

const CNPJ_OID = '2.16.76.1.3.3';
const ICP_POLICY_PREFIX = '2.16.76.1.2.';
/** OpenSSL uses 2048 rounds, Windows 2000, Java 10 000 */
export const MAX_KDF_ROUNDS = 50_000;
const MAX_DEPTH = 24;

const { asn1, pki, pkcs12, util } = forge;

/** forge writes a UTF8String's text as UTF-8 but reads back the bytes: decode them (bad bytes stay) */
function textOf(a: { value?: unknown; valueTagClass?: unknown }): string {
  const v = typeof a.value === 'string' ? a.value : String(a.value);
  if (a.valueTagClass !== asn1.Type.UTF8) return v;
  try {
    return util.decodeUtf8(v);
  } catch {
    return v;
  }
}

const dnOf = (name: forge.pki.Certificate['subject']) =>
  name.attributes
    .map((a) => `${a.shortName ?? a.name ?? a.type}=${textOf(a)}`)
    .reverse()
    .join(', ');

const roundsOf = (bytes: string) =>
  bytes.length > 6 ? Number.POSITIVE_INFINITY : parseInt(util.bytesToHex(bytes) || '0', 16);

/** every INTEGER right after an OCTET STRING in a SEQUENCE: the rounds of PBKDF2, PBE and the MAC */
function assertFewRounds(node: forge.asn1.Asn1, depth = 0): void {
  if (depth > MAX_DEPTH) throw new CertificateReadError('notPkcs12');
  if (!Array.isArray(node.value)) {
    // a DER inside an OCTET STRING (the safe contents, the bags) is read too; encrypted bytes are not DER
    if (node.type === asn1.Type.OCTETSTRING && typeof node.value === 'string' && node.value.startsWith('0')) {
      let inner: forge.asn1.Asn1 | undefined;
      try {
        inner = asn1.fromDer(util.createBuffer(node.value), true);
      } catch {
        inner = undefined;
      }
      if (inner) assertFewRounds(inner, depth + 1);
    }
    return;
  }
  node.value.forEach((child, i) => {
    const prev = node.value[i - 1] as forge.asn1.Asn1 | undefined;
    if (
      child.type === asn1.Type.INTEGER &&
      child.tagClass === asn1.Class.UNIVERSAL &&
      prev?.type === asn1.Type.OCTETSTRING &&
      typeof child.value === 'string' &&
      roundsOf(child.value) > MAX_KDF_ROUNDS
    )
      throw new CertificateReadError('tooManyRounds');
    assertFewRounds(child, depth + 1);
  });
}

function policiesOf(cert: forge.pki.Certificate): string[] {
  const ext = cert.getExtension('certificatePolicies') as { value?: string } | null;
  if (!ext?.value) return [];
  try {
    const seq = asn1.fromDer(ext.value);
    return (seq.value as forge.asn1.Asn1[]).flatMap((info) => {
      const oid = (info.value as forge.asn1.Asn1[])[0];
      return oid && typeof oid.value === 'string' ? [asn1.derToOid(util.createBuffer(oid.value))] : [];
    });
  } catch {
    return [];
  }
}

/** CNPJ of the SAN's otherName 2.16.76.1.3.3 (an OCTET STRING or a text string of 14 digits) */
function cnpjOf(cert: forge.pki.Certificate): string | null {
  const ext = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  for (const alt of ext?.altNames ?? []) {
    if (alt.type !== 0 || !Array.isArray(alt.value)) continue;
    const [oid, wrapped] = alt.value as forge.asn1.Asn1[];
    if (!oid || typeof oid.value !== 'string' || asn1.derToOid(util.createBuffer(oid.value)) !== CNPJ_OID)
      continue;
    const inner = Array.isArray(wrapped?.value) ? wrapped.value[0] : undefined;
    const text = typeof inner?.value === 'string' ? inner.value : '';
    const digits = text.replace(/\D/g, '');
    if (digits.length === 14) return digits;
  }
  return null;
}

export function factsOf(cert: forge.pki.Certificate): CertificateFacts {
  const issuerOrg = cert.issuer.getField('O') as { value?: string } | null;
  return {
    subject: dnOf(cert.subject).slice(0, 500),
    cnpj: cnpjOf(cert),
    issuer: dnOf(cert.issuer).slice(0, 500),
    serial: cert.serialNumber.slice(0, 100),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    icpBrasil:
      issuerOrg?.value === 'ICP-Brasil' && policiesOf(cert).some((p) => p.startsWith(ICP_POLICY_PREFIX)),
  };
}

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, type: string) => p12.getBags({ bagType: type })[type] ?? [];

export function readPkcs12(bytes: Buffer, password: string): SigningMaterial {
  let der: forge.asn1.Asn1;
  try {
    der = asn1.fromDer(util.createBuffer(bytes.toString('binary')), true);
  } catch {
    throw new CertificateReadError('notPkcs12');
  }
  assertFewRounds(der);
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = pkcs12.pkcs12FromAsn1(der, true, password);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    // forge: 'PKCS#12 MAC could not be verified. Invalid password?' / a bag that does not decrypt
    if (/password|decrypt/i.test(message)) throw new CertificateReadError('wrongPassword');
    throw new CertificateReadError('notPkcs12');
  }
  const keys = [...bagsOf(p12, pki.oids.pkcs8ShroudedKeyBag!), ...bagsOf(p12, pki.oids.keyBag!)]
    .map((b) => b.key)
    .filter((k): k is forge.pki.rsa.PrivateKey => !!k);
  const certs = bagsOf(p12, pki.oids.certBag!)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => !!c);
  const key = keys[0];
  if (!key) throw new CertificateReadError('noKey');
  const leaf = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  });
  if (!leaf) throw new CertificateReadError('noKey');
  const chain = certs.filter((c) => c !== leaf);
  const derOf = (c: forge.pki.Certificate) =>
    Buffer.from(asn1.toDer(pki.certificateToAsn1(c)).getBytes(), 'binary');
  const privateKeyPem = pki.privateKeyToPem(key);
  return {
    facts: factsOf(leaf),
    privateKey: createPrivateKey(privateKeyPem),
    privateKeyPem,
    certificatePem: pki.certificateToPem(leaf),
    certificateDer: derOf(leaf),
    chainPem: chain.map((c) => pki.certificateToPem(c)),
    chainDer: chain.map(derOf),
    pfx: bytes,
    passphrase: password,
  };
}
