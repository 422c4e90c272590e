/** Loads reference data and (when asked) the demo into the opened database, then builds the app. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { OpenedAppContext } from './open-app-context.ts';
import { loadReferenceData } from './modules/reference/load-reference-data.ts';
import { seedDemo } from './seed/demo-data.ts';

export async function startApp(
  { config, database }: OpenedAppContext,
  extra: Partial<BuildOptions> = {},
): Promise<FastifyInstance> {
  try {
    await loadReferenceData(database.db);
    if (config.seedDemo) await seedDemo(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return buildApp({ config, database, ...extra });
}
