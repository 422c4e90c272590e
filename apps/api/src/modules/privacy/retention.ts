/**
 * The retention job (decision 039): per client, cancelled candidates whose cancellation is older
 * than RETENCAO_CANCELADOS_DIAS, and finalized ones older than RETENCAO_FINALIZADOS_DIAS (0 = never),
 * are anonymised; so is any candidate whose anonymisation began and did not finish (a crash, of the
 * job or of the staff action). A candidate holding a signed admission kit still within its keeping
 * period (decision 073) is left out of the rules — not of the torn runs: a run that began had found
 * no such kit, and its files may already be gone. Batches of BATCH candidates; safe in several processes at once (the
 * second to reach a candidate finds `anonimizado_em` set and skips it).
 * Before anything is deleted the storage must hold the files the database names (issue 31 §10):
 * run with another DATA_DIR, deleting absent files "succeeded" and the rows went, leaving the real
 * files on the server's disk with nothing pointing to them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STATUS, STATUS_TRAITS, statusesWhere, type StatusTraits } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { settingsFromJson } from '../settings/index.ts';
import type { Storages } from '../storage/index.ts';
import { anonymizeCandidates, markAnonymisationStart } from './anonymize.ts';
import { holdsKeptEsocialEvent } from './kept-esocial.ts';
import { holdsKeptKit } from './kept-kits.ts';

const BATCH = 500;
export const RETENTION_ACTOR = 'system:retencao';
/** the newest files checked before a run */
const STORAGE_SAMPLE = 20;

export class StorageMismatch extends Error {
  constructor(missing: number, checked: number) {
    super(
      `o armazenamento configurado não contém os arquivos que o banco de dados indica ` +
        `(${missing} de ${checked} arquivos recentes ausentes). Confira DATA_DIR e o armazenamento ` +
        `(STORAGE_BUCKET) do servidor; nada foi apagado.`,
    );
  }
}

/**
 * The newest stored files of candidates no run has begun on (a torn run's candidates may rightly
 * have lost theirs) must mostly be there; a storage that holds none of them, or only old ones (a
 * copy of a backup), is not the server's. No file at all: nothing to check.
 */
async function assertStorageHoldsFiles(db: Db, storages: Storages): Promise<void> {
  const sample = rowsOf<{ bucket: string; storage_key: string }>(
    await db.execute(sql`select f.bucket, f.storage_key from document_file f
      join candidate c on c.codcandidato = f.codcandidato
      where c.anonimizacao_iniciada_em is null
      order by f.codimagem desc limit ${STORAGE_SAMPLE}`),
  );
  if (sample.length === 0) return;
  const there = await Promise.all(sample.map((f) => storages.of(f.bucket).exists(f.storage_key)));
  const missing = there.filter((x) => !x).length;
  // a few lost files are the storage's problem, not a wrong folder: retention still runs
  if (missing * 2 > sample.length) throw new StorageMismatch(missing, sample.length);
}

/** when a cancelled candidate was cancelled: the last log entry in that status */
const cancelledAt = sql`coalesce((select max(l.datlog) from candidate_log l
  where l.codcandidato = c.codcandidato and l.codstatus = ${STATUS.CANCELADO}), c.datultinteracao, c.datcadastro)`;

/** When each retention period starts counting; which statuses have one is STATUS_TRAITS (decision 067). */
const RETENTION_SINCE = {
  RETENCAO_CANCELADOS_DIAS: cancelledAt,
  RETENCAO_FINALIZADOS_DIAS: sql`coalesce(c.datfinalizacao, c.datultinteracao, c.datcadastro)`,
} satisfies Record<NonNullable<StatusTraits['retention']>, SQL>;

const RETAINED = statusesWhere((s) => STATUS_TRAITS[s].retention !== null);

async function dueIds(db: Db, now: Date): Promise<number[]> {
  const clients = rowsOf<{ codadm: number; codcli: string; settings: unknown }>(
    await db.execute(sql`select distinct c.codadm, c.codcli, s.settings from candidate c
      left join client_settings s on s.codadm = c.codadm and s.codcli = c.codcli
      where c.anonimizado_em is null and c.codstatus in (${sql.join(
        RETAINED.map((r) => sql`${r}`),
        sql`, `,
      )})`),
  );
  const at = now.toISOString();
  const rules = clients.flatMap((cl) => {
    const s = settingsFromJson(cl.settings);
    const tenant = sql`c.codadm = ${cl.codadm} and c.codcli = ${cl.codcli}`;
    const out = [];
    for (const status of RETAINED) {
      const setting = STATUS_TRAITS[status].retention;
      if (setting === null || s[setting] <= 0) continue;
      out.push(sql`(${tenant} and c.codstatus = ${status}
        and ${RETENTION_SINCE[setting]} <= ${at}::timestamptz - make_interval(days => ${s[setting]})
        and not ${holdsKeptKit(sql`c.codcandidato`, now)}
        and not ${holdsKeptEsocialEvent(sql`c.codcandidato`, now)})`);
    }
    return out;
  });
  const due = [sql`c.anonimizacao_iniciada_em is not null`, ...rules];
  return rowsOf<{ codcandidato: number }>(
    await db.execute(sql`select c.codcandidato from candidate c
      where c.anonimizado_em is null and (${sql.join(due, sql` or `)})
      order by c.codcandidato limit ${BATCH}`),
  ).map((r) => r.codcandidato);
}

/** One run: every due candidate, batch after batch; answers how many were anonymised. */
export async function runRetention(
  db: Db,
  storages: Storages,
  now = new Date(),
): Promise<{ candidates: number; files: number }> {
  const total = { candidates: 0, files: 0 };
  await assertStorageHoldsFiles(db, storages);
  for (;;) {
    const ids = await dueIds(db, now);
    if (ids.length === 0) return total;
    // mark the batch first: should this process die, the next run finishes these whatever the rules say
    // (a kit signed since the select is caught by the mark: that candidate is left out)
    const marked = await markAnonymisationStart(db, ids, now);
    const done = await anonymizeCandidates(db, storages, marked, RETENTION_ACTOR);
    total.candidates += done.candidates;
    total.files += done.files;
    if (done.candidates === 0) return total;
  }
}
