/**
 * The evidence page (issue 33 §3): appended before the seal, read back by poppler's pdftotext (not
 * ours): the masked CPF and never the full one, the signer's accents, Brasília time, IP, user agent,
 * code channel, each document's SHA-256 before signing, the verification code and address; the
 * JSON evidence is the same object. The sealed PDF with its evidence page is still valid for pdfsig.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEvidence,
  CODE_ALPHABET,
  maskCpf,
  sha256Hex,
  verificationCode,
  type SignatureEvent,
} from '../src/modules/signature/evidence.ts';
import { sealPdf } from '../src/modules/signature/seal-pdf.ts';
import { samplePdf, testSigner, type TestSigner } from '../src/testing/test-tsa.ts';

const run = promisify(execFile);
let dir: string;
let signer: TestSigner;

const candidate: SignatureEvent = {
  role: 'candidato',
  name: 'Maria da Conceição Araújo',
  cpf: '529.982.247-25',
  email: 'maria.araujo@example.com',
  signedAt: new Date('2026-12-02T16:04:00Z'),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  codeChannel: 'e-mail',
};
const company: SignatureEvent = {
  ...candidate,
  role: 'empresa',
  name: 'João Gonçalves',
  cpf: '11144477735',
  email: 'rh@cliente.com.br',
  signedAt: new Date('2026-12-02T18:30:00Z'),
  ip: '2001:db8::1',
};

async function textOf(pdf: Uint8Array): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'signature-evidence-'));
  signer = await testSigner();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the evidence page', () => {
  it('shows the masked CPF, never the full one, with every fact of each signer', async () => {
    const contract = await samplePdf(4);
    const evidence = buildEvidence({
      signatures: [candidate, company],
      documents: [
        { name: 'Contrato de trabalho', pdf: contract },
        { name: 'Termo de opção do vale-transporte', pdf: await samplePdf(1) },
      ],
      appUrl: 'https://admissao.exemplo.com.br/',
      tsaUrl: null,
    });
    const { pdf } = await sealPdf(contract, {
      signer,
      reason: 'Assinatura do kit de admissão',
      location: 'Brasil',
      name: 'Cliente Teste Ltda',
      evidence,
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(5);
    const text = await textOf(pdf);
    expect(text).toContain('***.982.247-**');
    expect(text).toContain('***.444.777-**');
    for (const full of ['529.982.247-25', '52998224725', '111.444.777-35', '11144477735'])
      expect(text).not.toContain(full);
    expect(text).toContain('Maria da Conceição Araújo — Candidato(a)');
    expect(text).toContain('João Gonçalves — Representante da empresa');
    // 16:04 UTC is 13:04 in Brasília
    expect(text).toContain('Assinado em 02/12/2026 13:04 (horário de Brasília)');
    expect(text).toContain('Assinado em 02/12/2026 15:30 (horário de Brasília)');
    expect(text).toContain('Endereço IP: 203.0.113.7');
    expect(text).toContain('Código de confirmação enviado por e-mail');
    expect(text).toContain('Android 14');
    expect(text).toContain(sha256Hex(contract));
    expect(text).toContain(`Código de verificação: ${evidence.verificationCode}`);
    expect(text).toContain('https://admissao.exemplo.com.br/verificar');
    expect(text).toContain('Sem carimbo do tempo');
    writeFileSync(join(dir, 'sealed.pdf'), pdf);
    expect((await run('pdfsig', [join(dir, 'sealed.pdf')])).stdout).toContain('Signature is Valid.');
  });

  it('the stored JSON is the same evidence, without the full CPF', () => {
    const evidence = buildEvidence({
      signatures: [candidate],
      documents: [{ name: 'Contrato', pdf: new Uint8Array([1, 2, 3]) }],
      appUrl: 'https://a.example',
      tsaUrl: 'https://tsa.example/tsr',
    });
    const json = JSON.stringify(evidence);
    expect(json).not.toContain('529.982.247-25');
    expect(json).not.toContain('52998224725');
    expect(evidence.signers[0]).toMatchObject({
      cpf: '***.982.247-**',
      signedAtBrasilia: '02/12/2026 13:04',
    });
    expect(evidence.timestampAuthority).toBe('https://tsa.example/tsr');
  });

  it('flows onto more pages when the signers do not fit on one', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...candidate, name: `Signatário ${i + 1}` }));
    const evidence = buildEvidence({
      signatures: many,
      documents: [],
      appUrl: 'https://a.example',
      tsaUrl: null,
    });
    const { pdf } = await sealPdf(await samplePdf(1), {
      signer,
      reason: 'r',
      location: 'l',
      name: 'n',
      evidence,
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(2);
    expect(await textOf(pdf)).toContain('Signatário 12 — Candidato(a)');
  });
});

describe('masks and codes', () => {
  it('masks a CPF typed either way, and hides a malformed one whole', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('123')).toBe('***.***.***-**');
  });

  it('makes codes of unambiguous characters only', () => {
    for (let i = 0; i < 200; i++) {
      const code = verificationCode();
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}-[${CODE_ALPHABET}]{5}$`));
      expect(code).not.toMatch(/[01IOLSZ25]/);
    }
  });
});
