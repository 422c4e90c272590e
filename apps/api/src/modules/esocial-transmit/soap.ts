/**
 * SOAP 1.1 of eSocial's WsEnviarLoteEventos (comunicacao_v1_5_0/WsEnviarLoteEventos-v1_1_0.wsdl,
 * decision 075): the request around a batch, and the reading of its answer, RetornoEnvioLoteEventos
 * v1.1.0 (the protocol to poll with, or why the batch was refused). Pure: the HTTP client over mutual
 * TLS, the job and the routes call these. The answer comes from outside: anything that is not a
 * well-formed answer is an EsocialAnswerError, never a crash.
 */
import type { Element } from '@xmldom/xmldom';
import { parseXml } from './xml.ts';

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
/** the WSDL's targetNamespace: EnviarLoteEventos and loteEventos are qualified by it */
export const ENVIAR_LOTE_NS = 'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0';
export const ENVIAR_LOTE_SOAP_ACTION = `${ENVIAR_LOTE_NS}/ServicoEnviarLoteEventos/EnviarLoteEventos`;
export const RETORNO_ENVIO_NS = 'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0';
/** the WSDL's soap:address (produção restrita); production's comes from the configuration */
export const ENVIAR_LOTE_URL_RESTRITA =
  'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc';
/** cdResposta of a batch received for processing (consult it later with its protocol) */
export const CD_LOTE_RECEBIDO = 201;

/** The POST to WsEnviarLoteEventos: its body and headers (SOAP 1.1: text/xml and a quoted SOAPAction). */
export function enviarLoteSoap(batchXml: string): { body: string; headers: Record<string, string> } {
  const batch = batchXml.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '');
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}"><soap:Body>` +
    `<EnviarLoteEventos xmlns="${ENVIAR_LOTE_NS}"><loteEventos>${batch}</loteEventos></EnviarLoteEventos>` +
    '</soap:Body></soap:Envelope>';
  return {
    body,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${ENVIAR_LOTE_SOAP_ACTION}"` },
  };
}

export interface Ocorrencia {
  codigo: number;
  descricao: string;
  /** 1 erro, 2 advertência */
  tipo: number;
  localizacao: string | null;
}

export interface RetornoEnvioLote {
  cdResposta: number;
  descResposta: string;
  /** protocoloEnvio, only when the batch was received (cdResposta 201) */
  protocolo: string | null;
  dhRecepcao: string | null;
  versaoAplicativoRecepcao: string | null;
  ocorrencias: Ocorrencia[];
}

/** an answer that is not a RetornoEnvioLoteEventos (a SOAP Fault, HTML of a proxy, garbage) */
export class EsocialAnswerError extends Error {}

const elementsIn = (parent: Element, ns: string, name: string) =>
  Array.from(parent.getElementsByTagNameNS(ns, name));
const textOf = (parent: Element, name: string, ns = RETORNO_ENVIO_NS): string | null =>
  elementsIn(parent, ns, name)[0]?.textContent?.trim() ?? null;

function intOf(parent: Element, name: string): number {
  const v = textOf(parent, name);
  if (v === null || !/^-?\d{1,9}$/.test(v)) throw new EsocialAnswerError(`${name} is not a number`);
  return Number(v);
}

/** Reads the answer of WsEnviarLoteEventos: the SOAP response, or the eSocial retorno document alone. */
export function parseRetornoEnvio(xml: string): RetornoEnvioLote {
  const root = parseXml(xml)?.documentElement;
  if (!root) throw new EsocialAnswerError('the answer is not well-formed XML');
  const fault = elementsIn(root, SOAP_ENVELOPE_NS, 'Fault')[0];
  // SOAP 1.1's faultstring is unqualified
  const faultString = fault?.getElementsByTagName('faultstring')[0]?.textContent ?? '';
  if (fault) throw new EsocialAnswerError(`SOAP Fault: ${faultString.trim().slice(0, 300)}`);
  const retorno = elementsIn(root, RETORNO_ENVIO_NS, 'retornoEnvioLoteEventos')[0];
  const status = retorno && elementsIn(retorno, RETORNO_ENVIO_NS, 'status')[0];
  if (!retorno || !status) throw new EsocialAnswerError('no retornoEnvioLoteEventos/status in the answer');
  const recepcao = elementsIn(retorno, RETORNO_ENVIO_NS, 'dadosRecepcaoLote')[0];
  return {
    cdResposta: intOf(status, 'cdResposta'),
    descResposta: textOf(status, 'descResposta') ?? '',
    protocolo: recepcao ? textOf(recepcao, 'protocoloEnvio') : null,
    dhRecepcao: recepcao ? textOf(recepcao, 'dhRecepcao') : null,
    versaoAplicativoRecepcao: recepcao ? textOf(recepcao, 'versaoAplicativoRecepcao') : null,
    ocorrencias: elementsIn(status, RETORNO_ENVIO_NS, 'ocorrencia').map((o) => ({
      codigo: intOf(o, 'codigo'),
      descricao: textOf(o, 'descricao') ?? '',
      tipo: intOf(o, 'tipo'),
      localizacao: textOf(o, 'localizacao'),
    })),
  };
}
