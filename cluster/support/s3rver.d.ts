/** The part of s3rver (pinned devDependency, no types of its own) the rig uses. */
declare module 's3rver' {
  interface Options {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(opts: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
