/**
 * The set-up the eSocial sending tests share (decisions 076, 077): the test PKI, the government
 * stand-in over mutual TLS, a test app that sends to it, and client 041 ready to send — the test
 * employer's CNPJ and its A1 uploaded. Each test file then shapes its own candidate.
 */
import { expect } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { esocialConfigOf } from '../../src/config.ts';
import { saveClientCertificate } from '../../src/modules/certificates/index.ts';
import { startEsocialStandin, type EsocialStandin } from '../../src/testing/esocial-standin/index.ts';
import { createTestApp, type TestApp } from '../../src/testing/test-app.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, type TestPki } from '../../src/testing/test-pki.ts';
import { C041 } from './lifecycle-fixture.ts';

export interface EsocialRig {
  pki: TestPki;
  standin: EsocialStandin;
  t: TestApp;
}

/** `processingDelayMs`: how long the stand-in keeps a batch 'em processamento' */
export async function startEsocialRig(processingDelayMs: number): Promise<EsocialRig> {
  const pki = await makeTestPki();
  const standin = await startEsocialStandin({
    caPem: pki.caPem,
    serverKey: pki.server.keyPem,
    serverCert: pki.server.certPem,
    processingDelayMs,
  });
  const t = await createTestApp({
    esocial: esocialConfigOf(2, {
      enviarUrl: standin.enviarUrl,
      consultarUrl: standin.consultarUrl,
      caFile: pki.caFile,
      // generous: the stand-in checks every document against its schema, slow on a busy machine
      connectTimeoutMs: 10_000,
      timeoutMs: 20_000,
    }),
  });
  return { pki, standin, t };
}

/** Client 041 as the test employer: its CNPJ and its A1 (the PKI's employer certificate). */
export async function employerReady({ t, pki }: EsocialRig, admin: LogonAnswer): Promise<void> {
  const cnpj = await t.app.inject({
    method: 'PATCH',
    url: '/api/candidate/configuration',
    headers: t.headers(admin.token, C041),
    payload: { CNPJ_EMPREGADOR: TEST_EMPLOYER_CNPJ },
  });
  expect(cnpj.statusCode).toBe(200);
  await saveClientCertificate(
    { db: t.db, config: t.config },
    C041,
    'admin',
    pki.employer.p12,
    pki.employer.password,
  );
}

export async function stopEsocialRig(rig: Partial<EsocialRig>): Promise<void> {
  await rig.t?.close();
  await rig.standin?.stop();
  rig.pki?.remove();
}
