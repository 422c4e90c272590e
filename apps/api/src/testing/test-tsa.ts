/**
 * A real RFC 3161 TSA for tests (decision 065): a node http server on port 0 that hands each POSTed
 * query to `openssl ts -reply` and answers its reply. Its CA and TSA certificate (extendedKeyUsage
 * critical timeStamping, which `openssl ts -verify` demands) are made by openssl in a temp dir, so
 * the tests verify tokens with a tool that is not ours. Modes for the fault tests: 'hang' never
 * answers, 'garbage' answers bytes that are no TimeStampResp. `testSigner()` makes a signer the
 * same way (a CA and a leaf RSA certificate), for the seal's tests and the bench.
 */
import { execFile } from 'node:child_process';
import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Signer } from '../modules/signature/signer.ts';

const run = promisify(execFile);
const openssl = (args: string[], cwd: string) => run('openssl', args, { cwd });

export type TsaMode = 'ok' | 'hang' | 'garbage';

export interface TestTsa {
  url: string;
  /** the CA that issued the TSA certificate: `openssl ts -verify -CAfile` */
  caFile: string;
  dir: string;
  setMode(mode: TsaMode): void;
  stop(): Promise<void>;
}

/** A CA and a certificate it issues with `extensions` (openssl x509 -extfile lines). */
async function issue(dir: string, name: string, subject: string, extensions: string[]) {
  await openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${subject} CA`,
      '-keyout',
      `${name}-ca.key`,
      '-out',
      `${name}-ca.pem`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  writeFileSync(join(dir, `${name}.ext`), `${extensions.join('\n')}\n`);
  await openssl(
    [
      'req',
      '-utf8',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${subject}/O=Admissão Testes`,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
    ],
    dir,
  );
  await openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${name}-ca.pem`,
      '-CAkey',
      `${name}-ca.key`,
      '-set_serial',
      `0x${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    ],
    dir,
  );
}

const pemToDer = (pem: string) =>
  new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64'));

/** An RSA signer: leaf certificate issued by its own test CA, chain [leaf, CA]. */
export type TestSigner = Signer & { /** signer.pem, signer.key, signer-ca.pem */ dir: string };

export async function testSigner(subject = 'Cliente Teste Ltda'): Promise<TestSigner> {
  const dir = mkdtempSync(join(tmpdir(), 'test-signer-'));
  await issue(dir, 'signer', subject, [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature,nonRepudiation',
  ]);
  return {
    dir,
    privateKey: createPrivateKey(readFileSync(join(dir, 'signer.key'))),
    certificates: [
      pemToDer(readFileSync(join(dir, 'signer.pem'), 'utf8')),
      pemToDer(readFileSync(join(dir, 'signer-ca.pem'), 'utf8')),
    ],
  };
}

const tsaConfig = (dir: string) => `
[ tsa ]
default_tsa = test_tsa
[ test_tsa ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/tsa-ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

export async function startTestTsa(initial: TsaMode = 'ok'): Promise<TestTsa> {
  const dir = mkdtempSync(join(tmpdir(), 'test-tsa-'));
  await issue(dir, 'tsa', 'TSA de Teste', [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature',
    'extendedKeyUsage=critical,timeStamping',
  ]);
  writeFileSync(join(dir, 'serial'), '01\n');
  writeFileSync(join(dir, 'tsa.cnf'), tsaConfig(dir));
  let mode = initial;
  const hanging = new Set<import('node:http').ServerResponse>();

  const reply = async (query: Buffer): Promise<Buffer> => {
    const id = randomUUID();
    const [tsq, tsr] = [join(dir, `${id}.tsq`), join(dir, `${id}.tsr`)];
    writeFileSync(tsq, query);
    try {
      await openssl(['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', tsq, '-out', tsr], dir);
      return readFileSync(tsr);
    } finally {
      rmSync(tsq, { force: true });
      rmSync(tsr, { force: true });
    }
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        res.end(Buffer.from('isto não é um carimbo do tempo'));
        return;
      }
      reply(Buffer.concat(chunks)).then(
        (body) => {
          res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
          res.end(body);
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: join(dir, 'tsa-ca.pem'),
    dir,
    setMode: (m) => (mode = m),
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A plain PDF of `pages` pages of text (pdf-lib's Helvetica), standing for a kit document. */
export async function samplePdf(pages = 4): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`CONTRATO INDIVIDUAL DE TRABALHO - pagina ${p} de ${pages}`, {
      x: 50,
      y: 790,
      size: 14,
      font,
    });
    for (let l = 0; l < 40; l++)
      page.drawText(
        `Clausula ${p}.${l + 1}: o EMPREGADO prestara servicos ao EMPREGADOR na funcao contratada.`,
        {
          x: 50,
          y: 760 - l * 17,
          size: 10,
          font,
        },
      );
  }
  return doc.save();
}
