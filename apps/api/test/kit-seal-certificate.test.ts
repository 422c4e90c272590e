/**
 * Whose certificate seals a kit (issue 33 §3, decisions 068 and 071): the job is global, yet each
 * kit is sealed with its own client's certificate — client 041's uploaded PKCS#12, client 042's the
 * installation's, since it has none — as pdfsig reads the signer's name from the sealed file. The
 * signing material is read once per client (cached), and a new upload is used from the next seal.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { saveClientCertificate } from '../src/modules/certificates/index.ts';
import { makePkcs12 } from '../src/modules/certificates/make-certificate.ts';
import { sealJob } from '../src/modules/kit-seal/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, C042, documentsOf, kitInSealing } from './support/kit-seal-fixture.ts';

const run = promisify(execFile);
let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-seal-cert-'));
  t = await createTestApp();
  // one request, so the run's log (scanned for personal data at the end) has this app's lines
  await t.app.inject({ method: 'GET', url: '/api/health' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = 'Senha-do-Certificado#41';
const upload = (commonName: string) =>
  saveClientCertificate(
    t.app.ctx,
    C041,
    'admin',
    makePkcs12({ subject: [{ name: 'commonName', value: commonName }], password: PASSWORD }),
    PASSWORD,
  );

async function signerName(key: string): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await t.app.storages.current.get(key));
  const { stdout } = await run('pdfsig', [file]);
  expect(stdout).toContain('Signature Validation: Signature is Valid.');
  return /Signer Certificate Common Name: (.*)/.exec(stdout)?.[1]?.trim() ?? '';
}

it("seals each kit with its own client's certificate, read once per client, and a new upload next", async () => {
  await upload('Cliente Quarenta e Um Teste');
  const a = await kitInSealing(t, C041, ['Contrato A1', 'Contrato A2']);
  const b = await kitInSealing(t, C042, ['Contrato B']);
  const job = sealJob({ db: t.db, config: t.config }, t.app.storages);
  const outcome = await job.sealDue();
  expect(outcome.sealed).toHaveLength(3);
  // one read of each client's material for three documents
  expect(job.signers.loads).toBe(2);

  for (const d of await documentsOf(t, a.kitId))
    expect(await signerName(d.signed_key!)).toBe('Cliente Quarenta e Um Teste');
  const [bDoc] = await documentsOf(t, b.kitId);
  expect(await signerName(bDoc!.signed_key!)).toMatch(/^Admissão — instalação .*\(não ICP-Brasil\)$/);

  // the client uploads another certificate: the next seal uses it, without a restart
  await upload('Cliente Quarenta e Um Novo');
  const again = await kitInSealing(t, C041, ['Contrato A3']);
  await job.sealDue();
  expect(job.signers.loads).toBe(3);
  const [newDoc] = await documentsOf(t, again.kitId);
  expect(await signerName(newDoc!.signed_key!)).toBe('Cliente Quarenta e Um Novo');
});
