/**
 * Entry point: validated configuration, start-up, graceful shutdown on SIGTERM/SIGINT.
 *
 * A database that cannot be reached at start is waited for (issue 29): the attempt is repeated
 * with backoff while a waiting server answers on the port (liveness yes, readiness no, calls 503),
 * so a machine whose PostgreSQL starts later, or a restart of both, needs no supervisor loop.
 * Other failures (a migration that fails, a wrong password) end the process with the message.
 */
import type { FastifyInstance } from 'fastify';
import { isUnavailable, unavailableSummary } from './lib/unavailable.ts';
import { loadConfigOrExit, openConfiguredDatabase } from './open-app-context.ts';
import { DEMO_PASSWORD, hasDemoData } from './seed/demo-data.ts';
import { startApp } from './startup.ts';
import { startWaitingServer, type WaitingServer } from './waiting-server.ts';

/** 1 s, 2 s, 4 s … at most 30 s between attempts */
const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const config = loadConfigOrExit();
  let app: FastifyInstance | undefined;
  let waiting: WaitingServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`${signal} recebido: encerrando (aguardando requisições em andamento)`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await waiting?.close();
    await app?.close();
    process.exit(0);
  };
  // a promise someone forgot to await must not end every request this process is serving
  process.on('unhandledRejection', (err) => {
    const what = isUnavailable(err) ? unavailableSummary(err) : err instanceof Error ? err.name : 'erro';
    (app?.log ?? console).error(`promessa rejeitada sem tratamento (${what})`);
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  for (let attempt = 0; ; attempt++) {
    try {
      app = await startApp({ config, database: await openConfiguredDatabase(config) });
      break;
    } catch (err) {
      if (!isUnavailable(err) || closing) throw err;
      const wait = backoffMs(attempt);
      console.warn(
        `Banco de dados indisponível (${unavailableSummary(err)}): nova tentativa em ${Math.round(wait / 1000)} s`,
      );
      waiting ??= await startWaitingServer(config.port, config.host, config.version);
      await sleep(wait);
      if (closing) return;
    }
  }
  if (closing) return void (await app.close());
  await waiting?.close();
  waiting = undefined;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Admissão ${config.version} em ${config.appUrl} (banco: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );
  // the one line a newcomer needs after `npm start` (the demo accounts are in the README)
  if (config.seedDemo && (await hasDemoData(app.ctx.db)))
    console.info(
      `\nAdmissão pronta em ${config.appUrl} — demonstração: entre como "admin", senha "${DEMO_PASSWORD}" (outras contas no README).\n`,
    );
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar:', err instanceof Error ? err.message : err);
  process.exit(1);
});
