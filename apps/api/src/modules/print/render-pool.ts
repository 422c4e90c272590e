/**
 * PDFs are rendered by a small pool of worker threads (one per core, at most RENDER_WORKERS), so
 * rendering uses every core and never blocks the event loop that serves the other requests. The
 * workers start on the first print and are unref'd (they never keep the process alive); if a worker
 * cannot start, the PDF is rendered in the main thread instead.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PrintModel } from './print-model.ts';
import type { Logo } from './render-pdf.ts';

// pdfkit and the fonts (~20 MB of memory) load in the main thread only if the workers fail
const renderHere = async (model: PrintModel, logo: Logo | null) =>
  (await import('./render-pdf.ts')).renderPrintPdf(model, logo);

export const RENDER_WORKERS = 2;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}
interface Slot {
  worker: Worker;
  /** ids of the jobs sent to this worker and not answered yet */
  jobs: Set<number>;
}

let slots: Slot[] | null = null;
let broken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function start(): Slot[] {
  const count = Math.max(1, Math.min(RENDER_WORKERS, availableParallelism()));
  return Array.from({ length: count }, () => {
    // render-worker.mjs registers tsx, then loads the TypeScript worker
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, jobs: new Set() };
    const failAll = (why: string) => {
      for (const id of slot.jobs) {
        pending.get(id)?.reject(new Error(why));
        pending.delete(id);
      }
      slot.jobs.clear();
    };
    worker.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      slot.jobs.delete(m.id);
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (!p) return;
      if (m.pdf) p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else p.reject(new Error(m.error ?? 'falha ao gerar o PDF'));
    });
    worker.on('error', () => {
      // a worker that fails (e.g. cannot load) takes the pool down: render in the main thread from now on
      broken = true;
      failAll('render worker failed');
    });
    // stopped or crashed: leaves the pool (a new one starts when none is left); its jobs in flight
    // are rendered in the main thread
    worker.on('exit', () => {
      if (slots?.includes(slot)) slots = slots.length > 1 ? slots.filter((x) => x !== slot) : null;
      failAll('render worker stopped');
    });
    return slot;
  });
}

export async function renderInPool(model: PrintModel, logo: Logo | null): Promise<Buffer> {
  if (broken) return renderHere(model, logo);
  slots ??= start();
  const slot = slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  const id = nextId++;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      slot.jobs.add(id);
      slot.worker.postMessage({
        id,
        model,
        logo: logo ? { bytes: new Uint8Array(logo.bytes), mime: logo.mime } : null,
      });
    });
  } catch {
    return renderHere(model, logo);
  }
}

/** Stops the workers (tests and shutdown); the next print starts new ones. */
export async function stopRenderPool(): Promise<void> {
  const current = slots;
  slots = null;
  if (current) await Promise.all(current.map((s) => s.worker.terminate()));
}

/** For tests: whether the workers started and still work. */
export const renderPoolState = () => ({ started: slots !== null, broken });
