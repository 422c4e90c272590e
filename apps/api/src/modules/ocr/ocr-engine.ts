/**
 * Portuguese OCR with tesseract.js, in its own worker thread (requests are not blocked), with the
 * trained data read from the npm package @tesseract.js-data/por on disk: langPath is a local folder
 * and the cache is off, so nothing is ever fetched from the internet. One worker, started on first
 * use and stopped when idle; images are reduced to greyscale and at most 2000 px first.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** the LSTM model shipped in the npm package (folder with por.traineddata.gz) */
export const OCR_LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/por/package.json')),
  '4.0.0_best_int',
);
export const OCR_OPTIONS = { langPath: OCR_LANG_PATH, cacheMethod: 'none', gzip: true } as const;

const IDLE_MS = 60_000;
const JOB_TIMEOUT_MS = 90_000;

export interface OcrWord {
  text: string;
  confidence: number;
}
export interface OcrResult {
  text: string;
  confidence: number;
  words: OcrWord[];
}

let worker: Promise<Worker> | null = null;
let idle: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= createWorker('por', OEM.LSTM_ONLY, OCR_OPTIONS).catch((err: unknown) => {
    worker = null;
    throw err;
  });
  return worker;
}

export async function stopOcr(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = null;
  const w = worker;
  worker = null;
  if (w) await (await w.catch(() => null))?.terminate();
}

async function prepare(image: Buffer): Promise<Buffer> {
  return (
    sharp(image)
      .rotate()
      .greyscale()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      // specks of a phone photo or a scan (salt-and-pepper noise) break words apart; a 3 px
      // median removes them and keeps the strokes of letters (decision 057)
      .median(3)
      .png()
      .toBuffer()
  );
}

async function recognizeNow(image: Buffer): Promise<OcrResult> {
  const w = await getWorker();
  const input = await prepare(image);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void stopOcr();
      reject(new Error('OCR demorou demais'));
    }, JOB_TIMEOUT_MS);
  });
  try {
    const { data } = await Promise.race([w.recognize(input, {}, { text: true, blocks: true }), timeout]);
    const words = (data.blocks ?? []).flatMap((b) =>
      b.paragraphs.flatMap((p) =>
        p.lines.flatMap((l) => l.words.map((x) => ({ text: x.text, confidence: x.confidence }))),
      ),
    );
    return { text: data.text, confidence: data.confidence, words };
  } finally {
    clearTimeout(timer);
  }
}

/** OCR of one image; calls run one after another on the single worker */
export function recognize(image: Buffer): Promise<OcrResult> {
  if (idle) clearTimeout(idle);
  const run = queue.then(() => recognizeNow(image));
  queue = run.catch(() => undefined);
  void run
    .finally(() => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => void stopOcr(), IDLE_MS);
      idle.unref();
    })
    .catch(() => undefined);
  return run;
}
