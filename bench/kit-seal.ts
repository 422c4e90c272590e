/**
 * The sealing job's path, timed per document (issue 33 rules: 'Signing a 4-page kit document p95 <
 * 300 ms without the TSA round trip', decision 071): in-process on PGlite (the test app), one kit
 * of one 4-page document at a time put in SELANDO (untimed), then one run of `kit-seal` timed — the
 * claim, the reads, the original read from storage and its SHA-256 checked, the evidence, the
 * client's signer from the cache, the PAdES seal with its evidence page, the sealed file written
 * and the row, the kit's completion (log, audit, two mails) in one transaction. No TSA.
 */
import { performance } from 'node:perf_hooks';
import { sealJob } from '../apps/api/src/modules/kit-seal/index.ts';
import { prepareTemplate } from '../apps/api/src/testing/template-db.ts';
import { createTestApp } from '../apps/api/src/testing/test-app.ts';
import { kitInSealing } from '../apps/api/test/support/kit-seal-fixture.ts';
import { MEASURE_SECONDS, WARMUP_SECONDS } from './settings.ts';
import { passFail, percentile } from './verdicts.ts';

export async function measureKitSealJob(targetP95Ms: number): Promise<void> {
  // alone (not under vitest's global setup): the test template is made or found here
  if (!process.env.ADMISSAO_TEST_TEMPLATE_AT) await prepareTemplate();
  const t = await createTestApp({}, undefined, { write: () => undefined });
  try {
    const job = sealJob({ db: t.db, config: { ...t.config, tsaUrl: undefined } }, t.app.storages, {
      tsa: null,
    });
    const runFor = async (seconds: number) => {
      const times: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        await kitInSealing(t, undefined, ['Contrato de trabalho'], true);
        const t0 = performance.now();
        const { sealed } = await job.sealDue();
        times.push(performance.now() - t0);
        if (sealed.length !== 1) throw new Error(`a run sealed ${sealed.length} documents, not 1`);
      }
      return times;
    };
    await runFor(WARMUP_SECONDS);
    const times = await runFor(MEASURE_SECONDS);
    const p95 = percentile(times, 95);
    console.log(
      `\nkit-seal job, one 4-page kit document per run (PGlite in-process, cached signer: ` +
        `${job.signers.loads} read(s) of the certificate; three signers; no TSA round trip): ` +
        `${times.length} documents in ${MEASURE_SECONDS} s; p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p95 ${p95.toFixed(0)} ms\n` +
        `  kit document p95 / target ${targetP95Ms} ms: ${(p95 / targetP95Ms).toFixed(2)} ` +
        `${passFail(p95 < targetP95Ms)}`,
    );
  } finally {
    await t.close();
  }
}
