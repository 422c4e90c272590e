/**
 * Issue 12 M3: no personal data or secret in the log. The same logger options production uses,
 * read line by line; the whole run's log is also scanned by the global teardown.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, scrubText, serializeError } from '../src/lib/log-options.ts';
import { MAIL_DIR } from '../src/modules/mail/mail-files.ts';
import {
  emptyLogProblem,
  noteTestApp,
  scanLogLines,
  scanTestLogs,
  TEST_LOG_DIR_VAR,
} from '../src/testing/log-scan.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

const CPF = '529.982.247-25';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    // no SMTP: mail goes to DATA_DIR/mail as .eml files
    { smtpUrl: undefined },
    (app) => {
      app.get('/api/test/db-error', { config: { auth: 'public' } }, async () => {
        // a failing statement whose parameter is a CPF: the driver quotes it in its message
        await app.ctx.db.execute(sql`select ${CPF}::int as n`);
        return {};
      });
    },
    { write: (line) => void lines.push(line) },
  );
});
afterAll(() => t.close());

const logged = () => lines.join('');

describe('request URLs', () => {
  it('keep their shape, never the values of secret query keys nor bearer tokens in paths', () => {
    expect(redactUrl('/?u=ana%40x.com.br&l=abc123')).toBe('/?u=[removido]&l=[removido]');
    expect(redactUrl('/api/candidate/list?NOME=Maria&CPF=52998224725&STATUS=1')).toBe(
      '/api/candidate/list?NOME=[removido]&CPF=[removido]&STATUS=1',
    );
    expect(redactUrl('/api/print?token=eyJabc.def.ghi')).toBe('/api/print?token=[removido]');
    expect(redactUrl('/api/x?filter=ana&Email=a@b.c')).toBe('/api/x?filter=[removido]&Email=[removido]');
    expect(redactUrl('/api/candidate/images/link/abc.def')).toBe('/api/candidate/images/link/[removido]');
    expect(redactUrl('/api/temporary/xyz?x=1')).toBe('/api/temporary/[removido]?x=1');
    expect(redactUrl('/temporario/xyz')).toBe('/temporario/[removido]');
    expect(redactUrl('/temporario')).toBe('/temporario');
    expect(redactUrl('/start/ana%40x.com.br/Zx9')).toBe('/start/[removido]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('are logged redacted by the app', async () => {
    const admin = await signInAs(t, 'admin');
    await t.app.inject({
      url: `/api/candidate/list?NOME=Maria%20Silva&CPF=${CPF}&EMAIL=maria%40x.com.br`,
      headers: t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
    });
    await t.app.inject(`/api/candidate/images/link/${'a'.repeat(43)}`);
    await t.app.inject('/?u=candidato%40demo.com.br&l=Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9');
    const text = logged();
    expect(text).toContain('/api/candidate/list?NOME=[removido]&CPF=[removido]&EMAIL=[removido]');
    expect(text).not.toContain('Maria');
    expect(text).not.toContain('candidato');
    expect(scanLogLines('memória', text)).toEqual([]);
  });
});

describe('errors', () => {
  it('from the database are logged by code and statement, never with their parameters', async () => {
    const res = await t.app.inject('/api/test/db-error');
    expect(res.statusCode).toBe(500);
    // the CPF's middle, not its first digits: the line's time or pid may hold '529' by chance
    // (seen in CI: "time":1795732529681)
    expect(res.json().message).not.toContain('982.247');
    const line = lines.find((l) => l.includes('erro inesperado'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: 'DatabaseError', code: '22P02', statement: 'select' });
    expect(line).not.toContain('982.247');
  });

  it('of other kinds keep their message with e-mails, CPFs and tokens masked', async () => {
    const err = new Error(`550 mailbox ana.souza@exemplo.com.br unavailable (cpf ${CPF}, 52998224725)`);
    const out = serializeError(err);
    expect(out.message).toBe('550 mailbox [removido] unavailable (cpf [removido], [removido])');
    expect(out.stack).not.toContain('ana.souza');
    expect(scrubText('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijk')).toBe('Bearer [removido]');
    // a database error found under Drizzle's wrapper, which quotes the parameters
    let dbErr: unknown;
    try {
      await t.db.execute(sql`select ${'ana@exemplo.com.br'}::int`);
    } catch (e) {
      dbErr = e;
    }
    expect(JSON.stringify(serializeError(dbErr))).not.toContain('ana@');
  });
});

describe('mail without SMTP_URL', () => {
  it('is written whole as an .eml file under DATA_DIR/mail, and the log names only the file', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { EMAIL: 'candidato@demo.com.br' },
    });
    expect(res.statusCode).toBe(200);
    await t.deliverMail();
    const dir = join(t.config.dataDir, MAIL_DIR);
    expect(existsSync(dir)).toBe(true);
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: candidato@demo\.com\.br$/m);
    expect(eml).toMatch(/^Subject: /m);
    const line = lines.find((l) => l.includes('E-mail gravado'));
    expect(line).toContain(files[0]);
    expect(logged()).not.toContain('candidato@demo');
    expect(scanLogLines('memória', logged())).toEqual([]);
  });
});

describe('the run log scan', () => {
  it('finds each kind of secret it looks for (so the teardown can fail)', () => {
    const found = (line: string) => scanLogLines('x', line).map((f) => f.what);
    expect(found(`{"msg":"cpf ${CPF}"}`)).toEqual(['CPF']);
    expect(found('{"msg":"52998224725"}')).toEqual(['CPF']);
    expect(found('{"msg":"to ana@x.com.br"}')).toEqual(['e-mail']);
    expect(found(`{"msg":"${DEMO_PASSWORD}"}`)).toEqual(['senha']);
    expect(found('{"t":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijkl"}')).toEqual(['token JWT']);
    expect(found(`{"t":"${'Ab_-'.repeat(10)}abc"}`)).toEqual(['token aleatório']);
    expect(found('{"url":"/api/x?CPF=1"}')).toEqual(['valor secreto na URL']);
    expect(found('{"err":"-----BEGIN RSA PRIVATE KEY-----\\nMIIE"}')).toEqual(['chave ou certificado (PEM)']);
    expect(found('{"msg":"Senha#Do#Certificado-7731"}')).toEqual(['senha']);
    expect(found('{"url":"/api/x?CPF=[removido]","responseTime":12.3456789012}')).toEqual([]);
  });

  it('fails when test apps ran but no log reached the folder (a scan of nothing proves nothing)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admissao-log-scan-'));
    const runDir = process.env[TEST_LOG_DIR_VAR];
    try {
      // no test app: nothing to expect
      expect(emptyLogProblem(scanTestLogs(dir))).toBeUndefined();
      process.env[TEST_LOG_DIR_VAR] = dir;
      noteTestApp();
      expect(emptyLogProblem(scanTestLogs(dir))).toBe('1 app(s) de teste e nenhum arquivo de log escrito');
      writeFileSync(join(dir, 'w.log'), '');
      expect(emptyLogProblem(scanTestLogs(dir))).toBe('1 app(s) de teste e 1 arquivo(s) de log vazios');
      writeFileSync(join(dir, 'w.log'), '{"msg":"ok"}\n');
      expect(scanTestLogs(dir)).toMatchObject({ apps: 1, files: 1, lines: 1 });
      expect(emptyLogProblem(scanTestLogs(dir))).toBeUndefined();
    } finally {
      if (runDir === undefined) delete process.env[TEST_LOG_DIR_VAR];
      else process.env[TEST_LOG_DIR_VAR] = runDir;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
