/**
 * A test PKI for the eSocial signature and its mutual TLS (issue 34), made at run time by openssl in a
 * temp folder (the caller calls `remove()`): a CA named like an ICP-Brasil one, and the certificates it
 * issues — the employer's A1 (RSA 2048, 'NAME:CNPJ' in the CN and the CNPJ in the otherName
 * 2.16.76.1.3.3 of the SAN, an ICP-Brasil A1 policy, as a real e-CNPJ), a wrong employer's (another
 * CNPJ), an expired one, and the stand-in server's (localhost) — plus a non-ICP one (self-signed, no
 * ICP-Brasil policy). Each as PKCS#12 + password (the CA in the file, as a real A1 carries its chain),
 * PEM key and certificate, with their file paths. openssl, not forge: its keys are native (forge's
 * 2048-bit key generation takes seconds), and its files are what a real A1 is read from. Make one per
 * test file (≈ 1 s).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const openssl = (args: string[], cwd: string) => run('openssl', args, { cwd });

export const TEST_EMPLOYER_CNPJ = '11222333000181';
export const TEST_WRONG_CNPJ = '11444777000161';
/** an ICP-Brasil A1 policy (2.16.76.1.2.1.n): read-pkcs12.ts counts it, with issuer O=ICP-Brasil */
const A1_POLICY = '2.16.76.1.2.1.51';
const DAY_MS = 86_400_000;

export interface TestCertificate {
  /** the PKCS#12 file (key, certificate, the CA) and its password */
  p12: Buffer;
  p12File: string;
  password: string;
  keyPem: string;
  keyFile: string;
  certPem: string;
  certFile: string;
  cnpj: string | null;
  notAfter: Date;
}

export interface TestPki {
  dir: string;
  /** the test CA's certificate: xmlsec1 --trusted-pem, the stand-in's `ca` for client certificates */
  caPem: string;
  caFile: string;
  employer: TestCertificate;
  /** issued by the same CA to another company (TEST_WRONG_CNPJ) */
  wrongEmployer: TestCertificate;
  /** the employer's CNPJ, valid from 400 to 30 days ago */
  expired: TestCertificate;
  /** self-signed, O=Empresa, no ICP-Brasil policy, the employer's CNPJ in the SAN */
  nonIcp: TestCertificate;
  /** CN=localhost, SAN DNS:localhost and IP 127.0.0.1, serverAuth: the stand-in's HTTPS certificate */
  server: TestCertificate;
  remove(): void;
}

const CA_SUBJECT =
  '/C=BR/O=ICP-Brasil/OU=Autoridade Certificadora de TESTE do Admissão (não é ICP-Brasil)/CN=AC Teste Admissão RFB v5';
const ecnpjSubject = (name: string, cnpj: string) =>
  `/C=BR/ST=SP/L=São Paulo/O=ICP-Brasil/OU=Secretaria da Receita Federal do Brasil - RFB/OU=RFB e-CNPJ A1/OU=${cnpj}/CN=${name}:${cnpj}`;

/** `openssl ca`'s configuration for one leaf: its own index and serial files, so leaves are issued at once */
const caConfig = (name: string) => `
[ ca ]
default_ca = testca
[ testca ]
database = ${name}.index
new_certs_dir = .
serial = ${name}.serial
certificate = ca.pem
private_key = ca.key
default_md = sha256
policy = any
preserve = yes
unique_subject = no
email_in_dn = no
string_mask = utf8only
[ any ]
countryName = optional
stateOrProvinceName = optional
localityName = optional
organizationName = optional
organizationalUnitName = optional
commonName = supplied
`;

/** ICP-Brasil's otherNames of an e-CNPJ (DOC-ICP-04): the responsible's data and name, the CNPJ, the CEI */
const ecnpjExtensions = (cnpj: string) => `
[ ext ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation,keyEncipherment
extendedKeyUsage = clientAuth,emailProtection
certificatePolicies = ${A1_POLICY}
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
subjectAltName = @san
[ san ]
otherName.1 = 2.16.76.1.3.4;OCTETSTRING:150319905299822472500000000000000000000000000000000
otherName.2 = 2.16.76.1.3.2;OCTETSTRING:RESPONSAVEL TESTE
otherName.3 = 2.16.76.1.3.3;OCTETSTRING:${cnpj}
otherName.4 = 2.16.76.1.3.7;OCTETSTRING:000000000000
email.1 = certificado@example.com
`;

const SERVER_EXTENSIONS = `
[ ext ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost,IP:127.0.0.1
`;

const stamp = (d: Date) => `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

async function makeCa(dir: string, days: number) {
  await openssl(
    [
      'req',
      '-x509',
      '-utf8',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      String(days),
      '-sha256',
      '-subj',
      CA_SUBJECT,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-addext',
      'subjectKeyIdentifier=hash',
    ],
    dir,
  );
}

async function pack(
  dir: string,
  name: string,
  cnpj: string | null,
  withCa: boolean,
): Promise<TestCertificate> {
  const password = randomBytes(12).toString('base64url');
  await openssl(
    [
      'pkcs12',
      '-export',
      '-inkey',
      `${name}.key`,
      '-in',
      `${name}.pem`,
      ...(withCa ? ['-certfile', 'ca.pem'] : []),
      '-name',
      name,
      '-passout',
      `pass:${password}`,
      '-out',
      `${name}.p12`,
    ],
    dir,
  );
  const { stdout } = await openssl(['x509', '-in', `${name}.pem`, '-noout', '-enddate'], dir);
  const at = (f: string) => join(dir, f);
  return {
    p12: readFileSync(at(`${name}.p12`)),
    p12File: at(`${name}.p12`),
    password,
    keyPem: readFileSync(at(`${name}.key`), 'utf8'),
    keyFile: at(`${name}.key`),
    certPem: readFileSync(at(`${name}.pem`), 'utf8'),
    certFile: at(`${name}.pem`),
    cnpj,
    notAfter: new Date(stdout.trim().replace('notAfter=', '')),
  };
}

/** A leaf issued by the test CA between `from` and `to`, with the extensions given. */
async function issue(
  dir: string,
  name: string,
  o: { subject: string; extensions: string; from: Date; to: Date; cnpj: string | null },
) {
  writeFileSync(join(dir, `${name}.cnf`), caConfig(name) + o.extensions);
  writeFileSync(join(dir, `${name}.index`), '');
  writeFileSync(join(dir, `${name}.serial`), `${randomBytes(8).toString('hex').replace(/^./, '1')}\n`);
  await openssl(
    [
      'req',
      '-utf8',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      o.subject,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
    ],
    dir,
  );
  await openssl(
    [
      'ca',
      '-batch',
      '-utf8',
      '-notext',
      '-config',
      `${name}.cnf`,
      '-extfile',
      `${name}.cnf`,
      '-extensions',
      'ext',
      '-startdate',
      stamp(o.from),
      '-enddate',
      stamp(o.to),
      '-in',
      `${name}.csr`,
      '-out',
      `${name}.pem`,
    ],
    dir,
  );
  return pack(dir, name, o.cnpj, true);
}

/** Self-signed, outside the ICP-Brasil: the CNPJ in the SAN but no ICP issuer nor policy. */
async function selfSigned(dir: string, name: string, cnpj: string) {
  writeFileSync(
    join(dir, `${name}.cnf`),
    `[ req ]\ndistinguished_name = dn\n[ dn ]\n${ecnpjExtensions(cnpj).replace(`certificatePolicies = ${A1_POLICY}\n`, '').replace('authorityKeyIdentifier = keyid\n', '')}`,
  );
  await openssl(
    [
      'req',
      '-x509',
      '-utf8',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-sha256',
      '-config',
      `${name}.cnf`,
      '-extensions',
      'ext',
      '-subj',
      `/C=BR/O=Empresa Teste/CN=EMPRESA TESTE LTDA:${cnpj}`,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
    ],
    dir,
  );
  return pack(dir, name, cnpj, false);
}

export async function makeTestPki(
  o: {
    employerCnpj?: string;
    wrongCnpj?: string;
    employerName?: string;
    /** days the employer's, the wrong employer's and the server's certificates stay valid (default 20) */
    validDays?: number;
  } = {},
): Promise<TestPki> {
  const dir = mkdtempSync(join(tmpdir(), 'test-pki-'));
  try {
    const cnpj = o.employerCnpj ?? TEST_EMPLOYER_CNPJ;
    const wrong = o.wrongCnpj ?? TEST_WRONG_CNPJ;
    const name = o.employerName ?? 'EMPRESA TESTE LTDA';
    const now = Date.now();
    const days = o.validDays ?? 20;
    const valid = { from: new Date(now - DAY_MS), to: new Date(now + days * DAY_MS) };
    await makeCa(dir, Math.max(30, days + 1));
    const [employer, wrongEmployer, expired, nonIcp, server] = await Promise.all([
      issue(dir, 'employer', {
        subject: ecnpjSubject(name, cnpj),
        extensions: ecnpjExtensions(cnpj),
        cnpj,
        ...valid,
      }),
      issue(dir, 'wrong-employer', {
        subject: ecnpjSubject('OUTRA EMPRESA LTDA', wrong),
        extensions: ecnpjExtensions(wrong),
        cnpj: wrong,
        ...valid,
      }),
      issue(dir, 'expired', {
        subject: ecnpjSubject(name, cnpj),
        extensions: ecnpjExtensions(cnpj),
        cnpj,
        from: new Date(now - 400 * DAY_MS),
        to: new Date(now - 30 * DAY_MS),
      }),
      selfSigned(dir, 'non-icp', cnpj),
      issue(dir, 'server', {
        subject: '/C=BR/O=Admissão Testes/CN=localhost',
        extensions: SERVER_EXTENSIONS,
        cnpj: null,
        ...valid,
      }),
    ]);
    return {
      dir,
      caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
      caFile: join(dir, 'ca.pem'),
      employer,
      wrongEmployer,
      expired,
      nonIcp,
      server,
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
