/**
 * The test PKI (apps/api/src/testing/test-pki.ts, issue 34): the product's certificate reader sees each
 * certificate as the eSocial tests need it, and openssl — not our code — checks the chains.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPkcs12 } from '../src/modules/certificates/read-pkcs12.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, TEST_WRONG_CNPJ, type TestPki } from '../src/testing/test-pki.ts';

let pki: TestPki;
beforeAll(async () => {
  pki = await makeTestPki();
});
afterAll(() => pki.remove());

const verify = (certFile: string) => {
  try {
    return execFileSync('openssl', ['verify', '-CAfile', pki.caFile, certFile], { stdio: 'pipe' }).toString();
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
};

describe('test PKI', () => {
  it("the employer's A1 reads as an ICP-Brasil e-CNPJ of the client's CNPJ, chain included", () => {
    const m = readPkcs12(pki.employer.p12, pki.employer.password);
    expect(m.facts).toMatchObject({ cnpj: TEST_EMPLOYER_CNPJ, icpBrasil: true });
    expect(m.facts.subject).toMatch(new RegExp(`^CN=EMPRESA TESTE LTDA:${TEST_EMPLOYER_CNPJ}, `));
    expect(m.facts.issuer).toMatch(/O=ICP-Brasil/);
    expect(m.chainPem).toHaveLength(1);
    expect(m.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(verify(pki.employer.certFile)).toMatch(/: OK/);
  });

  it('the wrong employer, the expired and the non-ICP certificates differ in what they should', () => {
    const wrong = readPkcs12(pki.wrongEmployer.p12, pki.wrongEmployer.password).facts;
    expect(wrong).toMatchObject({ cnpj: TEST_WRONG_CNPJ, icpBrasil: true });
    const expired = readPkcs12(pki.expired.p12, pki.expired.password).facts;
    expect(expired.notAfter.getTime()).toBeLessThan(Date.now());
    expect(expired.cnpj).toBe(TEST_EMPLOYER_CNPJ);
    expect(verify(pki.expired.certFile)).toMatch(/expired/);
    const nonIcp = readPkcs12(pki.nonIcp.p12, pki.nonIcp.password).facts;
    expect(nonIcp).toMatchObject({ cnpj: TEST_EMPLOYER_CNPJ, icpBrasil: false });
    expect(verify(pki.nonIcp.certFile)).not.toMatch(/: OK/);
    expect(verify(pki.server.certFile)).toMatch(/: OK/);
  });
});
