/**
 * A server that accepts connections and never answers: what a frozen dependency (a process
 * stopped with SIGSTOP, a host behind a dead link) looks like from the caller's side, since the
 * kernel still completes the TCP handshake for a listening socket.
 */
import { createServer, type Socket } from 'node:net';

export async function startFrozenServer(): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    // read nothing, write nothing
    socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
