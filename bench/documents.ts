/**
 * Documents benchmark (issue 5), PostgreSQL: its own API process (fresh database, files under a temp
 * DATA_DIR) so that its memory can be read from /proc. Measures uploads/s and p95 of 2 MB 12 MP
 * JPEGs at 10 connections, the HEIC → JPEG conversion of a 12 MP photo, and the server's peak RSS
 * while 20 uploads of 5 MB run at once. Targets: >= 20 uploads/s, p95 < 1 s, peak < 600 MB.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { heicToJpeg, stopHeicConverter } from '../apps/api/src/modules/documents/heic-converter.ts';
import { cpuPerRequest, cpuSnapshot, rssMb } from './cpu.ts';
import type { RunningServer } from './server-process.ts';
import { withOwnServer } from './support/own-server.ts';
import { adminQuery, passFail, percentile } from './verdicts.ts';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
const TARGET_RPS = 20;
const TARGET_P95_MS = 1000;
const TARGET_PEAK_MB = 600;
const PARALLEL_BIG = 20;

/** a photo-like JPEG (gradient + grain, 12 MP unless told) of at most `maxBytes`, as large as it gets */
async function photoJpeg(maxBytes: number, seed: number, w = 4000, h = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(w * h * 3);
  let s = seed;
  for (let i = 0, p = 0; p < w * h; p++, i += 3) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const n = (s >> 16) % 28;
    const x = p % w;
    const y = (p - x) / w;
    raw[i] = ((x * 255) / w + n) & 255;
    raw[i + 1] = ((y * 255) / h + n) & 255;
    raw[i + 2] = (128 + n) & 255;
  }
  let best: Buffer | null = null;
  for (let q = 95; q >= 40; q -= 5) {
    const out = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: q })
      .toBuffer();
    if (out.length <= maxBytes) {
      best = out;
      break;
    }
  }
  if (!best) throw new Error(`no JPEG under ${maxBytes} bytes`);
  return best;
}

// node:http with keep-alive: a lighter client than fetch, which shares the 2 cores with the server
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function post(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function multipart(data: Buffer, name: string) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

interface Target {
  cand: number;
  doc: number;
}

export async function measureDocuments(): Promise<void> {
  await withOwnServer('documents', async ({ server, databaseUrl }) => {
    try {
      await measureOn(server, databaseUrl);
    } finally {
      agent.destroy();
    }
  });
}

async function measureOn(server: RunningServer, databaseUrl: string): Promise<void> {
  const [jpeg2, jpeg5, prepared] = await Promise.all([
    photoJpeg(2_000_000, 7),
    photoJpeg(4_990_000, 11),
    // what the browser sends once preparePhoto has drawn a phone photo at 2000 px
    photoJpeg(2_000_000, 5, 2000, 1500),
  ]);
  const startRss = rssMb(server.pid!);
  const logon = (await (
    await fetch(`${server.url}/api/auth/logon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ USUARIO: 'admin', SENHA: 'Demo@Admissao9' }),
    })
  ).json()) as { token: string; user: { CODUSUARIO: number } };
  const headers = {
    authorization: `Bearer ${logon.token}`,
    'x-cliente': Buffer.from(JSON.stringify({ CODADM: 9, CODCLI: '041' })).toString('base64url'),
  };
  // ADMIN may upload for every candidate of 041: candidates × types × 20 files is room enough
  const cands = await adminQuery(`select codcandidato from candidate where codcli = '041'`, databaseUrl);
  // types for Brazilians (the demo candidates); a foreigners-only type answers 404
  const docs = await adminQuery(
    `select codtipodoc from document_type where codcli = '041' and ativo and coalesce(nacionalidade, 'BRA') = 'BRA'`,
    databaseUrl,
  );
  const targets: Target[] = cands.flatMap((c) =>
    docs.map((d) => ({ cand: Number(c.codcandidato), doc: Number(d.codtipodoc) })),
  );
  let next = 0;
  const failures: string[] = [];
  // one body per file, built once: this client shares the 2 cores with the server
  const bodies = new Map<Buffer, ReturnType<typeof multipart>>();
  const send = async (data: Buffer) => {
    const t = targets[next++ % targets.length]!;
    let m = bodies.get(data);
    if (!m) bodies.set(data, (m = multipart(data, 'foto.jpg')));
    const started = performance.now();
    const res = await post(
      `${server.url}/api/candidate/documents/upload/image/${t.cand}/${t.doc}/${logon.user.CODUSUARIO}`,
      { ...headers, 'content-type': m.type },
      m.body,
    );
    if (res.status !== 200 && failures.length < 3) failures.push(`${res.status} ${res.text.slice(0, 120)}`);
    return { ok: res.status === 200, ms: performance.now() - started };
  };

  // uploads/s and p95 at 10 connections
  const run = async (seconds: number, body = jpeg2) => {
    const until = Date.now() + seconds * 1000;
    const lat: number[] = [];
    let failed = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const r = await send(body);
          if (r.ok) lat.push(r.ms);
          else failed++;
        }
      }),
    );
    return {
      rps: lat.length / ((Date.now() - started) / 1000),
      p50: percentile(lat, 50),
      p95: percentile(lat, 95),
      failed,
    };
  };
  await run(WARMUP_SECONDS);
  const cpuBefore = cpuSnapshot(server.pid);
  const clientBefore = process.cpuUsage();
  const up = await run(MEASURE_SECONDS);
  // CPU per upload of the server, PostgreSQL and this client (which sends the bodies from the same
  // 2 cores): what the uploads cost, whatever else runs on the machine
  const uploads = Math.max(1, Math.round(up.rps * MEASURE_SECONDS));
  const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(server.pid), uploads)!;
  const clientCpu = process.cpuUsage(clientBefore);
  const clientMs = (clientCpu.user + clientCpu.system) / 1000 / uploads;
  const small = await run(MEASURE_SECONDS / 2, prepared);

  // HEIC → JPEG of a 12 MP photo (the server's converter, off the event loop), median of 3
  const heic = readFileSync(new URL('./fixtures/photo-12mp.heic', import.meta.url));
  const heicMs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await heicToJpeg(heic);
    heicMs.push(performance.now() - t0);
  }
  await stopHeicConverter();

  // peak RSS of the server while 20 uploads of 5 MB run at once
  const pid = server.pid!;
  const before = rssMb(pid);
  const atStart = startRss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const big = await Promise.all(Array.from({ length: PARALLEL_BIG }, () => send(jpeg5)));
  clearInterval(timer);
  peak = Math.max(peak, rssMb(pid));

  const f = (x: number) => x.toFixed(0);
  console.log(
    [
      '',
      `documents (PostgreSQL, own server): ${(jpeg2.length / 1e6).toFixed(2)} MB 12 MP JPEGs, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s` +
        ` (load average ${loadavg()[0]!.toFixed(1)} on the 2 cores: other processes share them)`,
      `uploads/s ${up.rps.toFixed(1)} (target >= ${TARGET_RPS}): ${passFail(up.rps >= TARGET_RPS)}`,
      `upload p50 ${f(up.p50)} ms, p95 ${f(up.p95)} ms (target < ${TARGET_P95_MS} ms): ${passFail(up.p95 < TARGET_P95_MS)}`,
      `CPU per upload: server ${f(cpu.serverMs)} ms, PostgreSQL ${f(cpu.postgresMs)} ms, this client ${f(clientMs)} ms` +
        ` (server and PostgreSQL alone: at most ${cpu.capacity.toFixed(1)} uploads/s on 2 idle cores)`,
      `photos made smaller by the browser (${(prepared.length / 1e6).toFixed(2)} MB, 2000 px; informational): ` +
        `${small.rps.toFixed(1)} uploads/s, p95 ${f(small.p95)} ms`,
      `HEIC 12 MP -> JPEG: median ${f(percentile(heicMs, 50))} ms (runs ${heicMs.map(f).join(', ')} ms)`,
      `peak server RSS during ${PARALLEL_BIG} parallel ${(jpeg5.length / 1e6).toFixed(2)} MB uploads: ${f(peak)} MB ` +
        `(${f(atStart)} MB after start, ${f(before)} MB after the load above; target < ${TARGET_PEAK_MB} MB): ${passFail(peak < TARGET_PEAK_MB)}` +
        ` (${big.filter((b) => b.ok).length}/${PARALLEL_BIG} answered 200, slowest ${f(Math.max(...big.map((b) => b.ms)))} ms)`,
      ...(up.failed + small.failed
        ? [`WARNING: ${up.failed + small.failed} uploads did not answer 200: ${failures.join(' | ')}`]
        : []),
    ].join('\n'),
  );
}

// `node --import tsx bench/documents.ts` runs this part alone
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await measureDocuments();
