/**
 * What answers on the port while the process waits for its database at start (issue 29): the
 * balancer's liveness check says the process is alive, readiness says not yet, and any other call
 * is told to try again (503 with Retry-After and the pt-BR message) — instead of a refused
 * connection, or a process that exits and is restarted in a loop by its supervisor.
 */
import { createServer, type Server } from 'node:http';
import { MSG } from '@admissao/domain';
import { RETRY_AFTER_SECONDS } from './lib/unavailable.ts';

export interface WaitingServer {
  close(): Promise<void>;
}

export async function startWaitingServer(
  port: number,
  host: string,
  version: string,
): Promise<WaitingServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...(status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
        // the real server takes the port in a moment: no keep-alive on this one
        connection: 'close',
      });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (path === '/api/health/live') return json(200, { status: 'ok', version });
    if (path === '/api/health/ready' || path === '/api/health')
      return json(503, { status: 'iniciando', database: 'indisponível', storage: 'indisponível', version });
    return json(503, {
      statusCode: 503,
      code: 'UNAVAILABLE',
      error: 'Service Unavailable',
      message: MSG.serviceUnavailable,
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
