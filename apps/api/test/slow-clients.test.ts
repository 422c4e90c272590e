/**
 * Issue 12 M10: a client that trickles its headers or its body does not hold a connection. The
 * real server on a real socket, with the timeouts shortened (production: 10 s headers, 60 s request).
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** writes `chunks` one per `everyMs` until the server closes; answers what was sent and heard */
function trickle(head: string, chunks: string[], everyMs: number) {
  return new Promise<{ sent: number; answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (socket.destroyed || sent >= chunks.length) return;
      socket.write(chunks[sent++]!);
      timer = setTimeout(next, everyMs);
    };
    socket.on('connect', () => {
      socket.write(head);
      timer = setTimeout(next, everyMs);
    });
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => {}); // a reset by the server is the expected end
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ sent, answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the trickling connection open'));
    }, 15_000).unref();
  });
}

it('headers trickled one byte at a time are cut at the headers timeout', async () => {
  const rest = 'X-Slow: ' + 'a'.repeat(40) + '\r\n\r\n';
  const r = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', [...rest], 200);
  expect(r.sent).toBeLessThan(rest.length);
  expect(r.answer).not.toMatch(/^HTTP\/1\.1 200/);
});

it('a body trickled one byte at a time is dropped at the request timeout, and nothing is done with it', async () => {
  const body = JSON.stringify({ USUARIO: 'admin', SENHA: 'Demo@Admissao9' });
  const head =
    'POST /api/auth/logon HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${body.length}\r\n\r\n`;
  const r = await trickle(head, [...body], 500);
  expect(r.sent).toBeLessThan(body.length);
  expect(r.answer).not.toMatch(/^HTTP\/1\.1 200/);
  expect(r.answer).not.toContain('token');
});

it('an honest request on the same server is answered', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(res.status).toBe(200);
});
