import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanTestLogs, TEST_LOG_DIR_VAR } from '../src/testing/log-scan.ts';
import { dropTemplate, prepareTemplate } from '../src/testing/template-db.ts';

let logDir: string | undefined;

export async function setup() {
  // every test app of this run logs here; the teardown reads it all (testing/log-scan.ts)
  logDir = mkdtempSync(join(tmpdir(), 'admissao-test-log-'));
  process.env[TEST_LOG_DIR_VAR] = logDir;
  await prepareTemplate();
}

export async function teardown() {
  await dropTemplate();
  if (!logDir) return;
  const { files, lines, findings } = scanTestLogs(logDir);
  // ADMISSAO_KEEP_TEST_LOG=1 keeps the folder to read what the run logged
  const keep = findings.length > 0 || Boolean(process.env.ADMISSAO_KEEP_TEST_LOG);
  if (!keep) rmSync(logDir, { recursive: true, force: true });
  if (findings.length === 0) {
    console.log(
      `log da execução: ${lines} linhas em ${files} arquivos, nenhum dado pessoal ou segredo` +
        (keep ? ` (em ${logDir})` : ''),
    );
    return;
  }
  for (const f of findings.slice(0, 20))
    console.error(`${f.what} no log (${f.file}): ${f.value}\n  ${f.line}`);
  throw new Error(
    `${findings.length} dado(s) pessoal(is) ou segredo(s) no log da execução (mantido em ${logDir})`,
  );
}
