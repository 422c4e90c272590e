/**
 * The sealing job `kit-seal` (issue 33 §3, decision 071). The signing flow, when the last signer has
 * signed, sets the kit SELANDO and each of its documents due (seal_next_at = now()) and asks for a
 * run (runNow). A run claims due documents of kits in SELANDO a few at a time — FOR UPDATE SKIP
 * LOCKED, then a lease (seal_next_at moved LEASE ahead), so any number of API processes run it and a
 * document is worked on by one of them — and seals each. A fault (the TSA, the storage or the
 * database away) counts an attempt and sets the next one after a doubling backoff; a fault a person
 * must look at (the file changed since it was rendered) is kept in seal_error and not retried.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../lib/rows.ts';
import { timestampClient, type TimestampClient } from '../signature/index.ts';
import type { Storages } from '../storage/index.ts';
import { sealFacts } from './kit-facts.ts';
import { faultOf, SEAL_FAULTS, sealDocument, type SealDeps, type Sealed } from './seal-document.ts';
import { createSignerCache, type SignerCache } from './signer-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export const KIT_SEAL_JOB = 'kit-seal';
/** documents claimed at once: a run holds no lock while it seals, so small batches keep others busy */
const BATCH = 4;
/** documents per run at most (shutdown waits for a run to end) */
const PER_RUN = 40;
/** longer than a seal with the TSA's 10 s timeout; a process that died mid-seal is retried after it */
const LEASE_SECONDS = 5 * 60;
const BACKOFF_FIRST_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 30 * 60;

/** 30 s, 60 s, 2 min … at most 30 min, after the nth failed attempt */
export const backoffSeconds = (attempts: number) =>
  Math.min(BACKOFF_MAX_SECONDS, BACKOFF_FIRST_SECONDS * 2 ** Math.max(0, attempts - 1));

async function claim(ctx: Ctx, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`update kit_document d
      set seal_next_at = now() + make_interval(secs => ${LEASE_SECONDS})
      from (select kd.id from kit_document kd join signature_kit k on k.id = kd.kit_id
            where kd.seal_next_at <= now() and k.status = 'SELANDO'
            order by kd.seal_next_at, kd.id limit ${limit}
            for update of kd skip locked) q
      where d.id = q.id
      returning d.id`),
  );
  return rows.map((r) => r.id);
}

async function recordFault(ctx: Ctx, id: number, err: unknown) {
  const fault = faultOf(err, 'other');
  const { text, final } = SEAL_FAULTS[fault.kind];
  await ctx.db.execute(sql`update kit_document set seal_attempts = least(seal_attempts + 1, 32000),
      seal_error = ${text},
      seal_next_at = case when ${final} then null
        else now() + make_interval(secs => least(${BACKOFF_MAX_SECONDS},
          ${BACKOFF_FIRST_SECONDS} * power(2, least(seal_attempts, 16))::int)) end
    where id = ${id} and signed_key is null`);
  return fault;
}

export interface KitSealOptions {
  /** the TSA's timeout (tests of a hanging TSA) */
  tsaTimeoutMs?: number;
  /** a TSA other than config.tsaUrl's (the bench: none) */
  tsa?: TimestampClient | null;
  /** where a postponed seal is told (the app's logger) */
  log?: { warn(obj: object, msg: string): void };
}

export interface KitSealRun {
  sealed: Sealed[];
  failed: number;
}

/** the runner's Job (jobs/runner.ts), by shape: a module imports nothing above it */
export interface KitSealJob {
  name: string;
  everyMs: number;
  run(now: boolean): Promise<unknown>;
  /** one run, with what it did (tests) */
  sealDue(): Promise<KitSealRun>;
  readonly signers: SignerCache;
}

/** The job; one per process (its signer cache is the process's). */
export function sealJob(ctx: Ctx, storages: Storages, options: KitSealOptions = {}): KitSealJob {
  const signers = createSignerCache(ctx);
  const tsa =
    options.tsa !== undefined
      ? options.tsa
      : ctx.config.tsaUrl
        ? timestampClient({ url: ctx.config.tsaUrl, timeoutMs: options.tsaTimeoutMs })
        : null;
  const deps: SealDeps = { ctx, storages, signers, tsa };
  const { log } = options;

  async function sealOne(id: number, run: KitSealRun) {
    const facts = await sealFacts(ctx.db, id);
    if (!facts) return;
    if (facts.signedKey || facts.kitStatus !== 'SELANDO') {
      // sealed already (never sealed again), or the kit left SELANDO: nothing is due
      await ctx.db.execute(sql`update kit_document set seal_next_at = null where id = ${id}`);
      return;
    }
    const sealed = await sealDocument(deps, facts);
    if (sealed) run.sealed.push(sealed);
  }

  async function sealDue(): Promise<KitSealRun> {
    const run: KitSealRun = { sealed: [], failed: 0 };
    let done = 0;
    while (done < PER_RUN) {
      const ids = await claim(ctx, Math.min(BATCH, PER_RUN - done));
      if (!ids.length) break;
      for (const id of ids) {
        done++;
        try {
          await sealOne(id, run);
        } catch (err) {
          run.failed++;
          const fault = await recordFault(ctx, id, err);
          log?.warn({ kitDocument: id, falha: fault.kind }, 'selagem de documento adiada');
          // the database away: the lease brings the rest back later
          if (fault.kind === 'database') return run;
        }
      }
    }
    return run;
  }

  return { name: KIT_SEAL_JOB, everyMs: 10_000, run: () => sealDue(), sealDue, signers };
}
