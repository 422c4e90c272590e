/**
 * SOAP as the two WSDLs declare it (comunicacao_v1_5_0): SOAP 1.1 only (soap:binding, no soap12
 * binding), document/literal, one operation per service, each with its soapAction. A SOAP 1.2
 * request is answered 415 as the service's basicHttpBinding does; a wrong action or envelope is a
 * SOAP 1.1 Fault (HTTP 500).
 */
import type { Element } from '@xmldom/xmldom';
import { child, children, escapeXml, parseXml } from './xml.ts';

export const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The two services, from WsEnviarLoteEventos-v1_1_0.wsdl and WsConsultarLoteEventos-v1_1_0.wsdl. */
export const SERVICES = {
  enviar: {
    path: '/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    wsdl: 'WsEnviarLoteEventos-v1_1_0.wsdl',
    tns: 'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0',
    operation: 'EnviarLoteEventos',
    part: 'loteEventos',
    action:
      'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0/ServicoEnviarLoteEventos/EnviarLoteEventos',
  },
  consultar: {
    path: '/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
    wsdl: 'WsConsultarLoteEventos-v1_1_0.wsdl',
    tns: 'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/consulta/retornoProcessamento/v1_1_0',
    operation: 'ConsultarLoteEventos',
    part: 'consulta',
    action:
      'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/consulta/retornoProcessamento/v1_1_0/ServicoConsultarLoteEventos/ConsultarLoteEventos',
  },
} as const;
export type Service = (typeof SERVICES)[keyof typeof SERVICES];

export type SoapRequest =
  | { ok: true; payload: Element | null }
  | { ok: false; status: number; fault: string; faultcode: 'Client' | 'Server' };

/** The eSocial document inside the operation's part (null when the part is empty or absent). */
export function readRequest(
  service: Service,
  headers: { contentType: string; soapAction: string },
  body: string,
): SoapRequest {
  if (/application\/soap\+xml/i.test(headers.contentType)) {
    return {
      ok: false,
      status: 415,
      fault: 'SOAP 1.2 não é aceito: o serviço declara SOAP 1.1.',
      faultcode: 'Client',
    };
  }
  if (!/text\/xml/i.test(headers.contentType)) {
    return {
      ok: false,
      status: 415,
      fault: 'Content-Type deve ser text/xml (SOAP 1.1).',
      faultcode: 'Client',
    };
  }
  if (headers.soapAction.replace(/^"|"$/g, '') !== service.action) {
    return {
      ok: false,
      status: 500,
      fault: `SOAPAction desconhecida; esperada ${service.action}.`,
      faultcode: 'Client',
    };
  }
  const envelope = parseXml(body)?.documentElement;
  if (!envelope || envelope.localName !== 'Envelope' || envelope.namespaceURI !== SOAP11) {
    return {
      ok: false,
      status: 500,
      fault: 'O pedido não é um envelope SOAP 1.1 bem formado.',
      faultcode: 'Client',
    };
  }
  const soapBody = children(envelope).find((e) => e.localName === 'Body' && e.namespaceURI === SOAP11);
  const operation = soapBody ? children(soapBody)[0] : undefined;
  if (!operation || operation.localName !== service.operation || operation.namespaceURI !== service.tns) {
    return {
      ok: false,
      status: 500,
      fault: `O corpo deve conter ${service.operation} em ${service.tns}.`,
      faultcode: 'Client',
    };
  }
  const part = child(operation, service.part);
  return { ok: true, payload: part ? (children(part)[0] ?? null) : null };
}

/** The operation's response around the answer document. */
export function response(service: Service, document: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP11}"><s:Body>` +
    `<${service.operation}Response xmlns="${service.tns}"><${service.operation}Result>${document}` +
    `</${service.operation}Result></${service.operation}Response></s:Body></s:Envelope>`
  );
}

export function fault(faultcode: 'Client' | 'Server', message: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP11}"><s:Body><s:Fault>` +
    `<faultcode>s:${faultcode}</faultcode><faultstring xml:lang="pt-BR">${escapeXml(message)}</faultstring>` +
    `</s:Fault></s:Body></s:Envelope>`
  );
}
