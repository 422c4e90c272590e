/**
 * Making a self-signed certificate as a PKCS#12 (node-forge; the key pair by node:crypto, which is
 * native and fast): the installation's own certificate (installation.ts), and test certificates.
 * The attributes given go to the subject; `cnpj` adds the ICP-Brasil otherName to the SAN, as an A1
 * of a company carries it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface MakeCertificateOptions {
  subject: { name: string; value: string }[];
  issuer?: { name: string; value: string }[];
  notBefore?: Date;
  notAfter?: Date;
  cnpj?: string;
  /** certificate policy OIDs (an ICP-Brasil one starts 2.16.76.1.2.) */
  policies?: string[];
  password: string;
}

const { asn1, pki, pkcs12, util } = forge;

export function makePkcs12(o: MakeCertificateOptions): Buffer {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }) as string);
  // positive (first bit clear), 16 bytes
  cert.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  cert.validity.notBefore = o.notBefore ?? new Date();
  cert.validity.notAfter = o.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  // UTF8String: forge writes the UTF-8 bytes of a field so tagged (read-pkcs12.ts decodes them)
  const utf8 = (attrs: { name: string; value: string }[]) =>
    // @types/node-forge types the tag as a Class; forge reads it as the universal type
    attrs.map((a) => ({ ...a, valueTagClass: asn1.Type.UTF8 as unknown as forge.asn1.Class }));
  cert.setSubject(utf8(o.subject));
  cert.setIssuer(utf8(o.issuer ?? o.subject));
  const extensions: object[] = [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    { name: 'subjectKeyIdentifier' },
  ];
  if (o.cnpj) {
    // GeneralName otherName [0] { type-id OID, [0] EXPLICIT OCTET STRING cnpj }
    const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('2.16.76.1.3.3').getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, o.cnpj),
      ]),
    ]);
    extensions.push({
      id: '2.5.29.17',
      name: 'subjectAltName',
      value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]),
    });
  }
  if (o.policies?.length)
    extensions.push({
      id: '2.5.29.32',
      name: 'certificatePolicies',
      value: asn1.create(
        asn1.Class.UNIVERSAL,
        asn1.Type.SEQUENCE,
        true,
        o.policies.map((p) =>
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
            asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(p).getBytes()),
          ]),
        ),
      ),
    });
  cert.setExtensions(extensions);
  cert.sign(key, forge.md.sha256.create());
  const p12 = pkcs12.toPkcs12Asn1(key, [cert], o.password, { algorithm: 'aes256', friendlyName: 'admissao' });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}

export { util as forgeUtil };
