/**
 * The product's side against the stand-in (decisions 075 and 076): S-2200s built and signed by the
 * product, put in its batch and SOAP request, sent over mutual TLS with the employer's test A1 — the
 * stand-in (written apart, verifying with its own checks) receives them and gives each a receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildS2200 } from '@admissao/domain';
import { S2200_FIXTURES } from '../../../packages/domain/src/esocial/s2200-fixtures.ts';
import { readPkcs12 } from '../src/modules/certificates/read-pkcs12.ts';
import {
  buildBatch,
  CD_LOTE_RECEBIDO,
  enviarLoteSoap,
  parseRetornoEnvio,
  signEvent,
} from '../src/modules/esocial-transmit/index.ts';
import { startEsocialStandin, type EsocialStandin } from '../src/testing/esocial-standin/index.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, type TestPki } from '../src/testing/test-pki.ts';
import { call, consultaOf, elements, post, texts } from './support/esocial-standin-client.ts';

let pki: TestPki;
let standin: EsocialStandin;
beforeAll(async () => {
  pki = await makeTestPki();
  standin = await startEsocialStandin({
    caPem: pki.caPem,
    serverKey: pki.server.keyPem,
    serverCert: pki.server.certPem,
    processingDelayMs: 200,
  });
});
afterAll(async () => {
  await standin?.stop();
  pki?.remove();
});

describe("the product's batch against the stand-in", () => {
  it('signEvent + buildBatch + enviarLoteSoap: received (201), then a receipt for each S-2200', async () => {
    const material = readPkcs12(pki.employer.p12, pki.employer.password);
    const at = new Date();
    const events = (['brasileiro', 'estrangeiro'] as const).map((name, i) => {
      const built = buildS2200(S2200_FIXTURES[name], { at, sequence: i + 1, verProc: 'admissao-teste' });
      return { id: built.id, xml: signEvent(built.xml, material) };
    });
    const batch = buildBatch({
      empregador: { tpInsc: 1, nrInsc: TEST_EMPLOYER_CNPJ.slice(0, 8) },
      transmissor: { tpInsc: 1, nrInsc: TEST_EMPLOYER_CNPJ },
      events,
    });
    const request = enviarLoteSoap(batch);
    const reply = await post(standin.enviarUrl, request.body, {
      ca: pki.caPem,
      client: pki.employer,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
    });
    expect(reply.status).toBe(200);
    const answer = parseRetornoEnvio(reply.body);
    expect(answer).toMatchObject({ cdResposta: CD_LOTE_RECEBIDO, ocorrencias: [] });
    const protocol = answer.protocolo ?? '';

    for (const deadline = Date.now() + 15_000; ;) {
      const { root } = await call(standin.url, 'consultar', consultaOf(protocol), {
        ca: pki.caPem,
        client: pki.employer,
      });
      if (texts(root, 'cdResposta')[0] !== '101' || Date.now() > deadline) {
        const eventos = elements(root, 'evento');
        expect(eventos.map((e) => e.getAttribute('Id'))).toEqual(events.map((e) => e.id));
        expect(eventos.map((e) => [texts(e, 'cdResposta')[0], texts(e, 'codigo')])).toEqual([
          ['201', []],
          ['201', []],
        ]);
        expect(eventos.every((e) => /^1\.2\.\d{19}$/.test(texts(e, 'nrRecibo')[0] ?? ''))).toBe(true);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
