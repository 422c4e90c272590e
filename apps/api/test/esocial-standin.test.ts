/**
 * The eSocial stand-in (issue 34 §7, decision 076): events signed by Debian's xmlsec1 with the test
 * A1, sent over mutual TLS by Node's https client; every answer is validated against its official
 * schema. No database: the stand-in is the government's side.
 */
import { XMLSerializer, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESOCIAL_SERVICES,
  startEsocialStandin,
  type EsocialStandin,
} from '../src/testing/esocial-standin/index.ts';
import { schemaErrors } from '../src/testing/esocial-standin/schemas.ts';
import {
  makeTestPki,
  TEST_EMPLOYER_CNPJ,
  TEST_WRONG_CNPJ,
  type TestCertificate,
  type TestPki,
} from '../src/testing/test-pki.ts';
import {
  batchOf,
  call,
  consultaOf,
  elements,
  eventIdOf,
  post,
  s2190,
  s3000,
  texts,
  xmlsecSign,
} from './support/esocial-standin-client.ts';

const DELAY_MS = 300;
/** the stand-in of the first test, whose 'em processamento' must outlast two schema-checked calls */
const SLOW_DELAY_MS = 3000;
let pki: TestPki;
let standin: EsocialStandin;
let sequence = 0;

beforeAll(async () => {
  pki = await makeTestPki();
  standin = await startEsocialStandin({
    caPem: pki.caPem,
    serverKey: pki.server.keyPem,
    serverCert: pki.server.certPem,
    processingDelayMs: DELAY_MS,
  });
});
afterAll(async () => {
  await standin?.stop();
  pki?.remove();
});

const signed = (signer: TestCertificate = pki.employer, o: Parameters<typeof s2190>[1] = {}) => {
  const id = eventIdOf(TEST_EMPLOYER_CNPJ, ++sequence);
  return { id, xml: xmlsecSign(s2190(id, o), signer) };
};
const as = (client: TestCertificate | null) => ({ ca: pki.caPem, client });

/** The answer of EnviarLoteEventos, schema-checked. */
async function send(batch: string, client: TestCertificate = pki.employer, on = standin) {
  const r = await call(on.url, 'enviar', batch, as(client));
  expect(await schemaErrors(r.document, 'retornoEnvioLoteEventos')).toEqual([]);
  return r.root;
}

/** The answer of ConsultarLoteEventos, schema-checked, each RetornoEvento too. */
async function consult(protocol: string, client: TestCertificate = pki.employer, on = standin) {
  const r = await call(on.url, 'consultar', consultaOf(protocol), as(client));
  expect(await schemaErrors(r.document, 'retornoProcessamentoLote')).toEqual([]);
  for (const holder of elements(r.root, 'retornoEvento').filter((e) => e.parentNode?.nodeName === 'evento')) {
    const doc = Array.from(holder.childNodes).find((n) => n.nodeType === 1) as Element;
    expect(await schemaErrors(new XMLSerializer().serializeToString(doc), 'retornoEvento')).toEqual([]);
  }
  return r.root;
}

/** Sent and processed: the events' answers (`evento` elements) once the batch is no longer 101. */
async function processed(batch: string) {
  return untilProcessed(texts(await send(batch), 'protocoloEnvio')[0] ?? '');
}

/** Consulted as a client polls: every 100 ms while 101, at most 15 s (the processing itself takes time). */
async function untilProcessed(protocol: string, on = standin) {
  for (const deadline = Date.now() + 15_000; ;) {
    const root = await consult(protocol, pki.employer, on);
    const cd = texts(root, 'cdResposta')[0];
    if (cd !== '101' || Date.now() > deadline) {
      expect(cd).toBe('201');
      return elements(root, 'evento');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
const eventAnswer = (evento: Element) => ({
  cd: texts(evento, 'cdResposta')[0],
  codes: texts(evento, 'codigo'),
  descriptions: texts(evento, 'descricao').join(' | '),
  recibo: texts(evento, 'nrRecibo')[0],
  dupl: evento.getAttribute('evtDupl'),
});

describe('eSocial stand-in: the accepted path', () => {
  it('accepts a signed batch (201, protocol), answers 101 while processing, then each receipt', async () => {
    const slow = await startEsocialStandin({
      caPem: pki.caPem,
      serverKey: pki.server.keyPem,
      serverCert: pki.server.certPem,
      processingDelayMs: SLOW_DELAY_MS,
    });
    try {
      const a = signed();
      const b = signed(pki.employer, { matricula: 'C041-0002', cpf: '11144477735' });
      const root = await send(batchOf([a, b]), pki.employer, slow);
      expect(texts(root, 'cdResposta')).toEqual(['201']);
      const protocol = texts(root, 'protocoloEnvio')[0] ?? '';
      expect(protocol).toMatch(/^1\.2\.\d{6}\.\d{19}$/);
      expect(slow.batches.get(protocol)?.events.map((e) => e.id)).toEqual([a.id, b.id]);

      const early = await consult(protocol, pki.employer, slow);
      expect(texts(early, 'cdResposta')).toEqual(['101']);
      expect(elements(early, 'retornoEventos')).toHaveLength(0);

      const eventos = await untilProcessed(protocol, slow);
      // not before the delay: processing is asynchronous, and the delay is the service's
      expect(Date.now()).toBeGreaterThanOrEqual(slow.batches.get(protocol)!.readyAt.getTime());
      const answers = eventos.map(eventAnswer);
      expect(answers.map((x) => x.cd)).toEqual(['201', '201']);
      expect(answers.map((x) => x.recibo)).toEqual([
        expect.stringMatching(/^1\.2\.\d{19}$/),
        expect.stringMatching(/^1\.2\.\d{19}$/),
      ]);
      expect(eventos.map((e) => e.getAttribute('Id'))).toEqual([a.id, b.id]);
    } finally {
      await slow.stop();
    }
  });

  it('an S-3000 excluding a receipted S-2190 is receipted too; another CNPJ may not consult the batch (504)', async () => {
    const [prelim] = (await processed(batchOf([signed()]))).map(eventAnswer);
    const id = eventIdOf(TEST_EMPLOYER_CNPJ, ++sequence);
    const exclusion = { id, xml: xmlsecSign(s3000(id, { nrRecEvt: prelim?.recibo ?? '' }), pki.employer) };
    const protocol = texts(await send(batchOf([exclusion])), 'protocoloEnvio')[0] ?? '';
    expect(texts(await consult(protocol, pki.wrongEmployer), 'cdResposta')).toEqual(['504']);
    const [answer] = (await untilProcessed(protocol)).map(eventAnswer);
    expect(answer).toMatchObject({ cd: '201', recibo: expect.stringMatching(/^1\.2\.\d{19}$/) });
  });

  it('a batch from the transmitter whose CNPJ is not the employer’s is accepted on its own certificate', async () => {
    const root = await send(
      batchOf([signed(pki.wrongEmployer)], { transmitter: TEST_WRONG_CNPJ }),
      pki.wrongEmployer,
    );
    expect(texts(root, 'cdResposta')).toEqual(['201']);
  });
});

describe('eSocial stand-in: refusals with the real codes', () => {
  it('another CNPJ’s client certificate: the batch is refused (404) with an occurrence', async () => {
    const root = await send(batchOf([signed()]), pki.wrongEmployer);
    expect(texts(root, 'cdResposta')).toEqual(['404']);
    expect(texts(root, 'descricao')[0]).toMatch(/não pertence ao transmissor nem ao empregador/);
    expect(elements(root, 'protocoloEnvio')).toHaveLength(0);
  });

  it('an event signed with another CNPJ’s certificate: 404 on that event, the other one receipted', async () => {
    const [wrong, right] = (await processed(batchOf([signed(pki.wrongEmployer), signed()]))).map(eventAnswer);
    expect(wrong).toMatchObject({ cd: '404', codes: ['404'], recibo: undefined });
    expect(wrong?.descriptions).toMatch(/não pertence ao empregador nem ao transmissor/);
    expect(right?.cd).toBe('201');
  });

  it('an event signed with an expired certificate (sent over a valid one): 404, out of validity', async () => {
    const [answer] = (await processed(batchOf([signed(pki.expired)]))).map(eventAnswer);
    expect(answer).toMatchObject({ cd: '404', codes: ['404'] });
    expect(answer?.descriptions).toMatch(/fora do prazo de validade/);
  });

  it('one character changed after signing: 405, signature invalid', async () => {
    const e = signed();
    const tampered = { ...e, xml: e.xml.replace('<matricula>C041-0001<', '<matricula>C041-0009<') };
    expect(tampered.xml).not.toBe(e.xml);
    const [answer] = (await processed(batchOf([tampered]))).map(eventAnswer);
    expect(answer).toMatchObject({ cd: '405', codes: ['405'] });
    expect(answer?.descriptions).toMatch(/^Assinatura do evento inválida/);
  });

  it('an event off its schema: 402 with occurrence 17 and the schema’s message', async () => {
    const [answer] = (await processed(batchOf([signed(pki.employer, { cpf: '5299822472X' })]))).map(
      eventAnswer,
    );
    expect(answer).toMatchObject({ cd: '402', codes: ['17'] });
    expect(answer?.descriptions).toMatch(/desconformidade com o esquema XSD.*cpfTrab/);
  });

  it('the same Id again: the same event gets its first receipt (evtDupl), other content an occurrence', async () => {
    const e = signed();
    const [first] = (await processed(batchOf([e]))).map(eventAnswer);
    const [again] = (await processed(batchOf([e]))).map(eventAnswer);
    expect(again).toMatchObject({ cd: '201', recibo: first?.recibo, dupl: 'true' });
    const other = { id: e.id, xml: xmlsecSign(s2190(e.id, { matricula: 'C041-0777' }), pki.employer) };
    const [reused] = (await processed(batchOf([other]))).map(eventAnswer);
    expect(reused).toMatchObject({ cd: '401', codes: ['401'], recibo: undefined });
    expect(reused?.descriptions).toMatch(new RegExp(`${e.id} já foi recebido`));
  });

  it('a batch off the envelope schema: 402; an unknown protocol: 501 with occurrence 748', async () => {
    const bad = await send(batchOf([signed()]).replace('grupo="2"', 'grupo="dois"'));
    expect(texts(bad, 'cdResposta')).toEqual(['402']);
    expect(texts(bad, 'codigo')[0]).toBe('17');
    const unknown = await consult('1.2.202612.0000000000000999999');
    expect(texts(unknown, 'cdResposta')).toEqual(['501']);
    expect(texts(unknown, 'codigo')).toEqual(['748']);
  });
});

describe('eSocial stand-in: transport', () => {
  const batchesNow = () => standin.batches.size;

  it.each([
    ['no client certificate', () => null],
    ['an expired client certificate', () => pki.expired],
    ['a certificate not from the CA', () => pki.nonIcp],
  ])('%s: refused in the TLS handshake, nothing reaches the service', async (_what, client) => {
    const before = batchesNow();
    await expect(call(standin.url, 'enviar', batchOf([signed()]), as(client()))).rejects.toThrow(
      /certificate|alert|socket hang up|ECONNRESET|EPIPE/i,
    );
    expect(batchesNow()).toBe(before);
  });

  it('speaks SOAP 1.1 as the WSDLs declare: wrong action → Fault, SOAP 1.2 → 415, ?wsdl → the WSDL', async () => {
    const s = ESOCIAL_SERVICES.enviar;
    const wrongAction = await post(standin.url + s.path, '<x/>', {
      ...as(pki.employer),
      headers: { soapaction: '"urn:outra"' },
    });
    expect(wrongAction.status).toBe(500);
    expect(wrongAction.body).toMatch(/<faultcode>s:Client<\/faultcode>/);
    const garbage = await post(standin.url + s.path, '\u0000<soapenv:Envelope', {
      ...as(pki.employer),
      headers: { soapaction: `"${s.action}"` },
    });
    expect(garbage.status).toBe(500);
    expect(garbage.body).toMatch(/<faultcode>s:Client<\/faultcode>/);
    const soap12 = await post(standin.url + s.path, '<x/>', {
      ...as(pki.employer),
      headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
    });
    expect(soap12.status).toBe(415);
    const wsdl = await post(`${standin.url}${ESOCIAL_SERVICES.consultar.path}?wsdl`, '', {
      ...as(pki.employer),
      method: 'GET',
    });
    expect(wsdl.body).toContain(ESOCIAL_SERVICES.consultar.action);
  });
});
