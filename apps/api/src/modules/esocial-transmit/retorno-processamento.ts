/**
 * Reading the answer of WsConsultarLoteEventos (decision 077): RetornoProcessamentoLote v1.3.0 —
 * the batch's status (101 still processing, with tempoEstimadoConclusao in seconds; 201 processed;
 * 5xx a refused query) and, once processed, one RetornoEvento v1.2.1 per event (its cdResposta, its
 * receipt or its occurrences). Note the two occurrence layouts (codigo, descricao, tipo in the batch;
 * tipo, codigo, descricao in the event): read by name, the order does not matter. The answer comes
 * from outside: anything else is an EsocialAnswerError, never a crash.
 */
import type { Element } from '@xmldom/xmldom';
import { EsocialAnswerError, SOAP_ENVELOPE_NS, type Ocorrencia } from './soap.ts';
import { childElements, parseXml } from './xml.ts';

export const RETORNO_PROCESSAMENTO_NS =
  'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoProcessamento/v1_3_0';
export const RETORNO_EVENTO_NS = 'http://www.esocial.gov.br/schema/evt/retornoEvento/v1_2_1';
/** cdResposta of a batch still being processed, and of one processed */
export const CD_LOTE_AGUARDANDO = 101;
export const CD_LOTE_PROCESSADO = 201;
/** cdResposta of an event received (RetornoEvento/processamento) */
export const CD_EVENTO_SUCESSO = 201;

export interface RetornoEvento {
  /** the evento's Id (the event's own) */
  id: string;
  cdResposta: number;
  descResposta: string;
  nrRecibo: string | null;
  ocorrencias: Ocorrencia[];
  /** the service had this very event already: the receipt is the earlier one */
  duplicado: boolean;
}

export interface RetornoProcessamentoLote {
  cdResposta: number;
  descResposta: string;
  /** seconds, with 101 */
  tempoEstimadoConclusao: number | null;
  ocorrencias: Ocorrencia[];
  eventos: RetornoEvento[];
}

/** the element children named so (any namespace: the inner documents carry their own) */
const named = (parent: Element | undefined, name: string) =>
  parent ? childElements(parent).filter((e) => e.localName === name) : [];
const one = (parent: Element | undefined, name: string) => named(parent, name)[0];
const textOf = (parent: Element | undefined, name: string) => one(parent, name)?.textContent?.trim() ?? null;

function intOf(parent: Element | undefined, name: string): number {
  const v = textOf(parent, name);
  if (v === null || !/^-?\d{1,9}$/.test(v)) throw new EsocialAnswerError(`${name} is not a number`);
  return Number(v);
}

const occurrencesOf = (parent: Element | undefined): Ocorrencia[] =>
  named(one(parent, 'ocorrencias'), 'ocorrencia').map((o) => ({
    codigo: intOf(o, 'codigo'),
    descricao: textOf(o, 'descricao') ?? '',
    tipo: intOf(o, 'tipo'),
    localizacao: textOf(o, 'localizacao'),
  }));

function eventOf(evento: Element): RetornoEvento {
  const id = evento.getAttribute('Id') ?? '';
  if (!/^ID\d[A-Z0-9]{12}\d{21}$/.test(id)) throw new EsocialAnswerError('evento without a valid Id');
  // evento/retornoEvento/eSocial/retornoEvento (the inner document's root is its eSocial)
  const inner = one(one(one(evento, 'retornoEvento'), 'eSocial'), 'retornoEvento');
  const processamento = one(inner, 'processamento');
  if (!inner || !processamento) throw new EsocialAnswerError('evento without retornoEvento/processamento');
  const nrRecibo = textOf(one(inner, 'recibo'), 'nrRecibo');
  if (nrRecibo !== null && !/^[\d.]{1,40}$/.test(nrRecibo)) throw new EsocialAnswerError('nrRecibo');
  return {
    id,
    cdResposta: intOf(processamento, 'cdResposta'),
    descResposta: textOf(processamento, 'descResposta') ?? '',
    nrRecibo,
    ocorrencias: occurrencesOf(processamento),
    duplicado: evento.getAttribute('evtDupl') === 'true',
  };
}

/** Reads the answer of WsConsultarLoteEventos: the SOAP response, or the eSocial document alone. */
export function parseRetornoProcessamento(xml: string): RetornoProcessamentoLote {
  const root = parseXml(xml)?.documentElement;
  if (!root) throw new EsocialAnswerError('the answer is not well-formed XML');
  const fault = root.getElementsByTagNameNS(SOAP_ENVELOPE_NS, 'Fault')[0];
  if (fault) {
    const why = fault.getElementsByTagName('faultstring')[0]?.textContent ?? '';
    throw new EsocialAnswerError(`SOAP Fault: ${why.trim().slice(0, 300)}`);
  }
  const lote = root.getElementsByTagNameNS(RETORNO_PROCESSAMENTO_NS, 'retornoProcessamentoLoteEventos')[0];
  const status = one(lote, 'status');
  if (!lote || !status)
    throw new EsocialAnswerError('no retornoProcessamentoLoteEventos/status in the answer');
  const tempo = textOf(status, 'tempoEstimadoConclusao');
  if (tempo !== null && !/^\d{1,9}$/.test(tempo)) throw new EsocialAnswerError('tempoEstimadoConclusao');
  return {
    cdResposta: intOf(status, 'cdResposta'),
    descResposta: textOf(status, 'descResposta') ?? '',
    tempoEstimadoConclusao: tempo === null ? null : Number(tempo),
    ocorrencias: occurrencesOf(status),
    eventos: named(one(lote, 'retornoEventos'), 'evento').map(eventOf),
  };
}
