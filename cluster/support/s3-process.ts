/**
 * The S3-compatible server (s3rver) as a child process on a port fixed for the whole run, so the
 * test can SIGKILL it and start it again at the same address with the same folder (what a restart
 * of a storage service looks like to the API), and freeze it with SIGSTOP (a host that stops
 * answering without closing anything: connections are accepted by the kernel, never answered).
 * The test reads the bucket with the AWS SDK to check what each acknowledged upload left there.
 */
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ManagedChild } from './child.ts';
import { REPO_ROOT } from './util.ts';

export const S3_BUCKET = 'admissao';
export const S3_KEY = 'S3RVER';

export class S3Process {
  readonly child: ManagedChild;
  frozen = false;
  private client: S3Client;

  constructor(
    readonly port: number,
    readonly directory: string,
    logDir: string,
  ) {
    this.child = new ManagedChild('s3rver', join(logDir, 's3rver.log'));
    this.client = new S3Client({
      endpoint: this.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
      maxAttempts: 1,
    });
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child.start(
      process.execPath,
      [
        '--import',
        'tsx',
        join(REPO_ROOT, 'cluster/support/s3rver-main.ts'),
        String(this.port),
        this.directory,
      ],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root' } },
    );
    this.frozen = false;
    await this.child.waitForOutput('ready', 30_000);
  }

  /** the crash: SIGKILL, and wait until it is gone */
  async kill(): Promise<void> {
    await this.child.kill('SIGKILL');
    this.frozen = false;
  }

  freeze(): void {
    this.child.signal('SIGSTOP');
    this.frozen = true;
  }

  thaw(): void {
    this.child.signal('SIGCONT');
    this.frozen = false;
  }

  /** size of an object in the bucket, or undefined when it is not there */
  async objectSize(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: S3_BUCKET, Key: key }));
      return head.ContentLength;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return undefined;
      throw err;
    }
  }

  async objectBytes(key: string): Promise<Buffer> {
    const got = await this.client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    return Buffer.from(await got.Body!.transformToByteArray());
  }

  async destroy(): Promise<void> {
    await this.child.kill('SIGKILL').catch(() => undefined);
    this.client.destroy();
  }
}
