/**
 * Validation against the vendored official schemas (packages/domain/esocial, byte for byte from
 * ../shared/esocial) with xmllint-wasm, as the domain's schema tests do: the batch envelope, the
 * consultation, each event against its own event schema, and the stand-in's own answers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const root = fileURLToPath(new URL('../../../../../packages/domain/esocial/', import.meta.url));
const load = (folder: string, fileName: string) => ({
  fileName,
  contents: new Uint8Array(readFileSync(`${root}${folder}/${fileName}`)),
});
const COM = 'comunicacao_v1_5_0';
const EVT = 'v_S_01_03_00';

/** The documents the stand-in reads or writes, each with its schema and what it imports. */
const SCHEMAS = {
  envioLote: { schema: () => load(COM, 'EnvioLoteEventos-v1_1_1.xsd'), preload: [] as string[] },
  retornoEnvio: { schema: () => load(COM, 'RetornoEnvioLoteEventos-v1_1_0.xsd'), preload: [] },
  consulta: { schema: () => load(COM, 'ConsultaLoteEventos-v1_0_0.xsd'), preload: [] },
  retornoProcessamento: { schema: () => load(COM, 'RetornoProcessamentoLote-v1_3_0.xsd'), preload: [] },
  retornoEvento: {
    schema: () => load(COM, 'RetornoEvento-v1_2_1.xsd'),
    preload: ['xmldsig-core-schema.xsd'],
  },
} as const;
export type DocumentKind = keyof typeof SCHEMAS;

/** The event schemas the stand-in knows, by the event element's name (its namespace's last-but-one part). */
export const EVENT_SCHEMAS = {
  evtAdmissao: 'evtAdmissao.xsd',
  evtAdmPrelim: 'evtAdmPrelim.xsd',
  evtTSVInicio: 'evtTSVInicio.xsd',
  evtExclusao: 'evtExclusao.xsd',
} as const;
export type EventName = keyof typeof EVENT_SCHEMAS;
export const isKnownEvent = (name: string): name is EventName => Object.hasOwn(EVENT_SCHEMAS, name);

async function errorsOf(xml: string, schema: ReturnType<typeof load>, preload: ReturnType<typeof load>[]) {
  const result = await validateXML({ xml: { fileName: 'documento.xml', contents: xml }, schema, preload });
  return result.valid ? [] : result.errors.map((e) => e.message.trim());
}

/** The schema's messages for this document (empty when valid). */
export function documentErrors(kind: DocumentKind, xml: string): Promise<string[]> {
  const { schema, preload } = SCHEMAS[kind];
  return errorsOf(
    xml,
    schema(),
    preload.map((f) => load(COM, f)),
  );
}

/** The event schema's messages for this event document (empty when valid). */
export function eventErrors(name: EventName, xml: string): Promise<string[]> {
  return errorsOf(xml, load(EVT, EVENT_SCHEMAS[name]), [
    load(EVT, 'tipos.xsd'),
    load(EVT, 'xmldsig-core-schema.xsd'),
  ]);
}
