/** Entry point: validated configuration, start-up, graceful shutdown on SIGTERM/SIGINT. */
import { openAppContext } from './open-app-context.ts';
import { startApp } from './startup.ts';

async function main() {
  const opened = await openAppContext();
  const { config } = opened;
  const app = await startApp(opened);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando (aguardando requisições em andamento)`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Admissão ${config.version} em ${config.appUrl} (banco: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar:', err instanceof Error ? err.message : err);
  process.exit(1);
});
