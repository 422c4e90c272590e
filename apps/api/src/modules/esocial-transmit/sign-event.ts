/**
 * The eSocial event signature (issue 34 §2, decision 075): an enveloped XMLDSig over the whole event
 * document — Reference URI="", transforms enveloped-signature + C14N 2001-03-15, SHA-256 digest,
 * RSA-SHA256, the signer's certificate in KeyInfo — as the last child of <eSocial>, after the event
 * element (each event schema requires it there). xml-crypto canonicalises and signs; nothing here
 * writes canonical XML by hand. The certificate is checked first: eSocial refuses an expired or non
 * ICP-Brasil one, and the employer hears it from us, in pt-BR, before anything is sent.
 */
import { SignedXml } from 'xml-crypto';
import { cnpjRoot, ESOCIAL_SIGN_MSG, formatDateBR } from '@admissao/domain';
import type { CertificateFacts, SigningMaterial } from '../certificates/index.ts';
import { childElements, parseXml } from './xml.ts';

export const C14N_2001 = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** a certificate eSocial would refuse; `message` is for the user */
export class EsocialSignRefusal extends Error {
  constructor(
    readonly reason: 'notIcpBrasil' | 'expired' | 'notYetValid' | 'otherCnpj' | 'noCnpj',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why eSocial would refuse an event signed with this certificate, or null. `employerCnpj` (14
 * characters) also demands the certificate's CNPJ root be the employer's (no transmitter yet).
 */
export function signingRefusal(
  facts: CertificateFacts,
  o: { now?: Date; employerCnpj?: string } = {},
): EsocialSignRefusal | null {
  const now = (o.now ?? new Date()).getTime();
  if (!facts.icpBrasil) return new EsocialSignRefusal('notIcpBrasil', ESOCIAL_SIGN_MSG.notIcpBrasil);
  if (facts.notAfter.getTime() <= now)
    return new EsocialSignRefusal('expired', ESOCIAL_SIGN_MSG.expired(formatDateBR(facts.notAfter)));
  if (facts.notBefore.getTime() > now)
    return new EsocialSignRefusal('notYetValid', ESOCIAL_SIGN_MSG.notYetValid(formatDateBR(facts.notBefore)));
  if (o.employerCnpj !== undefined) {
    if (!facts.cnpj) return new EsocialSignRefusal('noCnpj', ESOCIAL_SIGN_MSG.noCnpj);
    if (cnpjRoot(facts.cnpj) !== cnpjRoot(o.employerCnpj))
      return new EsocialSignRefusal('otherCnpj', ESOCIAL_SIGN_MSG.otherCnpj(facts.cnpj));
  }
  return null;
}

/** a document that is not one event: a programming error (the builders write the events) */
function assertOneEvent(xml: string): void {
  const root = parseXml(xml)?.documentElement;
  if (!root || root.localName !== 'eSocial')
    throw new Error('signEvent: the document is not an eSocial event');
  if (childElements(root).length !== 1)
    throw new Error('signEvent: <eSocial> must hold one event element, unsigned');
}

/**
 * The event signed with the material's key. Throws EsocialSignRefusal (pt-BR) for a certificate
 * eSocial refuses. The answer keeps the input's bytes outside the inserted <Signature>; never
 * re-indent or re-serialise it afterwards (the digest covers every character of the event).
 */
export function signEvent(xml: string, material: SigningMaterial, o: { now?: Date } = {}): string {
  const refusal = signingRefusal(material.facts, o);
  if (refusal) throw refusal;
  assertOneEvent(xml);
  const sig = new SignedXml({
    // the KeyObject, not the PEM: xml-crypto would parse the PEM again for every signature
    privateKey: material.privateKey,
    publicCert: material.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N_2001,
  });
  sig.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [ENVELOPED, C14N_2001],
    digestAlgorithm: SHA256,
  });
  sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}
