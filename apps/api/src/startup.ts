/**
 * Loads reference data and (when asked) the demo into the opened database, then builds the app.
 * Both run under the migrations' lock (`underSetupLock`): several processes starting at once on an
 * empty database set it up once, the others wait and find it done (issue 29).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { OpenedAppContext } from './open-app-context.ts';
import { loadReferenceData } from './modules/reference/index.ts';
import { seedDemo } from './seed/demo-data.ts';
import { assertSecretsOpen, ensureInstallationCertificate } from './modules/certificates/index.ts';

export async function startApp(
  { config, database }: OpenedAppContext,
  extra: Partial<BuildOptions> = {},
): Promise<FastifyInstance> {
  try {
    await database.underSetupLock(async (db) => {
      await loadReferenceData(db);
      // a wrong SECRETS_KEY stops start-up here, naming it, before anything is served (decision 068)
      await assertSecretsOpen(db, config.secretKeys);
      await ensureInstallationCertificate(db, config.secretKeys, config.appUrl);
      if (config.seedDemo) await seedDemo(db);
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  return buildApp({ config, database, ...extra });
}
