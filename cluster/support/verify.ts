/**
 * The end-of-run check of every acknowledged write against what is really there:
 * - an autosave answered 2xx has its audit row (new value, exactly once) — the column itself holds
 *   the value of the last save that committed, which is the newest audit row of that field;
 * - an upload answered 2xx has its document_file row (same candidate and type, active, bucket S),
 *   its object in the bucket with the row's size, and the image call serves exactly those bytes;
 * - and, for every file row of the load's candidates, acknowledged or not: its object exists
 *   (the API writes the file before the row, so a row never lacks its file).
 */
import { describe, call } from './http.ts';
import type { Load } from './load.ts';
import type { PostgresCluster } from './postgres-cluster.ts';
import type { S3Process } from './s3-process.ts';

interface FileRow {
  codimagem: string;
  codcandidato: number;
  codtipodoc: number;
  bucket: string;
  storage_key: string;
  size: number;
  mime: string;
  active: boolean;
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

export async function verifyAutosaves(load: Load, pgc: PostgresCluster): Promise<string[]> {
  const problems: string[] = [];
  for (const t of load.targets) {
    const sent = load.saves.get(t)!;
    const acked = load.ackedSaves(t);
    const rows = await pgc.query<{ id: string; new_value: string }>(
      `select id, new_value from audit_log where entity = 'candidate' and entity_id = $1 and field = 'NOMEMAE'
         and new_value like $2 order by id`,
      [String(t.codcandidato), `${load.tag}-%`],
    );
    const count = new Map<string, number>();
    for (const r of rows) count.set(r.new_value, (count.get(r.new_value) ?? 0) + 1);
    const sentValues = new Set(sent.map((s) => s.value));
    for (const s of acked) {
      const n = count.get(s.value) ?? 0;
      if (n !== 1)
        problems.push(
          `${t.label}: acknowledged autosave '${s.value}' has ${n} audit rows (${describe(s.record!)})`,
        );
    }
    for (const [v, n] of count) {
      if (!sentValues.has(v)) problems.push(`${t.label}: audit row of '${v}', a value never sent`);
      else if (n > 1) problems.push(`${t.label}: '${v}' saved ${n} times`);
    }
    const [cand] = await pgc.query<{ nomemae: string | null }>(
      'select nomemae from candidate where codcandidato = $1',
      [t.codcandidato],
    );
    const newest = rows.at(-1)?.new_value;
    if (acked.length > 0 && cand?.nomemae !== newest)
      problems.push(
        `${t.label}: column NOMEMAE is '${cand?.nomemae}', the newest audit row says '${newest}'`,
      );
  }
  return problems;
}

export async function verifyUploads(
  load: Load,
  pgc: PostgresCluster,
  s3: S3Process,
  baseUrl: string,
): Promise<string[]> {
  const problems: string[] = [];
  const ids = load.uploads.map((u) => u.codimagem);
  const rows = await pgc.query<FileRow>(
    `select codimagem::text, codcandidato, codtipodoc, bucket, storage_key, size, mime, active
       from document_file where codimagem = any($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [Number(r.codimagem), r]));
  await inBatches(load.uploads, 8, async (u) => {
    const what = `upload #${u.codimagem} (${u.target.label}, type ${u.codtipodoc}; ${describe(u.record)})`;
    const row = byId.get(u.codimagem);
    if (!row) return void problems.push(`${what}: no document_file row`);
    if (row.codcandidato !== u.target.codcandidato || row.codtipodoc !== u.codtipodoc)
      return void problems.push(`${what}: row is of candidate ${row.codcandidato}, type ${row.codtipodoc}`);
    if (!row.active || row.bucket !== 'S')
      problems.push(`${what}: row active=${row.active} bucket=${row.bucket}`);
    const size = await s3.objectSize(row.storage_key);
    if (size !== row.size)
      return void problems.push(`${what}: object ${row.storage_key} size ${size}, row ${row.size}`);
    const view = await call(
      baseUrl,
      `/api/candidate/documents/image/show/${u.target.codcandidato}/${u.codtipodoc}?CODIMAGEM=${u.codimagem}`,
      { kind: 'view', token: u.target.actor.token, tenant: u.target.actor.tenant, keepBytes: true },
    );
    if (view.status !== 200) return void problems.push(`${what}: image call ${describe(view)}`);
    if (!view.contentType?.startsWith(row.mime))
      problems.push(`${what}: served as ${view.contentType}, row ${row.mime}`);
    const stored = await s3.objectBytes(row.storage_key);
    if (!view.bytes || !view.bytes.equals(stored))
      problems.push(`${what}: served ${view.bytes?.length} bytes that are not the object's ${stored.length}`);
  });
  return problems;
}

/** every file row of the given candidates has its object (acknowledged or not) */
export async function verifyNoRowWithoutFile(
  pgc: PostgresCluster,
  s3: S3Process,
  candidates: number[],
): Promise<string[]> {
  const rows = await pgc.query<FileRow>(
    `select codimagem::text, codcandidato, codtipodoc, bucket, storage_key, size, mime, active
       from document_file where codcandidato = any($1::int[]) and bucket = 'S'`,
    [candidates],
  );
  const problems: string[] = [];
  await inBatches(rows, 16, async (r) => {
    const size = await s3.objectSize(r.storage_key);
    if (size !== r.size)
      problems.push(
        `document_file #${r.codimagem} (candidate ${r.codcandidato}): object ${r.storage_key} size ${size}, row ${r.size}`,
      );
  });
  return problems;
}
