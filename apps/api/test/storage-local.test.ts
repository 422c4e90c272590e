/** Local folder storage (BUCKET 'L'): the storage contract, atomic writes and the cleanup of partial files. */
import { mkdtempSync, readdirSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, TMP_DIR } from '../src/modules/storage/local-storage.ts';
import { newKey } from '../src/modules/storage/storage.ts';
import { storageContract } from './fixtures/storage-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'admissao-storage-'));
const storage = createLocalStorage(root);

storageContract('local', () => storage);

describe('local storage specifics', () => {
  it('writes under the key path and leaves no temp file behind', async () => {
    const key = newKey('docs', [9, '041'], 'png');
    await storage.put(key, Buffer.from('png'), 'image/png');
    expect(readdirSync(join(root, 'docs', '9', '041'))).toContain(key.split('/').pop());
    expect(readdirSync(join(root, TMP_DIR))).toEqual([]);
  });

  it('sweepPartial removes old half-written files only', async () => {
    mkdirSync(join(root, TMP_DIR), { recursive: true });
    const old = join(root, TMP_DIR, 'old.part');
    const young = join(root, TMP_DIR, 'young.part');
    writeFileSync(old, 'x');
    writeFileSync(young, 'y');
    const past = new Date(Date.now() - 2 * 3600_000);
    utimesSync(old, past, past);
    const n = await storage.sweepPartial!(new Date(Date.now() - 3600_000));
    expect(n).toBe(1);
    expect(readdirSync(join(root, TMP_DIR))).toEqual(['young.part']);
  });
});
