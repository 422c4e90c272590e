/**
 * Calls to the API as the web app makes them (Authorization: Bearer, X-Cliente for staff, JSON or
 * multipart), each answered as a record: status, timing on the rig's clock, the server haproxy
 * chose and whether the answer came from the API at all (haproxy.ts), Retry-After and the body.
 * A network error or a call that outlives `timeoutMs` is a record too (status 0), never a throw:
 * the test judges every answer, including the missing ones.
 */
import { request as httpRequest } from 'node:http';
import { encodeTenantHeader, type TenantRef } from '@admissao/domain';
import { now } from './util.ts';

export type CallKind = 'autosave' | 'upload' | 'view' | 'other';

export interface CallRecord {
  id: number;
  kind: CallKind;
  /** 'lb' (through haproxy) or the name of the process called directly */
  via: string;
  method: string;
  path: string;
  start: number;
  end: number;
  status: number;
  error?: string;
  servedBy: string | null;
  fromApi: boolean;
  retryAfter: string | null;
  contentType: string | null;
  /** JSON when the answer was JSON, else undefined (the bytes are in `bytes` when asked for) */
  json: unknown;
  bytes?: Buffer;
}

export interface CallOptions {
  kind?: CallKind;
  via?: string;
  method?: string;
  token?: string;
  tenant?: TenantRef;
  json?: unknown;
  multipart?: { data: Buffer; filename: string };
  /** the client address haproxy/the API should see (sign-in and reset limits count per address) */
  clientAddress?: string;
  timeoutMs?: number;
  keepBytes?: boolean;
}

let nextId = 1;
let nextAddress = 1;

/** a client address of its own for each call that is rate limited per address */
export function freshClientAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function multipartBody(data: Buffer, filename: string) {
  const boundary = `----cluster${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'latin1'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function call(base: string, path: string, o: CallOptions = {}): Promise<CallRecord> {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.tenant) headers['x-cliente'] = encodeTenantHeader(o.tenant);
  if (o.clientAddress) headers['x-forwarded-for'] = o.clientAddress;
  let body: Buffer | string | undefined;
  if (o.multipart) {
    const mp = multipartBody(o.multipart.data, o.multipart.filename);
    body = mp.body;
    headers['content-type'] = mp.contentType;
  } else if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers['content-type'] = 'application/json';
  }
  const method = o.method ?? (body === undefined ? 'GET' : 'POST');
  const rec: CallRecord = {
    id: nextId++,
    kind: o.kind ?? 'other',
    via: o.via ?? 'lb',
    method,
    path,
    start: now(),
    end: 0,
    status: 0,
    servedBy: null,
    fromApi: false,
    retryAfter: null,
    contentType: null,
    json: undefined,
  };
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(o.timeoutMs ?? 40_000),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    rec.status = res.status;
    rec.servedBy = res.headers.get('x-served-by');
    rec.fromApi = res.headers.get('x-from-api') === '1' || rec.via !== 'lb';
    rec.retryAfter = res.headers.get('retry-after');
    rec.contentType = res.headers.get('content-type');
    if (rec.contentType?.includes('json')) {
      try {
        rec.json = JSON.parse(bytes.toString('utf8'));
      } catch {
        rec.error = `invalid JSON: ${bytes.toString('utf8').slice(0, 200)}`;
      }
    } else if (!o.keepBytes && res.status >= 400) rec.error = `body: ${bytes.toString('utf8').slice(0, 200)}`;
    if (o.keepBytes) rec.bytes = bytes;
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    rec.error = `${e.name}: ${e.message}${e.cause ? ` (${e.cause.code ?? e.cause.message})` : ''}`;
  }
  rec.end = now();
  return rec;
}

/** one line of a record, for failure messages */
export function describe(r: CallRecord): string {
  const msg = (r.json as { message?: unknown } | undefined)?.message;
  return (
    `#${r.id} ${r.kind} ${r.method} ${r.path} via ${r.via}${r.servedBy ? `→${r.servedBy}` : ''} ` +
    `[${r.start}..${r.end} ms, ${r.end - r.start} ms] → ${r.status}` +
    `${r.fromApi ? '' : ' (not from the API)'}${r.retryAfter ? ` Retry-After ${r.retryAfter}` : ''}` +
    `${typeof msg === 'string' ? ` "${msg}"` : ''}${r.error ? ` ${r.error}` : ''}`
  );
}

/**
 * The API's answer to a dependency away for a moment: 503, a Retry-After of whole seconds, and the
 * JSON error shape with a message in Portuguese. '' when it is one, else what is wrong with it.
 */
export function unavailableProblem(r: CallRecord): string {
  if (r.status !== 503) return `status ${r.status}, not 503`;
  if (!r.fromApi) return 'a 503 of haproxy itself (no server available), not of the API';
  if (!r.retryAfter || !/^\d+$/.test(r.retryAfter) || Number(r.retryAfter) < 1)
    return `Retry-After '${r.retryAfter}' is not a number of seconds`;
  const j = r.json as { statusCode?: unknown; error?: unknown; message?: unknown } | undefined;
  if (!j || j.statusCode !== 503 || typeof j.error !== 'string' || typeof j.message !== 'string')
    return `body is not {statusCode:503, error, message}: ${JSON.stringify(j) ?? r.error}`;
  // pt-BR, not the English reason phrase nor an error's own text
  if (!/[ãõçáéíóúâêô]|indispon|tente|servi/i.test(j.message) || /unavailable|error|timeout/i.test(j.message))
    return `message is not a pt-BR text for the user: "${j.message}"`;
  return '';
}

/**
 * A JSON call whose body is sent in two halves: the first at once, the rest when `gate` resolves.
 * haproxy passes the request on as it arrives, so the call is in flight on a server — headers and
 * half a body received, no answer — for as long as the test wants: how to be sure a SIGKILL hits
 * calls in flight. Sent on a connection of its own (node:http, no keep-alive): haproxy answers the
 * first request of a connection whose server died with its own 502; a later request of a
 * keep-alive connection gets no answer at all (haproxy closes the connection, so that a client
 * may retry, as after a keep-alive race), which the load's calls meet (judge.ts).
 */
export function callWithHeldBody(
  base: string,
  path: string,
  o: { method: string; token: string; tenant?: TenantRef; json: unknown; server?: string },
  gate: Promise<void>,
): Promise<CallRecord> {
  const text = Buffer.from(JSON.stringify(o.json));
  const rec: CallRecord = {
    id: nextId++,
    kind: 'other',
    via: 'lb',
    method: o.method,
    path,
    start: now(),
    end: 0,
    status: 0,
    servedBy: null,
    fromApi: false,
    retryAfter: null,
    contentType: null,
    json: undefined,
  };
  const headers: Record<string, string> = {
    authorization: `Bearer ${o.token}`,
    'content-type': 'application/json',
    'content-length': String(text.length),
  };
  if (o.tenant) headers['x-cliente'] = encodeTenantHeader(o.tenant);
  if (o.server) headers['x-rig-server'] = o.server;
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const done = () => {
      rec.end = now();
      resolve(rec);
    };
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: o.method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          rec.status = res.statusCode ?? 0;
          rec.servedBy = (res.headers['x-served-by'] as string | undefined) ?? null;
          rec.fromApi = res.headers['x-from-api'] === '1';
          rec.contentType = res.headers['content-type'] ?? null;
          const body = Buffer.concat(chunks).toString('utf8');
          if (rec.contentType?.includes('json')) rec.json = JSON.parse(body) as unknown;
          done();
        });
        res.on('error', (err) => {
          rec.error = err.message;
          done();
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (rec.end) return;
      rec.error = `${err.code ?? err.name}: ${err.message}`;
      done();
    });
    req.setTimeout(40_000, () => req.destroy(new Error('no answer in 40 s')));
    req.write(text.subarray(0, Math.floor(text.length / 2)));
    void gate.then(() => {
      if (!req.destroyed) req.end(text.subarray(Math.floor(text.length / 2)));
    });
  });
}
