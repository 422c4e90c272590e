/**
 * LGPD benchmark (issue 16), PostgreSQL, its own API process on a fresh database:
 * - 'Baixar meus dados' of a candidate with 15 documents (ADMIN export, whole ZIP read): p95 < 1 s;
 * - the access log's cost on the staff record read (bench/privacy-access-log.ts): < 5 %;
 * - the retention of 10,000 cancelled candidates with a stored file each (one job pass): < 60 s.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { BENCH_SEEDING } from './settings.ts';
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
import { measureAccessLogCost } from './privacy-access-log.ts';
import { logon } from './routes.ts';
import { withOwnServer } from './support/own-server.ts';
import { adminQuery, passFail, percentile } from './verdicts.ts';

const DOCUMENTS = 15;
const EXPORTS = 30;
const EXPORT_TARGET_P95_MS = 1000;
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

async function measureRetention(databaseUrl: string, dataDir: string) {
  const database = await openPostgres(databaseUrl, { poolSize: 4, ...BENCH_SEEDING });
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
  await withOwnServer('privacy', async ({ server, databaseUrl, dataDir, stopServer }) => {
    console.log('\nprivacy (issue 16), PostgreSQL:');
    const admin = await logon(server.url, 'admin');
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
    await measureAccessLogCost(server.url, staff, id, databaseUrl, server.pid);
    await stopServer();
    await measureRetention(databaseUrl, dataDir);
  });
}
