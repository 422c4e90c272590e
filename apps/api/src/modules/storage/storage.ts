/**
 * One interface over the places files live (docs/design.md §5): BUCKET 'L' a local folder, 'S' an
 * S3-compatible bucket. A `put` is whole or nothing: readers never see a partly written file.
 * Keys are ours (random, built by `newKey`), never a name a user typed.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export type BucketCode = 'L' | 'S';

export interface StoredObject {
  key: string;
  /** last modification (for the orphan grace period) */
  modified: Date;
}

export interface Storage {
  readonly bucket: BucketCode;
  /** writes the whole buffer under key, atomically (temp + fsync + rename, or one PUT) */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the whole file; throws StorageNotFound when absent */
  get(key: string): Promise<Buffer>;
  /** the file as a stream; throws StorageNotFound when absent */
  stream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** removes the file; absent is not an error */
  delete(key: string): Promise<void>;
  /** every stored object whose key starts with prefix */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** resolves when the storage can be reached now (readiness, GET /api/health/ready) */
  check(): Promise<void>;
  /** removes half-written temp files older than `before` (local folder only) */
  sweepPartial?(before: Date): Promise<number>;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`arquivo ausente no armazenamento: ${key}`);
  }
}

/** Top-level folders of our keys; the cleanup job scans each of them. */
/** kit: the admission kit's PDFs, before and after sealing (issue 33) */
export const KEY_AREAS = ['docs', 'temp', 'editor', 'kit'] as const;
export type KeyArea = (typeof KEY_AREAS)[number];

const KEY_RE = /^(docs|temp|editor|kit)\/[a-z0-9/_-]{1,150}\.(jpg|png|pdf)$/;

export function assertKey(key: string): void {
  if (!KEY_RE.test(key) || key.includes('//') || key.includes('..'))
    throw new Error(`chave de armazenamento inválida: ${key}`);
}

/** e.g. docs/9/041/12/3/5f0c…e1.jpg — tenant and candidate in the path for operators, random name */
export function newKey(area: KeyArea, parts: (string | number)[], ext: 'jpg' | 'png' | 'pdf'): string {
  const path = parts
    .map((p) =>
      String(p)
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, ''),
    )
    .filter(Boolean);
  return [area, ...path, `${randomBytes(16).toString('hex')}.${ext}`].join('/');
}
