/**
 * The eSocial signature benchmark (issue 34, decision 075): signing one S-2200 with the employer's A1
 * (RSA 2048, xml-crypto: C14N, SHA-256, RSA-SHA256) p95 < 20 ms; a batch of 50 events — each built,
 * signed, the batch assembled and validated against EnvioLoteEventos v1.1.1 — < 2 s. In-process, with
 * the test PKI (openssl, made before the clock starts). Then, as a figure without a target, the time
 * to validate one signed event against evtAdmissao.xsd (what the stand-in does for each event received).
 * The S-2190 and the S-2300 (decision 078) are signed the same way and held to the same target.
 * `node --import tsx bench/esocial-sign.ts` runs it alone; `BENCH_ONLY=esocial npm run bench` with the
 * S-2200 figures.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildS2190, buildS2200, buildS2300 } from '@admissao/domain';
import { S2200_FIXTURES } from '../packages/domain/src/esocial/s2200-fixtures.ts';
import { S2300_FIXTURES } from '../packages/domain/src/esocial/s2300-fixtures.ts';
import { schemaErrors } from '../packages/domain/src/esocial/schema-validation.test-support.ts';
import { readPkcs12 } from '../apps/api/src/modules/certificates/read-pkcs12.ts';
import { BATCH_MAX_EVENTS, buildBatch, signEvent } from '../apps/api/src/modules/esocial-transmit/index.ts';
import { makeTestPki } from '../apps/api/src/testing/test-pki.ts';
import { passFail, percentile } from './verdicts.ts';

export const SIGN_TARGET_P95_MS = 20;
export const SIGNED_BATCH_TARGET_MS = 2000;
const ITERATIONS = 500;
const WARMUP = 50;
const at = new Date('2026-12-03T12:00:00Z');
const inputs = Object.values(S2200_FIXTURES);
const interns = Object.values(S2300_FIXTURES);
const event = (i: number) =>
  buildS2200(inputs[i % inputs.length]!, { at, sequence: i + 1, verProc: 'bench' });

export async function measureEsocialSign(): Promise<void> {
  const pki = await makeTestPki();
  try {
    const material = readPkcs12(pki.employer.p12, pki.employer.password);
    const kinds = {
      'S-2200': event,
      'S-2190': (i: number) =>
        buildS2190(inputs[i % inputs.length]!, { at, sequence: i + 1, verProc: 'bench' }),
      'S-2300': (i: number) =>
        buildS2300(interns[i % interns.length]!, { at, sequence: i + 1, verProc: 'bench' }),
    };
    for (const [kind, build] of Object.entries(kinds)) {
      const events = Array.from({ length: ITERATIONS + WARMUP }, (_, i) => build(i).xml);
      const times: number[] = [];
      events.forEach((xml, i) => {
        const start = performance.now();
        signEvent(xml, material);
        if (i >= WARMUP) times.push(performance.now() - start);
      });
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      console.log(
        `eSocial signature of one ${kind} (RSA 2048, ${ITERATIONS} events): p50 ${p50.toFixed(2)} ms, ` +
          `p95 ${p95.toFixed(2)} ms (target < ${SIGN_TARGET_P95_MS} ms) ${passFail(p95 < SIGN_TARGET_P95_MS)} ` +
          `(load average ${loadavg()[0]!.toFixed(2)})`,
      );
    }

    const runs: number[] = [];
    let batch = '';
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const signed = Array.from({ length: BATCH_MAX_EVENTS }, (_, i) => {
        const e = event(run * BATCH_MAX_EVENTS + i);
        return { id: e.id, xml: signEvent(e.xml, material) };
      });
      batch = buildBatch({
        empregador: { tpInsc: 1, nrInsc: '11222333' },
        transmissor: { tpInsc: 1, nrInsc: '11222333000181' },
        events: signed,
      });
      const errors = await schemaErrors(batch, 'envioLoteEventos');
      if (errors.length) throw new Error(`the batch is not valid: ${errors[0]}`);
      runs.push(performance.now() - start);
    }
    const worst = Math.max(...runs);
    console.log(
      `eSocial batch of ${BATCH_MAX_EVENTS} S-2200 built, signed, assembled and validated against ` +
        `EnvioLoteEventos (${(batch.length / 1024).toFixed(0)} KB; 3 runs): ` +
        `${runs.map((r) => r.toFixed(0)).join(' / ')} ms, worst ${worst.toFixed(0)} ms ` +
        `(target < ${SIGNED_BATCH_TARGET_MS} ms) ${passFail(worst < SIGNED_BATCH_TARGET_MS)}`,
    );

    // no target: an event against its own schema, as the stand-in checks each event of a batch
    const validated = 10;
    const start = performance.now();
    for (let i = 0; i < validated; i++) await schemaErrors(signEvent(event(i).xml, material));
    console.log(
      `(figure) a signed S-2200 validated against evtAdmissao.xsd (xmllint-wasm, ${validated} events): ` +
        `${((performance.now() - start) / validated).toFixed(0)} ms each`,
    );
  } finally {
    pki.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureEsocialSign();
