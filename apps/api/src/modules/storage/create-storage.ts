/** The storages of a running app: new files go to the configured bucket; each row names its own. */
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { MAIL_DIR } from '../mail/index.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { BucketCode, Storage } from './storage.ts';

export interface Storages {
  /** where new files are written */
  current: Storage;
  /** the storage of a stored row's BUCKET; throws when that bucket is not configured */
  of(bucket: string): Storage;
  /**
   * where the file sender writes mails as .eml files (DATA_DIR/mail), whose personal data
   * anonymisation deletes with the candidate's other files; null when there is none (tests, bench)
   */
  mailDir: string | null;
}

export function createStorages(config: AppConfig): Storages {
  const local = createLocalStorage(join(config.dataDir, 'files'));
  const s3 = config.storage?.bucket === 'S' && config.storage.s3 ? createS3Storage(config.storage.s3) : null;
  const byCode: Partial<Record<BucketCode, Storage>> = { L: local, ...(s3 ? { S: s3 } : {}) };
  return {
    current: s3 ?? local,
    // also with SMTP_URL set now: files written before it was set may still be there
    mailDir: join(config.dataDir, MAIL_DIR),
    of(bucket) {
      const s = byCode[bucket.trim() as BucketCode];
      if (!s) throw new Error(`armazenamento ${bucket} não configurado`);
      return s;
    },
  };
}

/** Storages over one given storage (tests, benchmarks). */
export const storagesOf = (storage: Storage, mailDir: string | null = null): Storages => ({
  current: storage,
  mailDir,
  of: (bucket) => {
    if (bucket.trim() !== storage.bucket) throw new Error(`armazenamento ${bucket} não configurado`);
    return storage;
  },
});
