/**
 * A TCP proxy between one API process and PostgreSQL, so the test can cut that process's cable
 * without the others noticing: `freeze()` stops forwarding bytes in both directions and closes
 * nothing — no FIN, no RST reaches either side, as when a cable or a firewall drops packets. Sockets
 * are paused (what they already read is held), so the kernel's buffers fill and the sender's
 * window closes, as with lost packets that TCP keeps retransmitting; connections made while frozen
 * are accepted and never answered. `thaw()` delivers what was held, in order, as retransmission
 * would once the cable is back. A side that closes while frozen is passed on after the thaw.
 */
import { createServer, Socket, type Server } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket | undefined;
  /** bytes read from one side while frozen, for the other */
  toUpstream: Buffer[];
  toClient: Buffer[];
  clientEnded: boolean;
  upstreamEnded: boolean;
}

export class TcpProxy {
  private server: Server | undefined;
  private pairs = new Set<Pair>();
  frozen = false;
  port = 0;
  /** connections made through it (the test checks the process really uses its proxy) */
  connections = 0;

  constructor(
    readonly name: string,
    readonly targetPort: number,
    readonly targetHost = '127.0.0.1',
  ) {}

  async listen(port = 0): Promise<number> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  private accept(client: Socket): void {
    this.connections++;
    const pair: Pair = {
      client,
      upstream: undefined,
      toUpstream: [],
      toClient: [],
      clientEnded: false,
      upstreamEnded: false,
    };
    this.pairs.add(pair);
    client.on('error', () => this.drop(pair));
    client.on('close', () => this.drop(pair));
    client.on('data', (chunk: Buffer) => {
      if (this.frozen || !pair.upstream?.writable || pair.upstream.connecting) {
        pair.toUpstream.push(chunk);
        if (this.frozen) client.pause();
      } else pair.upstream.write(chunk);
    });
    client.on('end', () => {
      pair.clientEnded = true;
      if (!this.frozen) this.flush(pair);
    });
    if (this.frozen) {
      // accepted by the kernel, never answered: the client's connect "succeeds" and then nothing
      client.pause();
      return;
    }
    this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): void {
    const upstream = new Socket();
    pair.upstream = upstream;
    upstream.on('error', () => this.drop(pair));
    upstream.on('close', () => {
      if (this.frozen) return; // the client hears nothing until the thaw
      this.drop(pair);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.frozen) {
        pair.toClient.push(chunk);
        upstream.pause();
      } else pair.client.write(chunk);
    });
    upstream.on('end', () => {
      pair.upstreamEnded = true;
      if (!this.frozen) this.flush(pair);
    });
    upstream.connect(this.targetPort, this.targetHost, () => {
      if (!this.frozen) this.flush(pair);
    });
  }

  /** sends what was held, then passes on an end seen meanwhile */
  private flush(pair: Pair): void {
    const { client, upstream } = pair;
    if (upstream && !upstream.connecting && upstream.writable) {
      for (const c of pair.toUpstream.splice(0)) upstream.write(c);
      if (pair.clientEnded) upstream.end();
    }
    if (client.writable) {
      for (const c of pair.toClient.splice(0)) client.write(c);
      if (pair.upstreamEnded) client.end();
    }
    if (upstream && upstream.destroyed && !client.destroyed && !this.frozen) client.destroy();
  }

  private drop(pair: Pair): void {
    if (this.frozen && !pair.client.destroyed) {
      // the client side closing while frozen is passed on at the thaw (flush → upstream.end)
      return;
    }
    if (!this.pairs.delete(pair)) return;
    pair.client.destroy();
    pair.upstream?.destroy();
  }

  freeze(): void {
    this.frozen = true;
    for (const p of this.pairs) {
      p.client.pause();
      p.upstream?.pause();
    }
  }

  thaw(): void {
    this.frozen = false;
    for (const p of [...this.pairs]) {
      if (!p.upstream) {
        this.connectUpstream(p);
      } else if (p.upstream.destroyed) {
        this.drop(p);
        continue;
      } else {
        this.flush(p);
        p.upstream.resume();
      }
      if (p.client.destroyed) {
        this.drop(p);
        continue;
      }
      p.client.resume();
    }
  }

  /** open pairs right now */
  get open(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    this.frozen = false;
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream?.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
