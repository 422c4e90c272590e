/**
 * The batch of events sent to eSocial (issue 34 §3, decision 075): `envioLoteEventos` of the
 * communication layout v1.1.1 (comunicacao_v1_5_0/EnvioLoteEventos-v1_1_1.xsd), group 2 (the
 * non-periodic events: S-2190, S-2200, S-2300, S-3000), the employer and the transmitter, and 1 to
 * 50 signed events, each inside `evento Id=` with its own Id. The events are copied byte for byte
 * (only their XML declaration dropped): their signatures cover the event document alone, which the
 * service — and the stand-in — take out of the batch and check on its own.
 */
import { childElements, parseXml } from './xml.ts';

export const BATCH_NAMESPACE = 'http://www.esocial.gov.br/schema/lote/eventos/envio/v1_1_1';
export const BATCH_MAX_EVENTS = 50;
/** the group of the non-periodic events (tabelas 1, não periódicos 2, periódicos 3) */
export const NON_PERIODIC_GROUP = 2;
const DS = 'http://www.w3.org/2000/09/xmldsig#';

export interface Inscricao {
  /** 1 CNPJ, 2 CPF */
  tpInsc: 1 | 2;
  /** the schema's `\d{8,15}`: the CNPJ root (8) for the employer, a CNPJ (14) or CPF (11) for the transmitter */
  nrInsc: string;
}

export interface BatchInput {
  empregador: Inscricao;
  transmissor: Inscricao;
  events: { id: string; xml: string }[];
}

/** a batch the code should never have asked for (the callers pick the events and the parties) */
export class BatchError extends Error {}

const XML_DECLARATION = /^\uFEFF?<\?xml[^?]*\?>\s*/;
const ID = /^ID\d[A-Z0-9]{12}\d{21}$/;

function inscricao(tag: string, i: Inscricao): string {
  if (i.tpInsc !== 1 && i.tpInsc !== 2) throw new BatchError(`${tag}: tpInsc ${String(i.tpInsc)}`);
  // the communication layout v1.1.1 takes digits only (an alphanumeric CNPJ root is refused by it)
  if (!/^\d{8,15}$/.test(i.nrInsc)) throw new BatchError(`${tag}: nrInsc must be 8 to 15 digits`);
  return `<${tag}><tpInsc>${i.tpInsc}</tpInsc><nrInsc>${i.nrInsc}</nrInsc></${tag}>`;
}

/** the event's own text, once checked to be one signed eSocial event whose Id is `id` */
function eventText(e: { id: string; xml: string }): string {
  if (!ID.test(e.id))
    throw new BatchError(`event Id ${JSON.stringify(e.id.slice(0, 40))} is not an eSocial Id`);
  const text = e.xml.replace(XML_DECLARATION, '');
  const root = parseXml(text)?.documentElement;
  const children = root ? childElements(root) : [];
  const [event, signature] = children;
  if (root?.localName !== 'eSocial' || children.length !== 2)
    throw new BatchError(`event ${e.id}: not one signed eSocial event`);
  if (event?.getAttribute('Id') !== e.id)
    throw new BatchError(`event ${e.id}: its element carries another Id`);
  if (signature?.localName !== 'Signature' || signature.namespaceURI !== DS)
    throw new BatchError(`event ${e.id}: not signed`);
  return text;
}

/** The batch document (UTF-8, no indentation). Throws BatchError for 0 or more than 50 events. */
export function buildBatch(input: BatchInput): string {
  const n = input.events.length;
  if (n < 1 || n > BATCH_MAX_EVENTS)
    throw new BatchError(`a batch holds 1 to ${BATCH_MAX_EVENTS} events, not ${n}`);
  const ids = new Set(input.events.map((e) => e.id));
  if (ids.size !== n) throw new BatchError('an event Id appears twice in the batch');
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<eSocial xmlns="${BATCH_NAMESPACE}"><envioLoteEventos grupo="${NON_PERIODIC_GROUP}">`,
    inscricao('ideEmpregador', input.empregador),
    inscricao('ideTransmissor', input.transmissor),
    '<eventos>',
  ];
  for (const e of input.events) out.push(`<evento Id="${e.id}">${eventText(e)}</evento>`);
  out.push('</eventos></envioLoteEventos></eSocial>');
  return out.join('');
}
