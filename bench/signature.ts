/**
 * The PAdES seal benchmark (issue 33 §3 rules, decision 065): sealing a 4-page kit document with its
 * evidence page appended (three signers: candidate, legal guardian, company), in-process, one after
 * the other, without the TSA round trip (no timestamp: the network wait is the TSA's, not ours).
 * Prints p50/p95 and p95 as a share of the target (p95 < 300 ms); a figure, not a test.
 * Then the same through the sealing job's whole path (kit-seal.ts, decision 071), with PASS/FAIL.
 * `node --import tsx bench/signature.ts` runs it alone.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildEvidence, type SignatureEvent } from '../apps/api/src/modules/signature/evidence.ts';
import { sealPdf } from '../apps/api/src/modules/signature/seal-pdf.ts';
import { samplePdf, testSigner } from '../apps/api/src/testing/test-tsa.ts';
import { measureKitSealJob } from './kit-seal.ts';
import { passFail, percentile } from './verdicts.ts';
import { MEASURE_SECONDS, WARMUP_SECONDS } from './settings.ts';

export const SEAL_TARGET_P95_MS = 300;
const PAGES = 4;

const signatures: SignatureEvent[] = (
  [
    ['candidato', 'Maria da Conceição Araújo', '52998224725'],
    ['responsavel', 'José Araújo', '11144477735'],
    ['empresa', 'Luíza Gonçalves', '39053344705'],
  ] as const
).map(([role, name, cpf]) => ({
  role,
  name,
  cpf,
  email: `${role}@example.com`,
  signedAt: new Date(),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  codeChannel: 'e-mail',
}));

async function seal(document: Uint8Array, signer: Awaited<ReturnType<typeof testSigner>>) {
  const evidence = buildEvidence({
    signatures,
    documents: [{ name: 'Contrato de trabalho', pdf: document }],
    appUrl: 'https://admissao.exemplo.com.br',
    tsaUrl: null,
  });
  return sealPdf(document, {
    signer,
    reason: 'Assinatura do kit de admissão',
    location: 'Brasil',
    name: 'Cliente Bench Ltda',
    evidence,
  });
}

export async function measureSignature(): Promise<void> {
  const [document, signer] = await Promise.all([samplePdf(PAGES), testSigner('Cliente Bench Ltda')]);
  const runFor = async (seconds: number) => {
    const times: number[] = [];
    let bytes = 0;
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const t0 = performance.now();
      bytes = (await seal(document, signer)).pdf.length;
      times.push(performance.now() - t0);
    }
    return { times, bytes };
  };
  await runFor(WARMUP_SECONDS);
  const { times, bytes } = await runFor(MEASURE_SECONDS);
  const p95 = percentile(times, 95);
  console.log(
    `\nPAdES seal of a ${PAGES}-page document + evidence page (in-process, no TSA round trip, ` +
      `${(bytes / 1024).toFixed(0)} KiB sealed): ${times.length} seals in ${MEASURE_SECONDS} s; ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms\n` +
      `  seal p95 / target ${SEAL_TARGET_P95_MS} ms: ${(p95 / SEAL_TARGET_P95_MS).toFixed(2)} ` +
      `${passFail(p95 < SEAL_TARGET_P95_MS)}`,
  );
  await measureKitSealJob(SEAL_TARGET_P95_MS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureSignature();
