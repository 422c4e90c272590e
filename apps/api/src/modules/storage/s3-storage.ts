/**
 * BUCKET 'S': an S3-compatible bucket (AWS, MinIO, …) configured by env. One PutObject is
 * atomic in S3: the object appears whole or not at all. The SDK (~15 MB of memory) is loaded on
 * the first call, so a server on the local folder never pays for it.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config.ts';
import { assertKey, StorageNotFound, type Storage, type StoredObject } from './storage.ts';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

type Sdk = typeof import('@aws-sdk/client-s3');

export function createS3Storage(cfg: NonNullable<StorageConfig['s3']>): Storage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: cfg.endpoint,
        region: cfg.region,
        forcePathStyle: cfg.forcePathStyle,
        credentials:
          cfg.accessKeyId && cfg.secretAccessKey
            ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = cfg.bucket;

  async function getObject(key: string) {
    assertKey(key);
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFound(key);
      throw err;
    }
  }

  async function* list(prefix: string): AsyncGenerator<StoredObject> {
    const { sdk, client } = await connect();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
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
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async get(key) {
      const res = await getObject(key);
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    async stream(key) {
      const res = await getObject(key);
      const body = res.Body;
      return body instanceof Readable ? body : Readable.from(Buffer.from(await body!.transformToByteArray()));
    },
    async exists(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    list,
  };
}
