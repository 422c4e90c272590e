/**
 * Checking an eSocial event's signature (decision 075), as the service does on receipt — for the
 * stand-in of the government service and for any event the product reads back. The signature must
 * be the one `signEvent` writes: the last child of <eSocial>, one Reference URI="" with the enveloped
 * and C14N 2001 transforms, SHA-256, RSA-SHA256, the signer's certificate in KeyInfo; its value must
 * verify with that certificate's key. Whether the certificate is trusted (its chain, its dates, its
 * CNPJ) is the caller's to decide from the certificate answered: this checks only the signature.
 */
import { X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { C14N_2001, ENVELOPED, RSA_SHA256, SHA256 } from './sign-event.ts';
import { childElements, parseXml } from './xml.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';

export type EventSignatureCheck =
  | { ok: true; certificate: X509Certificate }
  | { ok: false; reason: 'notXml' | 'noSignature' | 'wrongShape' | 'noCertificate' | 'invalid' };

const algorithmsOf = (sig: Element, tag: string) =>
  Array.from(sig.getElementsByTagNameNS(DS, tag)).map((e) => e.getAttribute('Algorithm'));

export function verifyEventSignature(xml: string): EventSignatureCheck {
  const root = parseXml(xml)?.documentElement;
  if (!root || root.localName !== 'eSocial') return { ok: false, reason: 'notXml' };
  const children = childElements(root);
  const sig = children[children.length - 1];
  if (children.length !== 2 || sig?.localName !== 'Signature' || sig.namespaceURI !== DS)
    return { ok: false, reason: 'noSignature' };
  const references = Array.from(sig.getElementsByTagNameNS(DS, 'Reference'));
  const shapeOk =
    references.length === 1 &&
    references[0]!.getAttribute('URI') === '' &&
    algorithmsOf(sig, 'Transform').join(' ') === `${ENVELOPED} ${C14N_2001}` &&
    algorithmsOf(sig, 'CanonicalizationMethod').join(' ') === C14N_2001 &&
    algorithmsOf(sig, 'SignatureMethod').join(' ') === RSA_SHA256 &&
    algorithmsOf(sig, 'DigestMethod').join(' ') === SHA256;
  if (!shapeOk) return { ok: false, reason: 'wrongShape' };
  let certificate: X509Certificate;
  try {
    // xml-crypto types DOM nodes; xmldom's are what it reads at run time (a build with the DOM
    // lib, the browser tests', tells the two types apart)
    const keyInfo = sig.getElementsByTagNameNS(DS, 'KeyInfo')[0] ?? null;
    const pem = SignedXml.getCertFromKeyInfo(
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed under the DOM lib (e2e)
      keyInfo as unknown as Parameters<typeof SignedXml.getCertFromKeyInfo>[0],
    );
    certificate = new X509Certificate(pem ?? '');
  } catch {
    return { ok: false, reason: 'noCertificate' };
  }
  const check = new SignedXml({ publicCert: certificate.publicKey });
  try {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed under the DOM lib (e2e)
    check.loadSignature(sig as unknown as Parameters<SignedXml['loadSignature']>[0]);
    if (!check.checkSignature(xml)) return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, certificate };
}
