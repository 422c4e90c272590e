import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { emptyLogProblem, scanTestLogs, TEST_LOG_DIR_VAR } from '../src/testing/log-scan.ts';
import { dropTestCopies, prepareTemplate } from '../src/testing/template-db.ts';

let logDir: string | undefined;

export async function setup() {
  // every test app of this run logs here; the teardown reads it all (testing/log-scan.ts)
  logDir = mkdtempSync(join(tmpdir(), 'admissao-test-log-'));
  process.env[TEST_LOG_DIR_VAR] = logDir;
  const started = Date.now();
  const { at, built } = await prepareTemplate();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`template de teste ${built ? 'construído' : 'reaproveitado'} em ${seconds} s: ${basename(at)}`);
}

export async function teardown() {
  await dropTestCopies();
  if (!logDir) return;
  const scan = scanTestLogs(logDir);
  const { files, lines, findings } = scan;
  // a scan that read nothing proves nothing: the test apps must have logged here
  const empty = emptyLogProblem(scan);
  if (empty) throw new Error(`log da execução não examinado: ${empty} (em ${logDir})`);
  // ADMISSAO_KEEP_TEST_LOG=1 keeps the folder to read what the run logged
  const keep = findings.length > 0 || Boolean(process.env.ADMISSAO_KEEP_TEST_LOG);
  if (!keep) rmSync(logDir, { recursive: true, force: true });
  if (findings.length === 0) {
    console.log(
      (scan.apps === 0
        ? 'log da execução: nenhum app de teste nesta execução'
        : `log da execução: ${lines} linhas em ${files} arquivos, nenhum dado pessoal ou segredo`) +
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
