/** Opens the database, loads reference data and (when asked) the demo, then builds the app. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadReferenceData } from './modules/reference/load-reference-data.ts';
import { seedDemo } from './seed/demo-data.ts';

export async function startApp(
  config: AppConfig,
  extra: Partial<BuildOptions> = {},
): Promise<FastifyInstance> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await loadReferenceData(database.db);
    if (config.seedDemo) await seedDemo(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return buildApp({ config, database, ...extra });
}
