/**
 * The S3-compatible server of the rig, in a process of its own (started by s3-process.ts with
 * `node --import tsx`), so the test can SIGKILL it, start it again on the same port and folder,
 * and freeze it with SIGSTOP / SIGCONT. Usage: s3rver-main.ts <port> <directory>. Prints `ready`
 * once it listens; bucket `admissao` is configured (kept across restarts: the folder is the store).
 */
import S3rver from 's3rver';

const [port, directory] = process.argv.slice(2);
if (!port || !directory) {
  console.error('usage: s3rver-main.ts <port> <directory>');
  process.exit(2);
}

const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: 'admissao' }],
});
await server.run();
console.log('ready');
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
