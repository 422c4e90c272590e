/**
 * HEIC to JPEG off the event loop: one worker thread, started on first use, jobs in turn (the
 * decoder holds a few hundred MB, so one at a time keeps memory bounded), stopped when idle.
 */
import { Worker } from 'node:worker_threads';

const IDLE_MS = 30_000;
const JOB_TIMEOUT_MS = 60_000;

interface Pending {
  resolve(b: Buffer): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let seq = 0;
const pending = new Map<number, Pending>();

function failAll(err: Error) {
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    p.reject(err);
    pending.delete(id);
  }
}

function getWorker(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (worker) return worker;
  const w = new Worker(new URL('./heic-worker.mjs', import.meta.url));
  w.unref();
  w.on('message', (msg: { id: number; ok: boolean; data?: Uint8Array; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.ok && msg.data) p.resolve(Buffer.from(msg.data.buffer, msg.data.byteOffset, msg.data.byteLength));
    else p.reject(new Error(msg.error ?? 'falha na conversão HEIC'));
    if (pending.size === 0) scheduleIdleStop();
  });
  w.on('error', (err) => {
    worker = null;
    failAll(err);
  });
  w.on('exit', () => {
    if (worker === w) worker = null;
    failAll(new Error('conversor HEIC encerrado'));
  });
  worker = w;
  return w;
}

function scheduleIdleStop() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopHeicConverter(), IDLE_MS);
  idleTimer.unref();
}

/** HEIC/HEIF bytes → JPEG bytes (orientation applied by the decoder). */
export function heicToJpeg(data: Buffer): Promise<Buffer> {
  const w = getWorker();
  const id = ++seq;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('conversão HEIC demorou demais'));
      // a stuck decoder is replaced
      void stopHeicConverter();
    }, JOB_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    const copy = new Uint8Array(data); // transferable copy; the caller keeps its buffer
    w.postMessage({ id, data: copy }, [copy.buffer]);
  });
}

export async function stopHeicConverter(): Promise<void> {
  const w = worker;
  worker = null;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (w) await w.terminate();
}
