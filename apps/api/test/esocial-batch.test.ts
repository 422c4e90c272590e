/**
 * The batch of signed events and the SOAP of WsEnviarLoteEventos (issue 34 §3, decision 075):
 * `buildBatch` is valid against EnvioLoteEventos v1.1.1 with 1 to 50 events, each event taken out of
 * the batch still verifies (xmlsec1) and passes its schema; the SOAP request follows the vendored
 * WSDL; the answer's reader reads documents valid against RetornoEnvioLoteEventos v1.1.0.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildS2200 } from '@admissao/domain';
import { S2200_FIXTURES } from '../../../packages/domain/src/esocial/s2200-fixtures.ts';
import { schemaErrors } from '../../../packages/domain/src/esocial/schema-validation.test-support.ts';
import { readPkcs12, type SigningMaterial } from '../src/modules/certificates/read-pkcs12.ts';
import {
  BATCH_NAMESPACE,
  BatchError,
  buildBatch,
  ENVIAR_LOTE_NS,
  enviarLoteSoap,
  EsocialAnswerError,
  parseRetornoEnvio,
  signEvent,
  SOAP_ENVELOPE_NS,
} from '../src/modules/esocial-transmit/index.ts';
import { enviarLoteResponse, retornoEnvioLoteXml, soapFault } from '../src/testing/esocial-answers.ts';
import { makeTestPki, type TestPki } from '../src/testing/test-pki.ts';
import { xmlsecVerify } from './support/independent-checks.ts';

let pki: TestPki;
let scratch: string;
let employer: SigningMaterial;
/** 51 signed S-2200s with distinct Ids */
let events: { id: string; xml: string }[];
const parties = {
  empregador: { tpInsc: 1, nrInsc: '11222333' },
  transmissor: { tpInsc: 1, nrInsc: '11222333000181' },
} as const;

beforeAll(async () => {
  pki = await makeTestPki();
  scratch = mkdtempSync(join(tmpdir(), 'esocial-batch-'));
  employer = readPkcs12(pki.employer.p12, pki.employer.password);
  events = Array.from({ length: 51 }, (_, i) => {
    const e = buildS2200(S2200_FIXTURES.brasileiro, {
      at: new Date('2026-12-03T12:00:00Z'),
      sequence: i + 1,
      verProc: 't',
    });
    return { id: e.id, xml: signEvent(e.xml, employer) };
  });
});
afterAll(() => {
  pki.remove();
  rmSync(scratch, { recursive: true, force: true });
});

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const elements = (parent: Element) =>
  Array.from(parent.childNodes).filter((n) => n.nodeType === 1) as Element[];

describe('buildBatch', () => {
  it('is valid against EnvioLoteEventos v1.1.1: group 2, the employer, the transmitter, each event by its Id', async () => {
    const xml = buildBatch({ ...parties, events: events.slice(0, 3) });
    expect(await schemaErrors(xml, 'envioLoteEventos')).toEqual([]);
    const root = parse(xml).documentElement!;
    expect(root.namespaceURI).toBe(BATCH_NAMESPACE);
    const [envio] = elements(root);
    expect(envio!.getAttribute('grupo')).toBe('2');
    expect(elements(envio!).map((e) => e.localName)).toEqual(['ideEmpregador', 'ideTransmissor', 'eventos']);
    const evento = Array.from(envio!.getElementsByTagNameNS(BATCH_NAMESPACE, 'evento'));
    expect(evento.map((e) => e.getAttribute('Id'))).toEqual(events.slice(0, 3).map((e) => e.id));
    // the events are copied byte for byte, without their XML declaration
    for (const e of events.slice(0, 3)) expect(xml).toContain(e.xml.replace(/^<\?xml[^?]*\?>/, ''));
  });

  it('each event taken out of the batch still passes its schema and verifies with xmlsec1', async () => {
    const xml = buildBatch({ ...parties, events: events.slice(0, 2) });
    const evento = Array.from(parse(xml).getElementsByTagNameNS(BATCH_NAMESPACE, 'evento'));
    for (const e of evento) {
      // as the service (and the stand-in) does: the event's element serialised as a document of its own
      const alone = new XMLSerializer().serializeToString(elements(e as Element)[0]!);
      expect(await schemaErrors(alone)).toEqual([]);
      expect((await xmlsecVerify(scratch, alone, pki.caFile)).ok).toBe(true);
    }
  });

  it('takes 50 events and refuses 51, none, a repeated Id, an Id not the event’s, an unsigned event', async () => {
    expect(
      await schemaErrors(buildBatch({ ...parties, events: events.slice(0, 50) }), 'envioLoteEventos'),
    ).toEqual([]);
    const refused = (input: Partial<Parameters<typeof buildBatch>[0]>) => () =>
      buildBatch({ ...parties, events: events.slice(0, 1), ...input });
    expect(refused({ events })).toThrow(BatchError);
    expect(refused({ events })).toThrow(/1 to 50 events, not 51/);
    expect(refused({ events: [] })).toThrow(BatchError);
    expect(refused({ events: [events[0]!, events[0]!] })).toThrow(/twice/);
    expect(refused({ events: [{ id: events[1]!.id, xml: events[0]!.xml }] })).toThrow(/another Id/);
    const unsigned = buildS2200(S2200_FIXTURES.brasileiro, { at: new Date(), sequence: 9, verProc: 't' });
    expect(refused({ events: [unsigned] })).toThrow(/not one signed/);
    expect(refused({ events: [{ id: events[0]!.id, xml: '<eSocial' }] })).toThrow(BatchError);
    // the communication layout takes digits only
    expect(refused({ empregador: { tpInsc: 1, nrInsc: '12ABC345' } })).toThrow(/8 to 15 digits/);
  });
});

describe('WsEnviarLoteEventos', () => {
  const wsdl = readFileSync(
    new URL(
      '../../../packages/domain/esocial/comunicacao_v1_5_0/WsEnviarLoteEventos-v1_1_0.wsdl',
      import.meta.url,
    ),
    'utf8',
  );

  it('the request follows the WSDL: SOAP 1.1, its SOAPAction, EnviarLoteEventos/loteEventos around the batch', async () => {
    const batch = buildBatch({ ...parties, events: events.slice(0, 2) });
    const { body, headers } = enviarLoteSoap(batch);
    const action = /soapAction="([^"]+)"/.exec(wsdl)![1];
    expect(headers).toEqual({ 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` });
    expect(wsdl).toContain(`targetNamespace="${ENVIAR_LOTE_NS}"`);
    expect(wsdl).toContain(`xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"`);
    const root = parse(body).documentElement!;
    expect([root.namespaceURI, root.localName]).toEqual([SOAP_ENVELOPE_NS, 'Envelope']);
    const lote = root.getElementsByTagNameNS(ENVIAR_LOTE_NS, 'loteEventos')[0]!;
    expect((lote.parentNode as Element).localName).toBe('EnviarLoteEventos');
    const inner = new XMLSerializer().serializeToString(elements(lote)[0]!);
    expect(await schemaErrors(inner, 'envioLoteEventos')).toEqual([]);
    expect(body).toContain(batch.replace(/^<\?xml[^?]*\?>/, ''));
  });

  const accepted = retornoEnvioLoteXml({
    cdResposta: 201,
    descResposta: 'Lote Recebido com Sucesso.',
    ...parties,
    protocolo: '1.2.202612.0000000000000012345',
    dhRecepcao: new Date('2026-12-03T12:00:01Z'),
  });
  const rejected = retornoEnvioLoteXml({
    cdResposta: 401,
    descResposta: 'Lote Incorreto - Erro preenchimento.',
    ocorrencias: [
      {
        codigo: 402,
        descricao: 'O certificado não pertence ao empregador & <transmissor>.',
        tipo: 1,
        localizacao: null,
      },
      {
        codigo: 142,
        descricao: 'Schema inválido.',
        tipo: 1,
        localizacao: '/eSocial/envioLoteEventos/eventos',
      },
    ],
  });

  it('the fixtures are valid against RetornoEnvioLoteEventos v1.1.0', async () => {
    expect(await schemaErrors(accepted, 'retornoEnvioLoteEventos')).toEqual([]);
    expect(await schemaErrors(rejected, 'retornoEnvioLoteEventos')).toEqual([]);
  });

  it('reads the protocol of a received batch, in the SOAP response or alone', () => {
    const read = parseRetornoEnvio(enviarLoteResponse(accepted));
    expect(read).toEqual({
      cdResposta: 201,
      descResposta: 'Lote Recebido com Sucesso.',
      protocolo: '1.2.202612.0000000000000012345',
      dhRecepcao: '2026-12-03T12:00:01.000Z',
      versaoAplicativoRecepcao: '1.5.0 (stand-in)',
      ocorrencias: [],
    });
    expect(parseRetornoEnvio(accepted)).toEqual(read);
  });

  it('reads a refusal with its occurrences', () => {
    expect(parseRetornoEnvio(enviarLoteResponse(rejected))).toEqual({
      cdResposta: 401,
      descResposta: 'Lote Incorreto - Erro preenchimento.',
      protocolo: null,
      dhRecepcao: null,
      versaoAplicativoRecepcao: null,
      ocorrencias: [
        {
          codigo: 402,
          descricao: 'O certificado não pertence ao empregador & <transmissor>.',
          tipo: 1,
          localizacao: null,
        },
        {
          codigo: 142,
          descricao: 'Schema inválido.',
          tipo: 1,
          localizacao: '/eSocial/envioLoteEventos/eventos',
        },
      ],
    });
  });

  it.each([
    ['a SOAP Fault', soapFault('Requisição inválida'), /SOAP Fault: Requisição inválida/],
    ['HTML of a proxy', '<html><body>502 Bad Gateway</body></html>', /no retornoEnvioLoteEventos/],
    ['garbage', 'not xml at all <', /not well-formed/],
    ['an empty answer', '', /not well-formed/],
    ['a status without cdResposta', accepted.replace(/<cdResposta>201<\/cdResposta>/, ''), /cdResposta/],
    ['a cdResposta that is no number', accepted.replace('>201<', '>abc<'), /cdResposta/],
  ])('an answer that is not a retorno (%s) is an EsocialAnswerError', (_what, xml, message) => {
    expect(() => parseRetornoEnvio(xml)).toThrow(EsocialAnswerError);
    expect(() => parseRetornoEnvio(xml)).toThrow(message);
  });
});
