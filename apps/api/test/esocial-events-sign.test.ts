/**
 * The S-2190, S-2300 and S-3000 signed (issue 34 §4–§6, decision 078): each event from its builder,
 * signed with the test PKI's A1 by signEvent, passes its official schema with the real signature;
 * Debian's xmlsec1 verifies it against the test CA and refuses it once one character changes; the
 * stand-in's reader (verifyEventSignature) agrees.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildS2190, buildS2300, buildS3000 } from '@admissao/domain';
import { S2200_FIXTURES } from '../../../packages/domain/src/esocial/s2200-fixtures.ts';
import { S2300_FIXTURES } from '../../../packages/domain/src/esocial/s2300-fixtures.ts';
import {
  schemaErrors,
  type EsocialSchemaName,
} from '../../../packages/domain/src/esocial/schema-validation.test-support.ts';
import { readPkcs12, type SigningMaterial } from '../src/modules/certificates/read-pkcs12.ts';
import { signEvent, verifyEventSignature } from '../src/modules/esocial-transmit/index.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, type TestPki } from '../src/testing/test-pki.ts';
import { xmlsecVerify } from './support/independent-checks.ts';

let pki: TestPki;
let scratch: string;
let employer: SigningMaterial;
const OPTIONS = { at: new Date('2026-12-04T12:00:00Z'), sequence: 1, verProc: 'Admissao-teste' };

/** Each new event, its schema and a character of its content to change. */
const EVENTS: [string, () => string, EsocialSchemaName, [string, string]][] = [
  [
    'S-2190',
    () => buildS2190(S2200_FIXTURES.prazoDeterminado, OPTIONS).xml,
    'evtAdmPrelim',
    ['<dtAdm>2026-12-01', '<dtAdm>2026-12-02'],
  ],
  [
    'S-2300',
    () => buildS2300(S2300_FIXTURES.naoObrigatorio, OPTIONS).xml,
    'evtTSVInicio',
    ['<natEstagio>N', '<natEstagio>O'],
  ],
  [
    'S-3000',
    () =>
      buildS3000(
        {
          empregador: TEST_EMPLOYER_CNPJ,
          tpAmb: '2',
          tpEvento: 'S-2200',
          nrRecEvt: '1.2.0000000000012345678',
          cpfTrab: '52998224725',
        },
        OPTIONS,
      ).xml,
    'evtExclusao',
    ['<nrRecEvt>1.2.0', '<nrRecEvt>1.2.1'],
  ],
];

beforeAll(async () => {
  pki = await makeTestPki();
  scratch = mkdtempSync(join(tmpdir(), 'esocial-events-sign-'));
  employer = readPkcs12(pki.employer.p12, pki.employer.password);
});
afterAll(() => {
  pki.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe.each(EVENTS)('the %s', (_name, build, schema, [from, to]) => {
  it("signed with the employer's A1 passes its official schema with the real signature", async () => {
    const xml = build();
    // unsigned, the schema refuses it for the missing signature alone
    expect((await schemaErrors(xml, schema)).join(' ')).toMatch(/Signature/);
    expect(await schemaErrors(signEvent(xml, employer), schema)).toEqual([]);
  }, 30_000);

  it('xmlsec1 verifies it against the test CA and refuses it after one character changes', async () => {
    const signed = signEvent(build(), employer);
    const good = await xmlsecVerify(scratch, signed, pki.caFile);
    expect(good.output).toMatch(/SignedInfo References \(ok\/all\): 1\/1/);
    expect(good.ok).toBe(true);
    expect(verifyEventSignature(signed).ok).toBe(true);
    const changed = signed.replace(from, to);
    expect(changed).not.toBe(signed);
    expect((await xmlsecVerify(scratch, changed, pki.caFile)).ok).toBe(false);
    expect(verifyEventSignature(changed).ok).toBe(false);
  }, 30_000);
});
