/**
 * The Excel export benchmark (issue 7), PostgreSQL only, after the 100,000 candidates of the list
 * benchmark are in: a fresh server on the same database exports every candidate of the client
 * with every area (POST /api/candidate/report/export), the response is read to the end, and the
 * server's resident memory is sampled from /proc every 50 ms. Prints seconds, size and peak RSS
 * with PASS/FAIL for the targets (< 20 s, < 300 MB).
 * `node --import tsx bench/export.ts` runs it alone on a fresh PostgreSQL database.
 */
import { readdir, readFile, readlink } from 'node:fs/promises';
import { BENCH_SEEDING } from './settings.ts';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { REPORT_AREA_LIST } from '@admissao/domain';
import { openPostgres, type Db } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { seedCandidates } from './candidate-list.ts';
import { preparePostgres, type BenchDatabase } from './databases.ts';
import { logon } from './routes.ts';
import { startServer } from './server-process.ts';
import { BULK_CANDIDATES, LIST_TENANT } from './settings.ts';
import { rssMb } from './cpu.ts';

export const EXPORT_TARGET_SECONDS = 20;
export const EXPORT_TARGET_RSS_MB = 300;

/** The process listening on a local TCP port (Linux /proc), or null. */
async function pidListeningOn(port: number): Promise<number | null> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '');
      const m = /^socket:\[(\d+)\]$/.exec(target);
      if (m && inodes.has(m[1]!)) return Number(entry);
    }
  }
  return null;
}

/**
 * The people and documents the export's other sheets and counts read (issue 14): a dependent for every
 * second candidate of the client, an authorized person for every fourth, and three documents each
 * (statuses spread over sent, refused, approved). Once per database.
 */
async function seedPeopleAndDocuments(db: Db): Promise<void> {
  const { CODADM, CODCLI } = LIST_TENANT;
  const [seeded] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from dependent`));
  if ((seeded?.n ?? 0) > 1000) return;
  await db.execute(sql`insert into dependent (codcandidato, nome, parentesco, datnasc, cpf)
      select codcandidato, 'DEPENDENTE ' || codcandidato, '1', date '2015-06-01', '52998224725'
      from candidate where codadm = ${CODADM} and codcli = ${CODCLI} and codcandidato % 2 = 0`);
  await db.execute(sql`insert into authorized_person (codcandidato, nome, tipodoc, documento)
      select codcandidato, 'AUTORIZADO ' || codcandidato, 'CPF', '11144477735'
      from candidate where codadm = ${CODADM} and codcli = ${CODCLI} and codcandidato % 4 = 0`);
  await db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status)
      select c.codcandidato, t.codtipodoc, (c.codcandidato + t.codtipodoc) % 4
      from candidate c
      join lateral (select codtipodoc from document_type
        where codadm = ${CODADM} and codcli = ${CODCLI} and ativo order by codtipodoc limit 3) t on true
      where c.codadm = ${CODADM} and c.codcli = ${CODCLI}
      on conflict do nothing`);
  await db.execute(sql`analyze dependent; analyze authorized_person; analyze candidate_document`);
}

/**
 * The demo documents' OCR (decision 057) done beforehand: the first server to run the cross-check job
 * starts the OCR worker (~100 MB), which would land in the middle of the export's measurement —
 * until 2026-11-27 it did, and part of the peaks printed (400–500 MB) was that worker.
 */
async function markDemoDocumentsRead(db: Db): Promise<void> {
  await db.execute(
    sql`update document_crosscheck set versao_lida = versao where versao_lida is distinct from versao`,
  );
}

export async function measureExport(db: BenchDatabase): Promise<void> {
  if (db.databaseUrl) {
    const { db: data, close } = await openPostgres(db.databaseUrl, { poolSize: 2, ...BENCH_SEEDING });
    try {
      await seedPeopleAndDocuments(data);
      await markDemoDocumentsRead(data);
    } finally {
      await close();
    }
  }
  const server = await startServer(db.env);
  try {
    const session = await logon(server.url);
    const pid = await pidListeningOn(Number(new URL(server.url).port));
    const before = pid ? rssMb(pid) : 0;
    let peak = before;
    const sampler = setInterval(() => {
      if (pid) peak = Math.max(peak, rssMb(pid));
    }, 50);
    const started = performance.now();
    const areas = Object.fromEntries(REPORT_AREA_LIST.map((a) => [a.key, true]));
    const res = await fetch(`${server.url}/api/candidate/report/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ DATINICIAL: '19000101', DATFINAL: '21000101', ...areas }),
    });
    if (res.status !== 200 || !res.body)
      throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let head = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (!head) head = Buffer.from(chunk.subarray(0, 2)).toString('latin1');
      bytes += chunk.length;
    }
    const secs = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (pid) peak = Math.max(peak, rssMb(pid));
    if (head !== 'PK') throw new Error('the export is not an .xlsx (zip) file');
    const timeOk = secs < EXPORT_TARGET_SECONDS;
    const memOk = pid !== null && peak < EXPORT_TARGET_RSS_MB;
    console.log(
      `\n${db.label}, Excel export of every candidate (${BULK_CANDIDATES.toLocaleString('en')} added + demo), all areas\n` +
        `  time ${secs.toFixed(1)} s (target < ${EXPORT_TARGET_SECONDS} s): ${timeOk ? 'PASS' : 'FAIL'}\n` +
        `  file ${(bytes / 1024 / 1024).toFixed(1)} MB; ${res.headers.get('content-disposition')}\n` +
        (pid
          ? `  server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (target < ${EXPORT_TARGET_RSS_MB} MB): ${memOk ? 'PASS' : 'FAIL'}`
          : '  server RSS: could not find the server process (no /proc?): FAIL'),
    );
  } finally {
    await server.stop();
  }
}

/** Alone: a fresh PostgreSQL database, demo data and 100,000 candidates, then the export. */
async function alone() {
  const prepared = await preparePostgres();
  if ('skip' in prepared) return console.log(prepared.skip);
  try {
    const first = await startServer(prepared.env); // migrations and demo data
    await first.stop();
    console.log(`adding ${BULK_CANDIDATES.toLocaleString('en')} candidates...`);
    await seedCandidates(prepared.databaseUrl!);
    await measureExport(prepared);
  } finally {
    await prepared.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await alone();
