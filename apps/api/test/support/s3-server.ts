/**
 * A real S3-compatible server for the tests: s3rver (pinned devDependency) in this process on
 * 127.0.0.1, with an empty bucket 'admissao' in a temp folder — the S3 API over HTTP, no stubs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../../src/config.ts';

export type S3Config = NonNullable<StorageConfig['s3']>;

/** `port` and `directory` start it again where a closed one was (a storage that comes back) */
export async function startS3Server(
  again: { port?: number; directory?: string } = {},
): Promise<{ s3: S3Config; directory: string; close(opts?: { keep?: boolean }): Promise<void> }> {
  const directory = again.directory ?? mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: again.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'admissao' }],
  });
  const { port } = await server.run();
  return {
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'admissao',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    directory,
    async close(opts = {}) {
      await server.close();
      if (!opts.keep) rmSync(directory, { recursive: true, force: true });
    },
  };
}
