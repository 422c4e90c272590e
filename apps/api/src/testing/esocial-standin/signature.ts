/**
 * The check of one event's enveloped XMLDSig, as the service makes it: the signature is over the
 * whole event document (Reference URI=""), its certificate is the one in KeyInfo, and that
 * certificate must come from the accepted CA and be of the employer (or of the transmitter, whose
 * power of attorney the stand-in takes for granted). xml-crypto verifies: the stand-in is test
 * support, not the product, and the tests sign with Debian's xmlsec1, so the two never share code.
 */
import { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { Element } from '@xmldom/xmldom';
import { certificateIsOf, chainProblem } from './identity.ts';
import { children, serialize } from './xml.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const ALGORITHMS = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
};

export type SignatureVerdict =
  { ok: true; signer: X509Certificate } | { ok: false; kind: 'signature' | 'certificate'; why: string };

const pemOf = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`;

/** The event document (`eSocial` element of the event) against its own signature. */
export function verifyEventSignature(
  event: Element,
  ca: X509Certificate,
  owners: { tpInsc: string; nrInsc: string }[],
): SignatureVerdict {
  const signature = children(event).find((e) => e.localName === 'Signature' && e.namespaceURI === DS);
  if (!signature) return { ok: false, kind: 'signature', why: 'O evento não está assinado.' };
  const base64 = signature.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent ?? '';
  let signer: X509Certificate;
  try {
    signer = new X509Certificate(pemOf(base64));
  } catch {
    return { ok: false, kind: 'certificate', why: 'O certificado do assinante está ausente ou ilegível.' };
  }
  const refs = signature.getElementsByTagNameNS(DS, 'Reference');
  const text = serialize(signature);
  if (
    refs.length !== 1 ||
    refs[0]?.getAttribute('URI') !== '' ||
    !Object.values(ALGORITHMS).every((a) => text.includes(a))
  ) {
    return {
      ok: false,
      kind: 'signature',
      why: 'A assinatura não segue o padrão do eSocial (URI vazia, C14N, RSA-SHA256, SHA-256).',
    };
  }
  const verifier = new SignedXml({ publicCert: signer.toString() });
  try {
    // xmldom's node where xml-crypto types a DOM one (the same at run time)
    verifier.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
    if (!verifier.checkSignature(serialize(event)))
      return { ok: false, kind: 'signature', why: 'O valor da assinatura não confere.' };
  } catch (e) {
    return {
      ok: false,
      kind: 'signature',
      why: `O resumo ou o valor da assinatura não confere (${(e as Error).message}).`,
    };
  }
  const problem = chainProblem(signer, ca);
  if (problem) return { ok: false, kind: 'certificate', why: problem };
  if (!owners.some((o) => certificateIsOf(signer, o.tpInsc, o.nrInsc))) {
    return {
      ok: false,
      kind: 'certificate',
      why: 'O certificado do assinante não pertence ao empregador nem ao transmissor.',
    };
  }
  return { ok: true, signer };
}
