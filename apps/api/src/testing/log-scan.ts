/**
 * The log of a whole test run, and what must never be found in it (issue 12 M3, decision 009).
 * The API/e2e global set-up names a fresh folder in ADMISSAO_TEST_LOG_DIR; every test app logs
 * there at `info` (what production logs) through the real logger options, and the teardown
 * scans every line for CPFs, e-mail addresses, passwords, signed tokens, refresh tokens and
 * unredacted secret query values. A finding fails the run, and so does a run whose test apps
 * wrote no log at all (the scan would then pass having read nothing).
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

export const TEST_LOG_DIR_VAR = 'ADMISSAO_TEST_LOG_DIR';

// one line per test app that should log to the run's log, written apart from the logger so a
// logger that writes nothing (or is left out) cannot hide itself
const APPS_FILE = 'test-apps.txt';

/**
 * Notes a test app that logs to the run's log. Under vitest the global set-up must have named the
 * folder: without it the app would log nowhere and the scan would read nothing.
 */
export function noteTestApp(): void {
  const dir = process.env[TEST_LOG_DIR_VAR];
  if (dir) appendFileSync(join(dir, APPS_FILE), `${process.pid}\n`);
  else if (process.env.VITEST)
    throw new Error(`${TEST_LOG_DIR_VAR} não definido: o global-setup dos testes da API não rodou`);
}

/** a synchronous line writer for the logger (a test process may end without flushing) */
export function testLogStream(): { write(line: string): void; close(): void } | undefined {
  const dir = process.env[TEST_LOG_DIR_VAR];
  if (!dir) return undefined;
  const fd = openSync(join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.log`), 'a');
  // a background job may still log while its app closes: after close, lines are dropped rather
  // than written to a descriptor number the process may have given to something else
  let open = true;
  return {
    write: (line) => {
      if (open) writeSync(fd, line);
    },
    close: () => {
      open = false;
      closeSync(fd);
    },
  };
}

// passwords the test fixtures sign in or change to; the demo one is the seed's
const FIXTURE_PASSWORDS = [
  DEMO_PASSWORD,
  'Errada@123x',
  'Errada#123x',
  'Nova#Senha7x',
  'Outra#Senha8y',
  'Temp@Senha8x',
  'Nova@Senha5',
  'Mais#Outra9z',
  // the certificate passwords of the certificate tests (decision 068)
  'Senha#Do#Certificado-7731',
  'Senha-do-A1-e2e',
];

const RULES: Array<{ what: string; find: (line: string) => string | undefined }> = [
  { what: 'e-mail', find: (l) => /[\w.+-]+@[\w-]+\.[\w.-]+/.exec(l)?.[0] },
  {
    what: 'CPF',
    find: (l) =>
      [...l.matchAll(/(?<![\d.])(\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?![\d.])/g)]
        .map((m) => m[1]!)
        .find((c) => isValidCpf(c.replace(/\D/g, ''))),
  },
  { what: 'token JWT', find: (l) => /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/.exec(l)?.[0] },
  // refresh tokens, access codes and link tokens are 32 random bytes in base64url
  { what: 'token aleatório', find: (l) => /(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/.exec(l)?.[0] },
  // a private key or a certificate (decision 068: never in a log)
  { what: 'chave ou certificado (PEM)', find: (l) => /-----BEGIN [A-Z0-9 ]+-----/.exec(l)?.[0] },
  { what: 'senha', find: (l) => FIXTURE_PASSWORDS.find((p) => l.includes(p)) },
  {
    what: 'valor secreto na URL',
    find: (l) => /[?&](token|l|u|NOME|FILTER|EMAIL|CPF)=(?!\[removido\])[^&"\s]+/i.exec(l)?.[0],
  },
];

export interface LogFinding {
  file: string;
  what: string;
  value: string;
  line: string;
}

export function scanLogLines(file: string, text: string): LogFinding[] {
  const out: LogFinding[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    for (const rule of RULES) {
      const value = rule.find(line);
      if (value) out.push({ file, what: rule.what, value, line: line.slice(0, 400) });
    }
  }
  return out;
}

export interface RunLogScan {
  /** test apps that should have logged here */
  apps: number;
  files: number;
  lines: number;
  findings: LogFinding[];
}

export function scanTestLogs(dir: string): RunLogScan {
  const appsFile = join(dir, APPS_FILE);
  const apps = existsSync(appsFile) ? readFileSync(appsFile, 'utf8').split('\n').length - 1 : 0;
  let lines = 0;
  const findings: LogFinding[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.log'));
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    lines += text.split('\n').length - 1;
    findings.push(...scanLogLines(f, text));
  }
  return { apps, files: files.length, lines, findings };
}

/** Why the scan proves nothing (test apps ran but no log reached the folder), or undefined. */
export function emptyLogProblem(scan: RunLogScan): string | undefined {
  if (scan.apps === 0) return undefined;
  if (scan.files === 0) return `${scan.apps} app(s) de teste e nenhum arquivo de log escrito`;
  if (scan.lines === 0) return `${scan.apps} app(s) de teste e ${scan.files} arquivo(s) de log vazios`;
  return undefined;
}
