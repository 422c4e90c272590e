/**
 * Debian's haproxy in front of the API processes, as a child in the foreground (`-db`), with a
 * configuration written for the run: round robin, a liveness check on GET /api/health/live (a
 * database or storage outage must not take every process out: they answer 503 themselves), a
 * refused connection retried on another server (`retries`, `option redispatch 1`) and nothing else
 * retried once it reached a process (the default `retry-on conn-failure`: a POST may have been
 * carried out). Two headers tell the test what happened to each request:
 * - `X-Served-By` (every answer, haproxy's own errors included): the server the request went to;
 * - `X-From-Api: 1` (answers that came from a server only): so a 502/503/504 is known to be
 *   haproxy's own (a process that died mid-request, no server up, a server too slow).
 * A probe of the test may pick its server with `X-Rig-Server: <name>` (use-server; the load never
 * does), to be sure which process a call is in flight on when that process is killed.
 * Every request is logged (httplog, with termination state) to haproxy.log: the failure context.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedChild } from './child.ts';
import { run } from './util.ts';

export const HAPROXY_BIN = process.env.CLUSTER_HAPROXY_BIN ?? '/usr/sbin/haproxy';

export interface Backend {
  name: string;
  port: number;
}

/**
 * timeout server: above the API's own longest wait (the rig's timeouts are a few seconds), so a
 * 504 from haproxy means an API call hung. Health check every 500 ms, out after 2 failures.
 */
export function haproxyConfig(port: number, backends: Backend[]): string {
  return `global
    log stdout format raw local0 info
    maxconn 2000

defaults
    mode http
    log global
    option httplog
    option dontlognull
    option forwardfor
    option redispatch 1
    retries 3
    timeout connect 500ms
    timeout client 60s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 5s
    timeout check 2s

frontend fe
    bind 127.0.0.1:${port}
    default_backend api

backend api
    balance roundrobin
    option httpchk GET /api/health/live
    http-check expect status 200
    default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
    http-response set-header X-From-Api 1
    http-after-response set-header X-Served-By %[srv_name]
${backends.map((b) => `    use-server ${b.name} if { req.hdr(x-rig-server) -m str ${b.name} }`).join('\n')}
${backends.map((b) => `    server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

export class Haproxy {
  readonly child: ManagedChild;
  readonly configFile: string;

  constructor(
    readonly port: number,
    readonly backends: Backend[],
    dir: string,
  ) {
    this.configFile = join(dir, 'haproxy.cfg');
    this.child = new ManagedChild('haproxy', join(dir, 'haproxy.log'));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    writeFileSync(this.configFile, haproxyConfig(this.port, this.backends));
    const check = await run(HAPROXY_BIN, ['-c', '-f', this.configFile], { timeoutMs: 20_000 });
    if (check.code !== 0)
      throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
    this.child.start(HAPROXY_BIN, ['-db', '-f', this.configFile], { env: { PATH: process.env.PATH ?? '' } });
    // listening is quick; a connection answered (any status) proves it
    const until = Date.now() + 10_000;
    for (;;) {
      const res = await fetch(`${this.url}/api/version`).catch(() => undefined);
      await res?.body?.cancel();
      if (res) return;
      if (!this.child.running) throw new Error(`haproxy exited at start:\n${this.child.tail()}`);
      if (Date.now() > until) throw new Error(`haproxy does not answer:\n${this.child.tail()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async destroy(): Promise<void> {
    await this.child.kill('SIGKILL').catch(() => undefined);
  }
}
