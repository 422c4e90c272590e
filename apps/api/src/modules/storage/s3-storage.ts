/**
 * BUCKET 'S': an S3-compatible bucket (AWS, MinIO, …) configured by env. One PutObject is
 * atomic in S3: the object appears whole or not at all. The SDK (~15 MB of memory) is loaded on
 * the first call, so a server on the local folder never pays for it.
 *
 * Every call has an end (issue 29): a connection within S3_CONNECT_TIMEOUT_SECONDS, an answer
 * within S3_REQUEST_TIMEOUT_SECONDS (and no longer silent between two bytes of a body), one attempt
 * — a retry inside the call would double the wait on a frozen server, and the web app repeats a
 * 503 itself. Any failure but a missing object is a StorageUnavailable: the caller answers 503.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config.ts';
import { StorageUnavailable } from '../../lib/unavailable.ts';
import { assertKey, StorageNotFound, type Storage, type StoredObject } from './storage.ts';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

type Sdk = typeof import('@aws-sdk/client-s3');

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED']);
const isReset = (err: unknown) => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && RESET_CODES.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
};

export function createS3Storage(cfg: NonNullable<StorageConfig['s3']>): Storage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: cfg.endpoint,
        region: cfg.region,
        forcePathStyle: cfg.forcePathStyle,
        maxAttempts: 1,
        requestHandler: {
          connectionTimeout: cfg.connectTimeoutMs ?? 2000,
          requestTimeout: cfg.requestTimeoutMs ?? 10_000,
          socketTimeout: cfg.requestTimeoutMs ?? 10_000,
          throwOnRequestTimeout: true,
        },
        credentials:
          cfg.accessKeyId && cfg.secretAccessKey
            ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = cfg.bucket;

  /**
   * One call of the SDK; a failure that is not a missing object becomes StorageUnavailable. A
   * connection reset or refused is tried once more at once: a kept-alive connection the server
   * closed while idle resets the next request on it (seen under load in the cluster test), and a
   * second try costs no wait. Every call here is idempotent (a PUT writes the same bytes under the
   * same key). A timeout is not tried again: that would double the wait on a frozen server.
   */
  async function call<T>(work: (sdk: Sdk, client: S3Client) => Promise<T>): Promise<T> {
    const { sdk, client } = await connect();
    for (let attempt = 1; ; attempt++) {
      try {
        return await work(sdk, client);
      } catch (err) {
        if (isMissing(err)) throw err;
        if (attempt === 1 && isReset(err)) continue;
        throw new StorageUnavailable(err);
      }
    }
  }

  async function getObject(key: string) {
    assertKey(key);
    try {
      return await call((sdk, client) => client.send(new sdk.GetObjectCommand({ Bucket, Key: key })));
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFound(key);
      throw err;
    }
  }

  async function* list(prefix: string): AsyncGenerator<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await call((sdk, client) =>
        client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) yield { key: o.Key, modified: o.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    bucket: 'S',
    async put(key, data, contentType) {
      assertKey(key);
      await call((sdk, client) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            ContentLength: data.length,
          }),
        ),
      );
    },
    async get(key) {
      const res = await getObject(key);
      try {
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        throw new StorageUnavailable(err);
      }
    },
    async stream(key) {
      const res = await getObject(key);
      const body = res.Body;
      if (body instanceof Readable) return body;
      try {
        return Readable.from(Buffer.from(await body!.transformToByteArray()));
      } catch (err) {
        throw new StorageUnavailable(err);
      }
    },
    async exists(key) {
      assertKey(key);
      try {
        await call((sdk, client) => client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await call((sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })));
    },
    list,
    async check() {
      await call((sdk, client) => client.send(new sdk.HeadBucketCommand({ Bucket })));
    },
  };
}
