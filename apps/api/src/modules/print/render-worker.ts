/** Worker thread of the render pool: renders PrintModels to PDFs off the main event loop. */
import { parentPort } from 'node:worker_threads';
import type { PrintModel } from './print-model.ts';
import { renderPrintPdf, type Logo } from './render-pdf.ts';

interface Job {
  id: number;
  model: PrintModel;
  logo: { bytes: Uint8Array; mime: string } | null;
}

parentPort?.on('message', (job: Job) => {
  const logo: Logo | null = job.logo ? { bytes: Buffer.from(job.logo.bytes), mime: job.logo.mime } : null;
  renderPrintPdf(job.model, logo).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      parentPort!.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
    },
    (err: unknown) =>
      parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
