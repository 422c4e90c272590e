/**
 * The stand-in's own TLS certificate, issued by the test CA with openssl (as the test TSA's are),
 * for 127.0.0.1 and localhost: the product's client then trusts the stand-in through the same CA.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function issueServerCertificate(ca: { certPem: string; keyPem: string }): Promise<{ key: string; cert: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'esocial-standin-'));
  try {
    writeFileSync(join(dir, 'ca.pem'), ca.certPem);
    writeFileSync(join(dir, 'ca.key'), ca.keyPem, { mode: 0o600 });
    writeFileSync(
      join(dir, 'server.ext'),
      'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n',
    );
    const openssl = (args: string[]) => run('openssl', args, { cwd: dir });
    await openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=esocial-standin', '-keyout', 'server.key', '-out', 'server.csr']);
    await openssl([
      'x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', `0x${Date.now().toString(16)}`,
      '-days', '2', '-extfile', 'server.ext', '-out', 'server.pem',
    ]);
    return { key: readFileSync(join(dir, 'server.key'), 'utf8'), cert: readFileSync(join(dir, 'server.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
