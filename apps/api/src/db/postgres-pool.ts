/**
 * The node-postgres pool of a PostgreSQL server, made to survive the server going away
 * (decision 058):
 * - every connection has an 'error' listener for its whole life. pg-pool listens only while a
 *   connection is idle; one checked out for a transaction that drops (a restart, a terminated
 *   backend) emitted 'error' to nobody, and Node ended the process. Now the request using it fails
 *   and the pool replaces the connection (pg-pool discards a connection that is no longer queryable).
 * - every wait ends: connect timeout, the server's statement_timeout, a query timeout on our side
 *   for a server that never answers (a silent partition: the request fails instead of hanging), and
 *   TCP keep-alive so an idle connection to a vanished host is found and dropped.
 * - a query that timed out on our side destroys its connection: the statement may still be running
 *   there, and the next query on that connection would wait behind it.
 */
import type pg from 'pg';
import type { DatabaseSettings } from '../config.ts';

/** pg's message for query_timeout (lib/client.js) */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

type PgModule = typeof pg;

function clientClass(pgModule: PgModule): typeof pg.Client {
  return class TimedClient extends pgModule.Client {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through
    override query(...args: any[]): any {
      const result: unknown = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise)
        result.catch((err: unknown) => {
          if (err instanceof Error && err.message === QUERY_READ_TIMEOUT)
            (
              this as unknown as { connection?: { stream?: { destroy(): void } } }
            ).connection?.stream?.destroy();
        });
      return result;
    }
  };
}

export function createPostgresPool(
  pgModule: PgModule,
  url: string,
  settings: DatabaseSettings,
  notices: { onConnect(client: pg.ClientBase): Promise<void> },
): pg.Pool {
  // DATE columns stay 'yyyy-mm-dd' strings, as PGlite gives them
  pgModule.types.setTypeParser(1082, (v: string) => v);
  const pool = new pgModule.Pool({
    connectionString: url,
    max: settings.poolSize,
    Client: clientClass(pgModule),
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.queryTimeoutMs,
    // a transaction left open by a request that died must not hold its locks for long
    idle_in_transaction_session_timeout: Math.max(settings.queryTimeoutMs * 2, 30_000),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // pg-pool awaits `onConnect` before a new connection's first use: it LISTENs (decision 044)
    onConnect: notices.onConnect,
  });
  // an idle connection dropping must not end the process (pg-pool's own listener covers idle ones)
  pool.on('error', () => undefined);
  // ... nor one checked out: its query fails with the error, which is enough
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}
