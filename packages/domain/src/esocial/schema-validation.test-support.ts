/**
 * Validation of an S-2200 against the vendored official schemas (packages/domain/esocial), with
 * xmllint-wasm, offline. The schema requires ds:Signature after evtAdmissao, which the product
 * never writes (the employer signs): the tests add a placeholder of the right shape first.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const dir = fileURLToPath(new URL('../../esocial/v_S_01_03_00/', import.meta.url));
const file = (fileName: string) => ({ fileName, contents: new Uint8Array(readFileSync(dir + fileName)) });
const SCHEMA = file('evtAdmissao.xsd');
const PRELOAD = [file('tipos.xsd'), file('xmldsig-core-schema.xsd')];

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const PLACEHOLDER_SIGNATURE =
  `<Signature xmlns="${DS}"><SignedInfo>` +
  `<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>` +
  `<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>` +
  `<Reference URI=""><DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
  `<DigestValue>AAAA</DigestValue></Reference></SignedInfo>` +
  `<SignatureValue>AAAA</SignatureValue></Signature>`;

/** The event with a placeholder signature where the employer's will go (tests only). */
export const withPlaceholderSignature = (xml: string) =>
  xml.replace('</evtAdmissao></eSocial>', `</evtAdmissao>${PLACEHOLDER_SIGNATURE}</eSocial>`);

/** The schema's errors for this document (empty when valid). */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'S-2200.xml', contents: xml },
    schema: SCHEMA,
    preload: PRELOAD,
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
