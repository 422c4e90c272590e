/**
 * `npm run retention`: one pass of the retention job now (decision 039), outside the server —
 * for an operator, the kill -9 test and the benchmark. Prints how many candidates were anonymised.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runRetention } from '../modules/privacy/retention.ts';
import { createStorages } from '../modules/storage/create-storage.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
