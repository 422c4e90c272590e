/**
 * `npm run secrets:rotate` (decision 068): seals every stored secret again under the current
 * SECRETS_KEY, in batches claimed FOR UPDATE SKIP LOCKED — safe to repeat, to stop and to run beside
 * the servers. Before it, SECRETS_KEY is the new key and SECRETS_KEY_OLD the ones being replaced; after
 * it, SECRETS_KEY_OLD may go. Prints how many rows changed.
 */
import { openAppContext } from '../open-app-context.ts';
import { rotateSecrets } from '../modules/certificates/index.ts';

async function main() {
  const { config, database } = await openAppContext();
  try {
    const rows = await rotateSecrets(database.db, config.secretKeys);
    console.log(JSON.stringify({ rows, key: config.secretKeys.current.id }));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Falha na rotação das chaves:', err instanceof Error ? err.message : err);
  process.exit(1);
});
