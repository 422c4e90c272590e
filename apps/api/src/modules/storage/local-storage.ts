/**
 * BUCKET 'L': files under DATA_DIR/files. A put writes a temp file in the same file system,
 * fsyncs it, renames it into place and fsyncs the folder, so after a crash a key is either
 * absent or complete. Temp files left by a crash are removed by the cleanup job.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, StorageNotFound, type Storage, type StoredObject } from './storage.ts';

export const TMP_DIR = '.tmp';

const isNotFound = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

async function fsyncDir(path: string) {
  const fd = await open(path, 'r');
  try {
    await fd.sync();
  } finally {
    await fd.close();
  }
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, ...key.split('/'));
  };
  const tmpRoot = join(root, TMP_DIR);

  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isNotFound(err)) return;
      throw err;
    }
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) yield* walk(full);
      else if (e.isFile()) {
        const s = await stat(full).catch(() => undefined);
        if (s) yield { key: relative(root, full).split(sep).join('/'), modified: s.mtime };
      }
    }
  }

  return {
    bucket: 'L',
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(tmpRoot, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const tmp = join(tmpRoot, `${randomBytes(12).toString('hex')}.part`);
      const fd = await open(tmp, 'wx', 0o600);
      try {
        await fd.writeFile(data);
        await fd.sync();
      } catch (err) {
        await fd.close();
        await rm(tmp, { force: true });
        throw err;
      }
      await fd.close();
      try {
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await fsyncDir(dirname(target));
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (isNotFound(err)) throw new StorageNotFound(key);
        throw err;
      }
    },
    async stream(key): Promise<Readable> {
      const path = pathOf(key);
      // open first so a missing file is a clean error, not a failed stream mid-answer
      const fd = await open(path, 'r').catch((err: unknown) => {
        throw isNotFound(err) ? new StorageNotFound(key) : err;
      });
      return createReadStream(path, { fd });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list(prefix) {
      return walk(join(root, ...prefix.replace(/\/$/, '').split('/')));
    },
    async check() {
      // the folder is made on the first upload: readiness asks only that it can be made and written
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async sweepPartial(before) {
      let n = 0;
      for await (const f of walk(tmpRoot))
        if (f.modified < before) {
          await rm(join(root, ...f.key.split('/')), { force: true });
          n++;
        }
      return n;
    },
  };
}
