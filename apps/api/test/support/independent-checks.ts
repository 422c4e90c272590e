/**
 * The tools that are not ours, which the signature tests ask (issue 33 "Done when"): Debian's
 * `pdfsig` (poppler) on a sealed PDF, and `openssl ts -verify` on the RFC 3161 token inside it.
 * Each writes what it checks into a scratch folder of the caller's.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readCms } from '../../src/modules/signature/cms.ts';
import { sealedCms } from '../../src/modules/signature/index.ts';

const run = promisify(execFile);
const scratch = (dir: string, ext: string) => join(dir, `${Math.random().toString(36).slice(2)}.${ext}`);

/** pdfsig's report; it exits non-zero on an invalid signature, which is an answer here */
export async function pdfsig(dir: string, pdf: Uint8Array): Promise<string> {
  const file = scratch(dir, 'pdf');
  writeFileSync(file, pdf);
  try {
    return (await run('pdfsig', [file])).stdout;
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

/**
 * `openssl ts -verify` of the sealed PDF's timestamp token over its signature value, against the
 * TSA's CA: its output ('Verification: OK' when it accepts), or null when the seal has no token.
 */
export async function verifyTimestamp(dir: string, pdf: Uint8Array, caFile: string): Promise<string | null> {
  const cms = readCms(sealedCms(pdf));
  if (!cms.timestampToken) return null;
  const token = scratch(dir, 'der');
  const signature = scratch(dir, 'bin');
  writeFileSync(token, cms.timestampToken);
  writeFileSync(signature, cms.signature);
  const args = ['ts', '-verify', '-in', token, '-token_in', '-data', signature, '-CAfile', caFile];
  return (await run('openssl', args)).stdout;
}

/**
 * Debian's `xmlsec1 --verify` (libxmlsec1, not xml-crypto) of an enveloped XML signature: the key only
 * from the X509Certificate in KeyInfo (`--enabled-key-data x509`), that certificate chained to
 * `caFile` (and within its validity now), the one reference the whole document (`URI=""` — no
 * `--id-attr` is needed, eSocial signs no Id reference). `ok` is its exit status.
 */
export async function xmlsecVerify(
  dir: string,
  xml: string,
  caFile: string,
): Promise<{ ok: boolean; output: string }> {
  const file = scratch(dir, 'xml');
  writeFileSync(file, xml);
  const args = [
    '--verify',
    '--trusted-pem',
    caFile,
    '--enabled-reference-uris',
    'empty',
    '--enabled-key-data',
    'x509',
    file,
  ];
  try {
    const { stdout, stderr } = await run('xmlsec1', args);
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
