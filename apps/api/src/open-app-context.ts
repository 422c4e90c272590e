/**
 * What every process of the API opens first — the server and the command-line jobs alike: the
 * validated configuration (an invalid one ends the process with its pt-BR message and exit code 1,
 * before anything is opened) and the database it names (PostgreSQL, or PGlite under DATA_DIR).
 */
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

export interface OpenedAppContext {
  config: AppConfig;
  database: Database;
}

export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

export async function openAppContext(): Promise<OpenedAppContext> {
  const config = loadConfigOrExit();
  return { config, database: await openConfiguredDatabase(config) };
}

export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    settings: config.database,
  });
}
