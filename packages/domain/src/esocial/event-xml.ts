/**
 * What every eSocial event the product writes shares (decisions 031, 078): the XML writer (elements
 * in schema order, empty values left out, text escaped), the event Id, ideEvento and ideEmpregador.
 * The S-2200, S-2190, S-2300 and S-3000 builders differ only in the event element and its groups.
 */
import { BRAZIL_TZ } from '../dates.ts';
import { cnpjCharacters } from './cnpj.ts';
import { text } from './s2200-map.ts';

export const EVENT_ID_PATTERN = /^ID\d[A-Z0-9]{12}\d{21}$/;
/** The namespace of an event of leiaute S-1.3 ('evtAdmissao' → …/evt/evtAdmissao/v_S_01_03_00). */
export const eventNamespace = (element: string) =>
  `http://www.esocial.gov.br/schema/evt/${element}/v_S_01_03_00`;

/** A node: an element with children, or a leaf with its text; null and false leave it out. */
export type Node = readonly [name: string, content: string | readonly (Node | null | false)[]];
export type Content = Node | null | false;

/** XML 1.0 has no place for control characters; the rest is escaped. */
const escapeXml = (v: string) =>
  v
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function render(node: Node, out: string[]): void {
  const [name, content] = node;
  if (typeof content === 'string') {
    out.push(`<${name}>${escapeXml(content)}</${name}>`);
    return;
  }
  out.push(`<${name}>`);
  for (const child of content) if (child) render(child, out);
  out.push(`</${name}>`);
}

/** A leaf only when the value is present. */
export const leaf = (name: string, v: unknown): Content => {
  const t = text(v);
  return t === '' ? null : [name, t];
};
export const group = (name: string, children: readonly Content[]): Node => [name, children];

/** A decimal as the schema writes it: dot, two fraction digits. */
export const money = (v: unknown) => (text(v) === '' ? null : Number(text(v)).toFixed(2));

const STAMP_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAZIL_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** yyyyMMddHHmmss of a moment in Brasília. */
function stamp(at: Date): string {
  const parts = STAMP_PARTS.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
}

/** The employer's nrInsc: the CNPJ root (8 characters) for a company (tpInsc 1). */
export const cnpjRoot = (cnpj: string) => cnpjCharacters(cnpj).slice(0, 8);

/**
 * The event Id: 'ID' + tpInsc + nrInsc right-padded with zeros to 14 + yyyyMMddHHmmss + a 5-digit
 * sequence (events generated in the same second differ by it).
 */
export function eventId(employerCnpj: string, at: Date, sequence: number): string {
  const id = `ID1${cnpjRoot(employerCnpj).padEnd(14, '0')}${stamp(at)}${String(sequence % 100_000).padStart(5, '0')}`;
  if (!EVENT_ID_PATTERN.test(id)) throw new Error('eSocial event Id out of pattern');
  return id;
}

/** When and by what an event is generated (the same for every event type). */
export interface EventOptions {
  /** when the event is generated (the Id's date and time) */
  at: Date;
  /** 1–99999: distinguishes events of the same second */
  sequence: number;
  /** the product's version (verProc) */
  verProc: string;
}

/** What identifies the employer and the environment of an event. */
export interface EventHeader {
  /** the employer's CNPJ (its root is ideEmpregador/nrInsc) */
  employerCnpj: string;
  /** 1 produção, 2 produção restrita */
  tpAmb: string;
}

/**
 * ideEvento: an original event (indRetif 1) issued by the employer's own application (procEmi 1).
 * The S-3000's has no indRetif (T_ideEvento_exclusao).
 */
export const ideEvento = ({ tpAmb }: EventHeader, options: EventOptions, retif = true): Node =>
  group('ideEvento', [
    retif && leaf('indRetif', '1'),
    leaf('tpAmb', tpAmb),
    leaf('procEmi', '1'),
    leaf('verProc', options.verProc.slice(0, 20)),
  ]);

/** ideEmpregador of a company: tpInsc 1, the CNPJ root. */
export const ideEmpregador = ({ employerCnpj }: EventHeader): Node =>
  group('ideEmpregador', [leaf('tpInsc', '1'), leaf('nrInsc', cnpjRoot(employerCnpj))]);

/**
 * One unsigned event document: `<eSocial xmlns=…><element Id=…>groups</element></eSocial>`, UTF-8,
 * no whitespace between elements (nothing may re-indent it once signed, decision 075).
 */
export function eventDocument(
  element: string,
  header: EventHeader,
  options: EventOptions,
  groups: readonly Node[],
  retif = true,
): { id: string; xml: string } {
  const id = eventId(header.employerCnpj, options.at, options.sequence);
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<eSocial xmlns="${eventNamespace(element)}">`,
  ];
  out.push(`<${element} Id="${id}">`);
  for (const node of [ideEvento(header, options, retif), ideEmpregador(header), ...groups]) render(node, out);
  out.push(`</${element}>`, '</eSocial>');
  return { id, xml: out.join('') };
}
