/**
 * The PAdES seal checked by tools that are not ours (issue 33 'Done when', decision 065): Debian's
 * pdfsig says the signature is valid, of type ETSI.CAdES.detached, over the whole document, and
 * invalid once one signed byte changes; `openssl ts -verify` accepts the RFC 3161 token over the
 * signature value against the test TSA's CA. The test certificates are not trusted by pdfsig's NSS
 * store, so its certificate line says the issuer is not trusted: that line is not the check here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { extractSignature } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedCms } from '../src/modules/signature/sealed-cms.ts';
import { AlreadySigned, sealPdf } from '../src/modules/signature/seal-pdf.ts';
import { timestampClient } from '../src/modules/signature/timestamp-client.ts';
import {
  samplePdf,
  startTestTsa,
  testSigner,
  type TestSigner,
  type TestTsa,
} from '../src/testing/test-tsa.ts';
import { pdfsig, verifyTimestamp } from './support/independent-checks.ts';

const run = promisify(execFile);
let dir: string;
let tsa: TestTsa;
let signer: TestSigner;
let document: Uint8Array;

const options = (extra: Partial<Parameters<typeof sealPdf>[1]> = {}) => ({
  signer,
  reason: 'Assinatura do kit de admissão',
  location: 'Brasil',
  name: 'Cliente Teste Ltda',
  ...extra,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'signature-seal-'));
  [tsa, signer, document] = await Promise.all([startTestTsa(), testSigner(), samplePdf(4)]);
});
afterAll(async () => {
  await tsa?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('sealPdf, read by pdfsig', () => {
  it('is a valid ETSI.CAdES.detached signature over the whole document', async () => {
    const { pdf, timestamp } = await sealPdf(document, options());
    expect(timestamp).toBeNull();
    const report = await pdfsig(dir, pdf);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // the test CA is in no trust store
    expect(report).toMatch(
      /Certificate Validation: Certificate issuer (isn't|is not) Trusted|Unknown issuer/i,
    );
  });

  it('reports the signature invalid after one signed byte changes', async () => {
    const { pdf } = await sealPdf(document, options());
    const tampered = Buffer.from(pdf);
    // a letter of the signature dictionary's /Reason: signed (after /Contents), and the file still parses
    const at = tampered.indexOf('(Assinatura do kit');
    expect(at).toBeGreaterThan(0);
    tampered[at + 1] = 'B'.charCodeAt(0);
    const report = await pdfsig(dir, tampered);
    expect(report).not.toContain('Signature is Valid');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('refuses a PDF that is already signed (it is never rewritten)', async () => {
    const { pdf } = await sealPdf(document, options());
    await expect(sealPdf(pdf, options())).rejects.toBeInstanceOf(AlreadySigned);
    // the signature dictionary compressed into an object stream: no '/ByteRange' byte shows it
    const hidden = await (await PDFDocument.load(pdf)).save({ useObjectStreams: true });
    expect(Buffer.from(hidden).includes('/ByteRange')).toBe(false);
    await expect(sealPdf(hidden, options())).rejects.toBeInstanceOf(AlreadySigned);
  });
});

describe('the signature dictionary', () => {
  it('keeps any name whole: parentheses, accents, a dash beyond Latin-1', async () => {
    const texts = {
      name: 'Empresa ) Ltda (filial',
      reason: 'Assinatura — kit de admissão',
      location: 'São Paulo',
    };
    const { pdf } = await sealPdf(document, options(texts));
    expect(await pdfsig(dir, pdf)).toContain('Signature Validation: Signature is Valid.');
    const doc = await PDFDocument.load(pdf);
    const [field] = doc.catalog.getAcroForm()!.getAllFields()[0]!;
    const dict = doc.context.lookup(field.dict.get(PDFName.of('V')), PDFDict);
    const text = (key: string) => dict.lookup(PDFName.of(key), PDFString, PDFHexString).decodeText();
    expect({ name: text('Name'), reason: text('Reason'), location: text('Location') }).toEqual(texts);
  });
});

describe('the CMS, read by openssl cms', () => {
  it('verifies over the signed byte range against the signer CA, with the PAdES signed attributes', async () => {
    const { pdf } = await sealPdf(document, options());
    const { signedData } = extractSignature(Buffer.from(pdf));
    writeFileSync(join(dir, 'cms.der'), sealedCms(pdf));
    writeFileSync(join(dir, 'content.bin'), signedData);
    const cms = (extra: string[]) =>
      run('openssl', ['cms', ...extra, '-inform', 'DER', '-in', join(dir, 'cms.der')]);
    // OpenSSL 3 also checks the ESS signing-certificate-v2 against the signer's certificate here
    const verified = await cms([
      '-verify',
      '-binary',
      '-content',
      join(dir, 'content.bin'),
      '-purpose',
      'any',
      '-CAfile',
      join(signer.dir, 'signer-ca.pem'),
      '-out',
      join(dir, 'out.bin'),
    ]);
    expect(verified.stderr).toContain('Verification successful');
    const printed = (await cms(['-cmsout', '-print'])).stdout;
    const signedAttrs = printed.slice(
      printed.indexOf('signedAttrs:'),
      printed.indexOf('signatureAlgorithm:', printed.indexOf('signedAttrs:')),
    );
    expect(signedAttrs).toContain('contentType (1.2.840.113549.1.9.3)');
    expect(signedAttrs).toContain('messageDigest (1.2.840.113549.1.9.4)');
    expect(signedAttrs).toContain('(1.2.840.113549.1.9.16.2.47)');
    // PAdES: the time is the dictionary's /M (and the token's), never a signed signing-time
    expect(signedAttrs).not.toContain('1.2.840.113549.1.9.5');
  });
});

describe('the RFC 3161 token in the seal', () => {
  it('is accepted by openssl ts -verify over the signature value, and pdfsig still validates', async () => {
    const { pdf, timestamp } = await sealPdf(document, options({ tsa: timestampClient({ url: tsa.url }) }));
    expect(timestamp?.genTime).toBeInstanceOf(Date);
    expect(await verifyTimestamp(dir, pdf, tsa.caFile)).toContain('Verification: OK');
    const report = await pdfsig(dir, pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
  });
});

describe('sealedCms', () => {
  it('keeps a DER whose last byte is 0x00, which extractSignature cuts as padding', () => {
    // a DER element ending in 0x00 (as one seal in 256 does), in a /Contents padded with zeros
    const der = Buffer.from(new asn1js.OctetString({ valueHex: new Uint8Array([1, 2, 0]) }).toBER());
    const hex = der.toString('hex') + '0'.repeat(64);
    // ByteRange [0, where '<' is, just after '>', …]; numbers as wide as the placeholders
    const head = '%PDF-1.7\n/ByteRange [0 AAAA BBBB 5]/Contents ';
    const at = (n: number) => String(n).padStart(4, '0');
    const withRange = (h: string) =>
      h.replace('AAAA', at(head.length)).replace('BBBB', at(head.length + hex.length + 2));
    const pdf = Buffer.from(`${withRange(head)}<${hex}>\n%%EOF`, 'latin1');
    expect(Buffer.from(sealedCms(pdf)).equals(der)).toBe(true);
    expect(Buffer.from(extractSignature(pdf).signature, 'binary').length).toBe(der.length - 1);
  });
});
