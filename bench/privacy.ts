/**
 * LGPD benchmark (issue 16), PostgreSQL, its own API process on a fresh database:
 * - 'Baixar meus dados' of a candidate with 15 documents (ADMIN export, whole ZIP read): p95 < 1 s;
 * - the access log's cost on the record read, side by side in alternating rounds: the staff read
 *   with its row written vs the same call whose row the database drops (target < 5 %), and, for
 *   reference, the staff read (logged) vs the candidate's read of the same record (not logged);
 * - the retention of 10,000 cancelled candidates with a stored file each (one job pass): < 60 s.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { runRetention } from '../apps/api/src/modules/privacy/retention.ts';
import { storagesOf } from '../apps/api/src/modules/storage/create-storage.ts';
import { createLocalStorage } from '../apps/api/src/modules/storage/local-storage.ts';
import { newKey } from '../apps/api/src/modules/storage/storage.ts';
import { insertBulkCandidates } from '../apps/api/src/seed/bulk-candidates.ts';
import { isListening } from './free-port.ts';
import { load, type Measurement } from './load.ts';
import { logon } from './routes.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { adminQuery, passFail, percentile } from './verdicts.ts';
import { LOOPBACK, POSTGRES_PORT } from './settings.ts';

const DOCUMENTS = 15;
const EXPORTS = 30;
const EXPORT_TARGET_P95_MS = 1000;
const LOG_TARGET_OVERHEAD = 0.05;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const READ_CONNECTIONS = 10;
const RETENTION_CANDIDATES = 10_000;
const RETENTION_TARGET_S = 60;
const TENANT = { CODADM: 9, CODCLI: '041' };

/** a photo-like JPEG of about 300 KB */
const photo = (seed: number) => {
  const w = 1600;
  const h = 1200;
  const raw = Buffer.alloc(w * h * 3);
  let s = seed;
  for (let i = 0; i < raw.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = ((i % (w * 3)) / 12 + ((s >> 16) % 24)) & 255;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
};

async function uploadDocuments(
  url: string,
  headers: Record<string, string>,
  codusuario: number,
  id: number,
  databaseUrl: string,
) {
  const docs = await adminQuery(
    `select codtipodoc from document_type where codcli = '041' and ativo and coalesce(nacionalidade, 'BRA') = 'BRA'`,
    databaseUrl,
  );
  for (let i = 0; i < DOCUMENTS; i++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(i + 1))], { type: 'image/jpeg' }), `d${i}.jpg`);
    const doc = Number(docs[i % docs.length]!.codtipodoc);
    const res = await fetch(`${url}/api/candidate/documents/upload/image/${id}/${doc}/${codusuario}`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  }
}

async function measureExports(url: string, headers: Record<string, string>, id: number, databaseUrl: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < EXPORTS; i++) {
    // the hourly limit per candidate is not what is measured
    await adminQuery(`delete from rate_limit where key like 'privacy-export:%'`, databaseUrl);
    const started = performance.now();
    const res = await fetch(`${url}/api/candidate/privacy/export?CODCANDIDATO=${id}`, { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    bytes = body.byteLength;
  }
  const p95 = percentile(times, 95);
  console.log(
    `data export, ${DOCUMENTS} documents (${(bytes / 1e6).toFixed(1)} MB ZIP), ${EXPORTS} exports: ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
      `(target < ${EXPORT_TARGET_P95_MS} ms) ${passFail(p95 < EXPORT_TARGET_P95_MS)}`,
  );
}

async function measureLogOverhead(
  url: string,
  staff: Record<string, string>,
  candidateToken: string,
  id: number,
  databaseUrl: string,
) {
  const route = (label: string, headers: Record<string, string>) => ({
    label,
    method: 'GET' as const,
    path: `/api/candidate/${id}`,
    headers,
  });
  const logged = route('staff read (logged)', staff);
  const plain = route('candidate read (not logged)', { authorization: `Bearer ${candidateToken}` });
  await load(url, logged, 2, READ_CONNECTIONS);
  await load(url, plain, 2, READ_CONNECTIONS);
  const runs: { logged: Measurement[]; plain: Measurement[] } = { logged: [], plain: [] };
  for (let r = 0; r < ROUNDS; r++) {
    runs.logged.push(await load(url, logged, ROUND_SECONDS, READ_CONNECTIONS));
    runs.plain.push(await load(url, plain, ROUND_SECONDS, READ_CONNECTIONS));
  }
  // the same staff call with the row dropped by the database (a BEFORE INSERT trigger; the insert's
  // round trip stays): what writing the row itself costs
  const dropped: Measurement[] = [];
  const drop = (on: boolean) =>
    adminQuery(
      on
        ? `create or replace function bench_drop_row() returns trigger language plpgsql as $$ begin return null; end $$;
           create trigger bench_drop_access before insert on access_log for each row execute function bench_drop_row()`
        : `drop trigger if exists bench_drop_access on access_log`,
      databaseUrl,
    );
  const written: Measurement[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    written.push(await load(url, logged, ROUND_SECONDS, READ_CONNECTIONS));
    await drop(true);
    dropped.push(await load(url, logged, ROUND_SECONDS, READ_CONNECTIONS));
    await drop(false);
  }
  const rps = (ms: Measurement[]) => ms.reduce((a, m) => a + m.rps, 0) / ms.length;
  const rowCost = 1 - rps(written) / rps(dropped);
  console.log(
    `staff record read, ${ROUNDS} alternating rounds: row written ${rps(written).toFixed(0)} req/s, row dropped ` +
      `${rps(dropped).toFixed(0)} req/s: writing the log row costs ${(rowCost * 100).toFixed(1)} % ` +
      `(target < ${LOG_TARGET_OVERHEAD * 100} %) ${passFail(rowCost < LOG_TARGET_OVERHEAD)}`,
  );
  const overhead = 1 - rps(runs.logged) / rps(runs.plain);
  console.log(
    `record read, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s: staff (logged) ${rps(runs.logged).toFixed(0)} req/s, ` +
      `candidate (not logged) ${rps(runs.plain).toFixed(0)} req/s: access log costs ${(overhead * 100).toFixed(1)} % ` +
      `(the whole difference of the two calls, masking and staff checks included)`,
  );
}

async function measureRetention(databaseUrl: string, dataDir: string) {
  const database = await openPostgres(databaseUrl, 4);
  try {
    const db = database.db;
    const [unit] = rowsOf<{ id: number }>(
      await db.execute(sql`select codunidade as id from unit where codcli = '041' limit 1`),
    );
    await insertBulkCandidates(db, TENANT, RETENTION_CANDIDATES, unit!.id);
    await db.execute(sql`update candidate set codstatus = 9 where email like 'bulk%'`);
    await db.execute(sql`insert into candidate_log (codcandidato, codstatus, datlog)
      select codcandidato, 9, now() - interval '200 days' from candidate where email like 'bulk%'`);
    const [doc] = rowsOf<{ id: number }>(
      await db.execute(sql`select codtipodoc as id from document_type where codcli = '041' limit 1`),
    );
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select codcandidato as id from candidate where email like 'bulk%'`),
    ).map((r) => r.id);
    const root = join(dataDir, 'files');
    for (let i = 0; i < ids.length; i += 1000) {
      const batch = ids
        .slice(i, i + 1000)
        .map((id) => ({ id, key: newKey('docs', [9, '041', id, doc!.id], 'jpg') }));
      await Promise.all(
        batch.map(async ({ key }) => {
          const path = join(root, ...key.split('/'));
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, 'arquivo');
        }),
      );
      await db.execute(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime, size, created_by)
        values ${sql.join(
          batch.map((b) => sql`(${b.id}, ${doc!.id}, ${b.key}, 'image', 'image/jpeg', 7, ${`C:${b.id}`})`),
          sql`, `,
        )}`);
    }
    const started = performance.now();
    const done = await runRetention(db, storagesOf(createLocalStorage(root)));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `retention: ${done.candidates} cancelled candidates and ${done.files} files anonymised in ${seconds.toFixed(1)} s ` +
        `(target < ${RETENTION_TARGET_S} s) ${passFail(done.candidates >= RETENTION_CANDIDATES && seconds < RETENTION_TARGET_S)}`,
    );
  } finally {
    await database.close();
  }
}

export async function measurePrivacy(): Promise<void> {
  if (!(await isListening(POSTGRES_PORT))) {
    console.log('\nprivacy: nothing answers on PostgreSQL: skipped');
    return;
  }
  const name = `admissao_bench_privacy_${process.pid}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'admissao-bench-privacy-'));
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const databaseUrl = `postgres://postgres@${LOOPBACK}:${POSTGRES_PORT}/${name}`;
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: 'b'.repeat(40),
      PARTNER_SECRET: 'p'.repeat(40),
    });
    console.log('\nprivacy (issue 16), PostgreSQL:');
    const admin = await logon(server.url, 'admin');
    const candidate = await logon(server.url, 'candidato@demo.com.br');
    const staff = {
      authorization: `Bearer ${admin.token}`,
      'x-cliente': Buffer.from(JSON.stringify(TENANT)).toString('base64url'),
    };
    const [row] = await adminQuery(
      `select codcandidato from candidate where email = 'candidato@demo.com.br'`,
      databaseUrl,
    );
    const id = Number(row!.codcandidato);
    await adminQuery(`delete from document_file where codcandidato = ${id}`, databaseUrl);
    await uploadDocuments(server.url, staff, admin.user.CODUSUARIO, id, databaseUrl);
    await measureExports(server.url, staff, id, databaseUrl);
    await measureLogOverhead(server.url, staff, candidate.token, id, databaseUrl);
    await server.stop();
    server = null;
    await measureRetention(databaseUrl, dataDir);
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}
