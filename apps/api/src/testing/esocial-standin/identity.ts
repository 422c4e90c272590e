/**
 * Who a certificate is: the ICP-Brasil e-CNPJ carries the CNPJ in a subjectAltName otherName of
 * OID 2.16.76.1.3.3 (DOC-ICP-04); older and test certificates also write it after a colon in the
 * CN ('RAZÃO SOCIAL:12345678000195'). The eSocial matches the employer by the CNPJ root (8 digits).
 */
import { X509Certificate } from 'node:crypto';

/** DER of OBJECT IDENTIFIER 2.16.76.1.3.3 (ICP-Brasil: CNPJ of the legal person). */
const OID_CNPJ = Buffer.from([0x06, 0x05, 0x60, 0x4c, 0x01, 0x03, 0x03]);

/** Length of a DER element at `at` (after its tag): [length, header bytes]. */
function derLength(der: Buffer, at: number): [number, number] {
  const first = der[at] ?? 0;
  if (first < 0x80) return [first, 1];
  const n = first & 0x7f;
  let len = 0;
  for (let i = 1; i <= n; i++) len = len * 256 + (der[at + i] ?? 0);
  return [len, 1 + n];
}

/** The CNPJ of the otherName 2.16.76.1.3.3: [0] EXPLICIT { OCTET/UTF8/Printable/IA5 STRING }. */
function otherNameCnpj(der: Buffer): string | null {
  const at = der.indexOf(OID_CNPJ);
  if (at < 0) return null;
  let p = at + OID_CNPJ.length;
  if (der[p] !== 0xa0) return null;
  p += 1 + derLength(der, p + 1)[1];
  const tag = der[p];
  if (tag === undefined || ![0x04, 0x0c, 0x13, 0x16].includes(tag)) return null;
  const [len, header] = derLength(der, p + 1);
  // alphanumeric CNPJs (NT S-1.3 06/2026) keep their letters
  const value = der
    .subarray(p + 1 + header, p + 1 + header + len)
    .toString('latin1')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  return value.length === 14 ? value : null;
}

/** The CNPJ (14 characters) or CPF (11 digits) a certificate names, or null. */
export function certificateInscription(cert: X509Certificate): string | null {
  const fromOtherName = otherNameCnpj(Buffer.from(cert.raw));
  if (fromOtherName) return fromOtherName;
  const cn = /(?:^|\n)CN=([^\n]*)/.exec(cert.subject)?.[1] ?? '';
  const afterColon = /:(\d{11}|[0-9A-Z]{14})$/.exec(cn.trim().toUpperCase());
  return afterColon?.[1] ?? null;
}

/**
 * Whether the certificate is of this inscription (tpInsc 1 CNPJ: same root; 2 CPF: same CPF).
 * `nrInsc` may be the root alone (ideEmpregador of a company) or the whole number.
 */
export function certificateIsOf(cert: X509Certificate, tpInsc: string, nrInsc: string): boolean {
  const own = certificateInscription(cert);
  if (!own || !nrInsc) return false;
  if (tpInsc === '1')
    return own.length === 14 && nrInsc.length >= 8 && own.slice(0, 8) === nrInsc.slice(0, 8);
  return own === nrInsc;
}

/** Issued by the CA (signature and name) and valid at `now`; else the reason in pt-BR. */
export function chainProblem(cert: X509Certificate, ca: X509Certificate, now = new Date()): string | null {
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey)) {
    return 'O certificado não foi emitido por uma autoridade certificadora aceita (ICP-Brasil).';
  }
  if (new Date(cert.validFrom) > now || new Date(cert.validTo) < now) {
    return 'O certificado está fora do prazo de validade.';
  }
  return null;
}
