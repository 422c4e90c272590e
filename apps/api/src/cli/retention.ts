/**
 * `npm run retention`: one pass of the retention job now (decision 039), outside the server —
 * for an operator, the kill -9 test and the benchmark. Prints how many candidates were anonymised;
 * refuses (exit 1, nothing deleted) when the storage does not hold the files the database names.
 */
import { openAppContext } from '../open-app-context.ts';
import { runRetention } from '../modules/privacy/index.ts';
import { createStorages } from '../modules/storage/index.ts';

async function main() {
  const { config, database } = await openAppContext();
  try {
    const started = Date.now();
    const done = await runRetention(database.db, createStorages(config));
    console.log(JSON.stringify({ ...done, ms: Date.now() - started }));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Falha na retenção:', err instanceof Error ? err.message : err);
  process.exit(1);
});
