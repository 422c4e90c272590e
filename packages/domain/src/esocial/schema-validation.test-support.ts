/**
 * Validation against the vendored official eSocial schemas (packages/domain/esocial, decisions 031
 * and 075), with xmllint-wasm, offline: the events (S-2200, S-2190, S-2300, S-3000) and the batch
 * documents (envio, its answer, the query and its answers). Each event schema requires ds:Signature
 * after the event element: an unsigned event from the builders validates once signed
 * (modules/esocial-transmit) or, in tests of the builders alone, with a placeholder of the right shape.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const root = fileURLToPath(new URL('../../esocial/', import.meta.url));
const file = (path: string) => ({
  fileName: path.split('/').pop()!,
  contents: new Uint8Array(readFileSync(root + path)),
});
const EVENT_PRELOAD = [file('v_S_01_03_00/tipos.xsd'), file('v_S_01_03_00/xmldsig-core-schema.xsd')];
const BATCH_PRELOAD = [file('comunicacao_v1_5_0/xmldsig-core-schema.xsd')];
const event = (name: string) => ({ schema: file(`v_S_01_03_00/${name}.xsd`), preload: EVENT_PRELOAD });
const batch = (name: string) => ({ schema: file(`comunicacao_v1_5_0/${name}.xsd`), preload: BATCH_PRELOAD });

/** every vendored schema a document is checked against, by the name of its root's content */
export const ESOCIAL_SCHEMAS = {
  evtAdmissao: event('evtAdmissao'),
  evtAdmPrelim: event('evtAdmPrelim'),
  evtTSVInicio: event('evtTSVInicio'),
  evtExclusao: event('evtExclusao'),
  envioLoteEventos: batch('EnvioLoteEventos-v1_1_1'),
  retornoEnvioLoteEventos: batch('RetornoEnvioLoteEventos-v1_1_0'),
  consultaLoteEventos: batch('ConsultaLoteEventos-v1_0_0'),
  retornoProcessamentoLote: batch('RetornoProcessamentoLote-v1_3_0'),
  retornoEvento: batch('RetornoEvento-v1_2_1'),
} as const;
export type EsocialSchemaName = keyof typeof ESOCIAL_SCHEMAS;

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const PLACEHOLDER_SIGNATURE =
  `<Signature xmlns="${DS}"><SignedInfo>` +
  `<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>` +
  `<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>` +
  `<Reference URI=""><DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
  `<DigestValue>AAAA</DigestValue></Reference></SignedInfo>` +
  `<SignatureValue>AAAA</SignatureValue></Signature>`;

/** The event with a placeholder signature where the employer's goes (tests of the builders only). */
export const withPlaceholderSignature = (xml: string) =>
  xml.replace(/<\/eSocial>\s*$/, `${PLACEHOLDER_SIGNATURE}</eSocial>`);

/** The schema's errors for this document (empty when valid); the S-2200's schema unless named. */
export async function schemaErrors(
  xml: string,
  schema: EsocialSchemaName = 'evtAdmissao',
): Promise<string[]> {
  const s = ESOCIAL_SCHEMAS[schema];
  const result = await validateXML({
    xml: { fileName: `${schema}.xml`, contents: xml },
    schema: s.schema,
    preload: s.preload,
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
