/**
 * A TCP relay to a real server that a test can cut without a word: `freeze()` stops moving bytes
 * both ways and closes nothing — what a pulled cable or a silent firewall looks like to both
 * ends — and `thaw()` moves them again (what was held back is delivered then, as TCP would).
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpRelay {
  port: number;
  freeze(): void;
  thaw(): void;
  resetNext(connections: number): void;
  /** connections reset so far */
  resets(): number;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }, port = 0): Promise<TcpRelay> {
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  let toReset = 0;
  let resets = 0;
  const server = createServer((inbound) => {
    if (toReset > 0) {
      toReset--;
      inbound.on('error', () => undefined);
      inbound.once('data', () => {
        resets++;
        inbound.resetAndDestroy();
      });
      return;
    }
    const outbound = connect(target.port, target.host);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    for (const s of pair) {
      s.on('error', () => undefined);
      s.on('close', () => {
        pairs.delete(pair);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
    if (frozen) pair.forEach((s) => s.pause());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze() {
      frozen = true;
      for (const pair of pairs) pair.forEach((s) => s.pause());
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) pair.forEach((s) => s.resume());
    },
    resetNext(connections) {
      toReset = connections;
      // kept-alive connections would carry the next request past the reset
      for (const pair of pairs) pair.forEach((s) => s.destroy());
    },
    resets: () => resets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
