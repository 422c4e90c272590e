/**
 * The eSocial event signature (issue 34 §2, decision 075): an S-2200 from the builder signed with
 * the test PKI's A1 passes the official schema with its real signature; Debian's xmlsec1 — not
 * xml-crypto — verifies it against the test CA and refuses it once one character of the event
 * changes; an expired, a non ICP-Brasil or another company's certificate is a pt-BR refusal, both
 * in `signEvent` and where the product chooses the client's certificate (on PGlite and PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildS2200, ESOCIAL_SIGN_MSG, formatDateBR } from '@admissao/domain';
import { EMPLOYER_CNPJ, S2200_FIXTURES } from '../../../packages/domain/src/esocial/s2200-fixtures.ts';
import { schemaErrors } from '../../../packages/domain/src/esocial/schema-validation.test-support.ts';
import { readPkcs12, type SigningMaterial } from '../src/modules/certificates/read-pkcs12.ts';
import { saveClientCertificate } from '../src/modules/certificates/index.ts';
import {
  C14N_2001,
  ENVELOPED,
  esocialSignerOf,
  EsocialSignRefusal,
  RSA_SHA256,
  SHA256,
  signEvent,
} from '../src/modules/esocial-transmit/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import {
  makeTestPki,
  TEST_EMPLOYER_CNPJ,
  type TestCertificate,
  type TestPki,
} from '../src/testing/test-pki.ts';
import { xmlsecVerify } from './support/independent-checks.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const DAY = 86_400_000;
let pki: TestPki;
let scratch: string;
let employer: SigningMaterial;
const material = (c: TestCertificate) => readPkcs12(c.p12, c.password);
const s2200 = (name: keyof typeof S2200_FIXTURES = 'brasileiro', sequence = 1) =>
  buildS2200(S2200_FIXTURES[name], {
    at: new Date('2026-12-03T12:00:00Z'),
    sequence,
    verProc: 'Admissao-teste',
  });

beforeAll(async () => {
  pki = await makeTestPki();
  scratch = mkdtempSync(join(tmpdir(), 'esocial-sign-'));
  employer = material(pki.employer);
});
afterAll(() => {
  pki.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe('signEvent', () => {
  it('the fixtures match the test PKI', () => {
    expect(EMPLOYER_CNPJ).toBe(TEST_EMPLOYER_CNPJ);
  });

  it.each(Object.keys(S2200_FIXTURES) as (keyof typeof S2200_FIXTURES)[])(
    "an S-2200 (%s) signed with the employer's A1 passes the official schema with its real signature",
    async (name) => {
      const signed = signEvent(s2200(name).xml, employer);
      expect(await schemaErrors(signed)).toEqual([]);
    },
  );

  it('writes the signature eSocial asks for, as the last child of <eSocial>', () => {
    const { xml, id } = s2200();
    const signed = signEvent(xml, employer);
    // the event's bytes are untouched: the signature is inserted before </eSocial>
    expect(signed.replace(/<Signature xmlns="[^"]+">.*<\/Signature>/, '')).toBe(xml);
    const doc = new DOMParser().parseFromString(signed, 'text/xml');
    const root = doc.documentElement!;
    const children = Array.from(root.childNodes).filter((n) => n.nodeType === 1) as Element[];
    expect(children.map((c) => c.localName)).toEqual(['evtAdmissao', 'Signature']);
    expect(children[0]!.getAttribute('Id')).toBe(id);
    const sig = children[1]!;
    expect(sig.namespaceURI).toBe(DS);
    const attr = (tag: string, name = 'Algorithm') =>
      Array.from(sig.getElementsByTagNameNS(DS, tag)).map((e) => e.getAttribute(name));
    expect(attr('CanonicalizationMethod')).toEqual([C14N_2001]);
    expect(attr('SignatureMethod')).toEqual([RSA_SHA256]);
    expect(attr('Reference', 'URI')).toEqual(['']);
    expect(attr('Transform')).toEqual([ENVELOPED, C14N_2001]);
    expect(attr('DigestMethod')).toEqual([SHA256]);
    const cert = sig.getElementsByTagNameNS(DS, 'X509Certificate')[0]!.textContent!.replace(/\s/g, '');
    expect(cert).toBe(employer.certificateDer.toString('base64'));
  });

  it('xmlsec1 verifies it against the test CA, and refuses it after one character of the event changes', async () => {
    const signed = signEvent(s2200().xml, employer);
    const good = await xmlsecVerify(scratch, signed, pki.caFile);
    expect(good.output).toMatch(/SignedInfo References \(ok\/all\): 1\/1/);
    expect(good.ok).toBe(true);
    // one character of the worker's name, and one digit of the salary
    for (const changed of [
      signed.replace('<nmTrab>M', '<nmTrab>N'),
      signed.replace('<vrSalFx>5', '<vrSalFx>6'),
    ]) {
      expect(changed).not.toBe(signed);
      const bad = await xmlsecVerify(scratch, changed, pki.caFile);
      expect(bad.ok).toBe(false);
      expect(bad.output).toMatch(/References \(ok\/all\): 0\/1|failed to verify/);
    }
  });

  it('xmlsec1 refuses a signature by a certificate outside the test CA, or expired', async () => {
    const xml = s2200().xml;
    const other = signEvent(xml, { ...material(pki.nonIcp), facts: { ...employer.facts } });
    expect((await xmlsecVerify(scratch, other, pki.caFile)).ok).toBe(false);
    const expired = material(pki.expired);
    const old = signEvent(xml, expired, { now: new Date(expired.facts.notAfter.getTime() - DAY) });
    expect((await xmlsecVerify(scratch, old, pki.caFile)).ok).toBe(false);
  });

  it('refuses, in pt-BR, an expired, a not yet valid or a non ICP-Brasil certificate', () => {
    const xml = s2200().xml;
    const expired = material(pki.expired);
    const refusal = (m: SigningMaterial, now?: Date) => {
      try {
        signEvent(xml, m, { now });
      } catch (err) {
        if (err instanceof EsocialSignRefusal) return err.message;
        throw err;
      }
      return null;
    };
    expect(refusal(expired)).toBe(ESOCIAL_SIGN_MSG.expired(formatDateBR(expired.facts.notAfter)));
    expect(refusal(expired)).toMatch(/venceu em \d\d\/\d\d\/\d{4}/);
    expect(refusal(material(pki.nonIcp))).toBe(ESOCIAL_SIGN_MSG.notIcpBrasil);
    expect(refusal(employer, new Date(employer.facts.notBefore.getTime() - DAY))).toBe(
      ESOCIAL_SIGN_MSG.notYetValid(formatDateBR(employer.facts.notBefore)),
    );
  });

  it('refuses a document that is not one unsigned event', () => {
    const signed = signEvent(s2200().xml, employer);
    expect(() => signEvent(signed, employer)).toThrow(/one event/);
    expect(() => signEvent('<a/>', employer)).toThrow(/not an eSocial event/);
  });
});

describe('the certificate that signs a client’s events', () => {
  let t: TestApp;
  const C041 = { CODADM: 9, CODCLI: '041' };
  const C042 = { CODADM: 9, CODCLI: '042' };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const ctx = () => ({ db: t.db, config: t.config });

  const refusalOf = async (tenant: typeof C041, now?: Date) => {
    try {
      await esocialSignerOf(ctx(), tenant, { employerCnpj: EMPLOYER_CNPJ, now });
      return null;
    } catch (err) {
      if (err instanceof EsocialSignRefusal) return err.message;
      throw err;
    }
  };

  it("without an upload the installation's certificate is refused: eSocial needs ICP-Brasil", async () => {
    expect(await refusalOf(C042)).toBe(ESOCIAL_SIGN_MSG.notIcpBrasil);
  });

  it("the client's A1 signs; once expired, or another company's, it is refused in pt-BR", async () => {
    await saveClientCertificate(ctx(), C041, 'admin', pki.employer.p12, pki.employer.password);
    // the screen shows it as the ICP-Brasil e-CNPJ of the employer
    const admin = await t.login('admin');
    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/configuration/certificate',
      headers: t.headers(admin.token, C041),
    });
    expect(shown.json()).toMatchObject({ ORIGEM: 'CLIENTE', CNPJ: TEST_EMPLOYER_CNPJ, ICP_BRASIL: true });
    const identity = await esocialSignerOf(ctx(), C041, { employerCnpj: EMPLOYER_CNPJ });
    expect(identity).toMatchObject({
      origin: 'CLIENTE',
      facts: { cnpj: TEST_EMPLOYER_CNPJ, icpBrasil: true },
    });
    const signed = signEvent(s2200().xml, identity);
    expect((await xmlsecVerify(scratch, signed, pki.caFile)).ok).toBe(true);
    const later = new Date(identity.facts.notAfter.getTime() + DAY);
    expect(await refusalOf(C041, later)).toBe(
      ESOCIAL_SIGN_MSG.expired(formatDateBR(identity.facts.notAfter)),
    );
    await saveClientCertificate(ctx(), C041, 'admin', pki.wrongEmployer.p12, pki.wrongEmployer.password);
    expect(await refusalOf(C041)).toBe(ESOCIAL_SIGN_MSG.otherCnpj(pki.wrongEmployer.cnpj!));
  });
});
