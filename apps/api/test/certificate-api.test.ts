/**
 * Configurações → Certificado digital (decision 068): /configuration/certificate,
 * GET/POST/DELETE; ADMIN only, per client (X-Cliente), bad files refused with pt-BR messages and nothing stored, and
 * the file, its password and the private key never in an answer, the server log or the audit.
 */
import { execFileSync } from 'node:child_process';
import { createSign, createVerify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MSG, MSG, type CertificateAnswer, type LogonAnswer } from '@admissao/domain';
import { makePkcs12 } from '../src/modules/certificates/make-certificate.ts';
import { signerOf } from '../src/modules/certificates/client-certificate.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const PASSWORD = 'Senha#Do#Certificado-7731';
const CNPJ = '11222333000181';
const DAY = 86_400_000;

const icpA1 = (o: { password?: string; notAfter?: Date; notBefore?: Date } = {}) =>
  makePkcs12({
    subject: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ICP-Brasil' },
      { name: 'commonName', value: `EMPRESA DEMONSTRAÇÃO LTDA:${CNPJ}` },
    ],
    issuer: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ICP-Brasil' },
      { name: 'commonName', value: 'AC Teste RFB v5' },
    ],
    cnpj: CNPJ,
    policies: ['2.16.76.1.2.1.51'],
    password: o.password ?? PASSWORD,
    notBefore: o.notBefore,
    notAfter: o.notAfter ?? new Date(Date.now() + 20 * DAY),
  });

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
const log: string[] = [];
let p12: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { write: (line) => void log.push(line) });
  ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
  p12 = icpA1();
});
afterAll(() => t.close());

const url = '/api/configuration/certificate';
const get = (tenant = C041, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(token, tenant) });
const del = (tenant = C041, token = admin.token) =>
  t.app.inject({ method: 'DELETE', url, headers: t.headers(token, tenant) });
function put(file: Buffer | null, senha: string | null, tenant = C041, token = admin.token) {
  const boundary = '----admissao-cert';
  const parts: Buffer[] = [];
  if (senha !== null)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="SENHA"\r\n\r\n${senha}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="empresa.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.headers(token, tenant), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

const answers: string[] = [];
const seen = <R extends { body: string }>(res: R) => (answers.push(res.body), res);

/** A self-signed PKCS#12 made by OpenSSL (not by our own code), with `extra` options of its export. */
function opensslPkcs12(subject: string, extra: string[] = []): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'admissao-p12-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'k.pem',
    '-out',
    'c.pem',
    '-days',
    '90',
    '-subj',
    subject,
  );
  run(
    'pkcs12',
    '-export',
    '-inkey',
    'k.pem',
    '-in',
    'c.pem',
    '-out',
    'a.p12',
    ...extra,
    '-passout',
    `pass:${PASSWORD}`,
  );
  const p12 = readFileSync(join(dir, 'a.p12'));
  rmSync(dir, { recursive: true, force: true });
  return p12;
}

describe('/configuration/certificate', () => {
  it("without an upload answers the installation's certificate, marked not ICP-Brasil", async () => {
    const res = seen(await get());
    expect(res.statusCode).toBe(200);
    const a = res.json<CertificateAnswer>();
    expect(a).toMatchObject({ ORIGEM: 'INSTALACAO', ICP_BRASIL: false, CNPJ: null, ENVIADO_EM: null });
    expect(a.TITULAR).toMatch(/não ICP-Brasil/);
    expect(a.DIAS_RESTANTES).toBeGreaterThan(3600);
  });

  it('is for the ADMIN only', async () => {
    for (const res of [
      await get(C041, gestor.token),
      await put(p12, PASSWORD, C041, gestor.token),
      await del(C041, gestor.token),
    ])
      expect(res.statusCode).toBe(403);
    expect(seen(await get()).json<CertificateAnswer>().ORIGEM).toBe('INSTALACAO');
  });

  it('takes an ICP-Brasil A1 with its password and shows its facts', async () => {
    const res = seen(await put(p12, PASSWORD));
    expect(res.statusCode).toBe(200);
    const a = res.json<CertificateAnswer>();
    expect(a).toMatchObject({
      ORIGEM: 'CLIENTE',
      CNPJ,
      ICP_BRASIL: true,
      message: CERTIFICATE_MSG.saved,
      EMISSOR: 'CN=AC Teste RFB v5, O=ICP-Brasil, C=BR',
    });
    expect(a.TITULAR).toBe(`CN=EMPRESA DEMONSTRAÇÃO LTDA:${CNPJ}, O=ICP-Brasil, C=BR`);
    expect(a.DIAS_RESTANTES).toBe(19);
    const again = seen(await get()).json<CertificateAnswer>();
    expect(again).toEqual({ ...a, message: undefined, DIAS_RESTANTES: again.DIAS_RESTANTES });
  });

  it("never shows one client's certificate to another", async () => {
    const other = seen(await get(C042)).json<CertificateAnswer>();
    expect(other.ORIGEM).toBe('INSTALACAO');
    const notMine = await get({ CODADM: 9, CODCLI: '099' });
    expect([403, 404]).toContain(notMine.statusCode);
    expect(notMine.body).not.toContain(CNPJ);
  });

  it('gives the signing material of the client, or the installation', async () => {
    const s = await signerOf({ db: t.db, config: t.config }, C041);
    expect(s.origin).toBe('CLIENTE');
    expect(s.facts.cnpj).toBe(CNPJ);
    const signature = createSign('sha256').update('kit').sign(s.privateKey);
    expect(createVerify('sha256').update('kit').verify(s.certificatePem, signature)).toBe(true);
    const inst = await signerOf({ db: t.db, config: t.config }, C042);
    expect(inst).toMatchObject({ origin: 'INSTALACAO', facts: { icpBrasil: false } });
  });

  it.each([
    ['a wrong password', () => put(icpA1(), 'outra-senha'), CERTIFICATE_MSG.wrongPassword],
    [
      'a file that is not PKCS#12',
      () => put(Buffer.from('%PDF-1.7 não é certificado'), PASSWORD),
      CERTIFICATE_MSG.notPkcs12,
    ],
    [
      'an expired certificate',
      () =>
        put(
          icpA1({ notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - DAY) }),
          PASSWORD,
        ),
      CERTIFICATE_MSG.expired,
    ],
    ['no password', () => put(icpA1(), null), CERTIFICATE_MSG.passwordRequired],
    ['no file', () => put(null, PASSWORD), CERTIFICATE_MSG.fileRequired],
    ['a NUL in the password', () => put(icpA1(), 'a\0b'), MSG.invalidCharacter],
    ['a huge file', () => put(Buffer.alloc(2_000_000, 0x30), PASSWORD), CERTIFICATE_MSG.tooLarge],
  ])('refuses %s with a pt-BR 400, storing nothing', async (_what, send, message) => {
    const before = seen(await get()).body;
    const res = seen(await send());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(seen(await get()).body).toBe(before);
  });

  it('accepts a PKCS#12 made by OpenSSL (not ICP-Brasil: a self-signed one)', async () => {
    const p12 = opensslPkcs12('/C=BR/O=Empresa Outra/CN=Outra');
    const res = seen(await put(p12, PASSWORD, C042));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ORIGEM: 'CLIENTE',
      ICP_BRASIL: false,
      CNPJ: null,
      TITULAR: 'CN=Outra, O=Empresa Outra, C=BR',
    });
  });

  it('refuses, before deriving any key, a file asking for more rounds than any real export', async () => {
    // OpenSSL's PBKDF2 is native and quick; forge's PKCS#12 MAC derivation would run on the event loop
    const p12 = opensslPkcs12('/CN=Rodadas', ['-iter', '200000']);
    const before = seen(await get()).body;
    const started = Date.now();
    const res = seen(await put(p12, PASSWORD));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CERTIFICATE_MSG.notPkcs12 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen(await get()).body).toBe(before);
  });

  it("removes the client's certificate, back to the installation's", async () => {
    const res = seen(await del());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ORIGEM: 'INSTALACAO', message: CERTIFICATE_MSG.removed });
    expect(seen(await del()).statusCode).toBe(404);
  });

  it('writes the audit with the subject only', async () => {
    const res = await t.db.execute(
      sql`select action, old_value, new_value from audit_log where field = 'certificado' and codcli = '041' order by id`,
    );
    const rows = (Array.isArray(res) ? res : (res as unknown as { rows: unknown[] }).rows) as {
      action: string;
      old_value: string | null;
      new_value: string | null;
    }[];
    expect(rows.map((r) => r.action)).toEqual(['certificado enviado', 'certificado removido']);
    expect(rows[0]!.new_value).toBe(`CN=EMPRESA DEMONSTRAÇÃO LTDA:${CNPJ}, O=ICP-Brasil, C=BR`);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('never puts the password, the key or the file in an answer or the log', async () => {
    expect(log.length).toBeGreaterThan(10);
    const b64 = p12.toString('base64').slice(100, 160);
    for (const text of [answers.join('\n'), log.join('\n')]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toMatch(/-----BEGIN|PRIVATE KEY/);
      expect(text).not.toContain(b64);
    }
  });
});
