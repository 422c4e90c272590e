/**
 * eSocial's answers to WsEnviarLoteEventos, as the service writes them (RetornoEnvioLoteEventos
 * v1.1.0 inside the SOAP response of the WSDL): for the tests of the answer's reader and for the
 * stand-in of the government service (issue 34 §7). Each is valid against the vendored Retorno schema
 * (apps/api/test/esocial-batch.test.ts checks them).
 */
import {
  ENVIAR_LOTE_NS,
  RETORNO_ENVIO_NS,
  SOAP_ENVELOPE_NS,
  type Inscricao,
  type Ocorrencia,
} from '../modules/esocial-transmit/index.ts';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ide = (tag: string, i: Inscricao) =>
  `<${tag}><tpInsc>${i.tpInsc}</tpInsc><nrInsc>${escapeXml(i.nrInsc)}</nrInsc></${tag}>`;

export interface RetornoEnvioInput {
  cdResposta: number;
  descResposta: string;
  empregador?: Inscricao;
  transmissor?: Inscricao;
  /** with `protocolo`: the batch was received (dadosRecepcaoLote) */
  protocolo?: string;
  dhRecepcao?: Date;
  ocorrencias?: Ocorrencia[];
}

/** The eSocial document RetornoEnvioLoteEventos (no XML declaration: it goes inside the SOAP body). */
export function retornoEnvioLoteXml(o: RetornoEnvioInput): string {
  const ocorrencias = o.ocorrencias?.length
    ? `<ocorrencias>${o.ocorrencias
        .map(
          (c) =>
            `<ocorrencia><codigo>${c.codigo}</codigo><descricao>${escapeXml(c.descricao)}</descricao>` +
            `<tipo>${c.tipo}</tipo>${c.localizacao === null ? '' : `<localizacao>${escapeXml(c.localizacao)}</localizacao>`}</ocorrencia>`,
        )
        .join('')}</ocorrencias>`
    : '';
  const recepcao = o.protocolo
    ? `<dadosRecepcaoLote><dhRecepcao>${(o.dhRecepcao ?? new Date()).toISOString()}</dhRecepcao>` +
      `<versaoAplicativoRecepcao>1.5.0 (stand-in)</versaoAplicativoRecepcao>` +
      `<protocoloEnvio>${escapeXml(o.protocolo)}</protocoloEnvio></dadosRecepcaoLote>`
    : '';
  return (
    `<eSocial xmlns="${RETORNO_ENVIO_NS}"><retornoEnvioLoteEventos>` +
    (o.empregador ? ide('ideEmpregador', o.empregador) : '') +
    (o.transmissor ? ide('ideTransmissor', o.transmissor) : '') +
    `<status><cdResposta>${o.cdResposta}</cdResposta><descResposta>${escapeXml(o.descResposta)}</descResposta>${ocorrencias}</status>` +
    `${recepcao}</retornoEnvioLoteEventos></eSocial>`
  );
}

/** The SOAP 1.1 response of EnviarLoteEventos around an eSocial answer document. */
export const enviarLoteResponse = (retornoXml: string) =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  `<s:Envelope xmlns:s="${SOAP_ENVELOPE_NS}"><s:Body>` +
  `<EnviarLoteEventosResponse xmlns="${ENVIAR_LOTE_NS}"><EnviarLoteEventosResult>${retornoXml}</EnviarLoteEventosResult></EnviarLoteEventosResponse>` +
  '</s:Body></s:Envelope>';

/** A SOAP 1.1 Fault (what the service answers to a request it cannot read). */
export const soapFault = (message: string) =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  `<s:Envelope xmlns:s="${SOAP_ENVELOPE_NS}"><s:Body><s:Fault><faultcode>s:Client</faultcode>` +
  `<faultstring xml:lang="pt-BR">${escapeXml(message)}</faultstring></s:Fault></s:Body></s:Envelope>`;
