/**
 * The PostgreSQL server's cached test template (decision 014): database `admissao_tpl_<key12>`,
 * kept across runs while its key (testing/template-key.ts) holds. Copies are named
 * `<template>_<run pid>_<kind>_<random>` so a run's teardown drops only its own, and a copy whose
 * run died is dropped by the next run. Other helpers' runs (other branches, other keys) share the
 * server at the same time, so another key's template is dropped only after it went unused for
 * STALE_AFTER_MS, and a run's copies only when that run's process is gone.
 */
import type { Client } from 'pg';

export const TEMPLATE_PREFIX = 'admissao_tpl_';
const STALE_AFTER_MS = 6 * 3600_000;
/** the comment a template gets once it is complete, with the time a run last used it */
const COMPLETE = 'admissao test template complete; used ';
/** every run's template check and build: one at a time, server-wide */
const LOCK_KEY = 'admissao_test_template';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminClient(url: string): Promise<Client> {
  const pg = await import('pg');
  const c = new pg.default.Client({ connectionString: url });
  await c.connect();
  return c;
}

export async function adminQuery<T>(url: string, sqlText: string, params: unknown[] = []): Promise<T[]> {
  const c = await adminClient(url);
  try {
    return (await c.query(sqlText, params)).rows as T[];
  } finally {
    await c.end();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** the run pid in a copy's name (`<template>_<pid>_…`), or in an old-style `admissao_tpl_<pid>` */
function runPid(name: string): number | undefined {
  const m = /^admissao_tpl_(?:[0-9a-f]{12}_)?(\d+)(?:_|$)/.exec(name);
  return m ? Number(m[1]) : undefined;
}

/**
 * The complete template for `key`, built by `build` when missing, incomplete (a run that crashed
 * while building it) or when `rebuild` is asked. Under a server-wide advisory lock, so two runs
 * that start at once build it once; the other waits and reuses it.
 */
export async function ensurePostgresTemplate(
  url: string,
  key: string,
  rebuild: boolean,
  build: (templateUrl: string) => Promise<void>,
): Promise<{ name: string; built: boolean }> {
  const name = `${TEMPLATE_PREFIX}${key.slice(0, 12)}`;
  const c = await adminClient(url);
  try {
    await c.query('select pg_advisory_lock(hashtext($1))', [LOCK_KEY]);
    const rows = (
      await c.query<{ datname: string; note: string | null }>(
        `select datname, shobj_description(oid, 'pg_database') as note from pg_database
         where starts_with(datname, $1)`,
        [TEMPLATE_PREFIX],
      )
    ).rows;
    await dropStale(c, rows, name);
    const mine = rows.find((r) => r.datname === name);
    const complete = mine?.note?.startsWith(COMPLETE) ?? false;
    if (complete && !rebuild) {
      await c.query(`comment on database ${name} is '${COMPLETE}${new Date().toISOString()}'`);
      return { name, built: false };
    }
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
    await build(withDatabase(url, name));
    // written last: a template without it is a half-built one
    await c.query(`comment on database ${name} is '${COMPLETE}${new Date().toISOString()}'`);
    return { name, built: true };
  } finally {
    await c.query('select pg_advisory_unlock(hashtext($1))', [LOCK_KEY]).catch(() => undefined);
    await c.end();
  }
}

/** other keys' templates unused for STALE_AFTER_MS or never completed, and copies of dead runs */
async function dropStale(c: Client, rows: { datname: string; note: string | null }[], current: string) {
  const now = Date.now();
  for (const { datname, note } of rows) {
    if (datname === current) continue;
    const isTemplate = /^admissao_tpl_[0-9a-f]{12}$/.test(datname);
    let stale: boolean;
    if (isTemplate) {
      const used = note?.startsWith(COMPLETE) ? Date.parse(note.slice(COMPLETE.length)) : NaN;
      // incomplete: no build runs now (we hold the lock), so a crash left it
      stale = Number.isNaN(used) || now - used > STALE_AFTER_MS;
    } else {
      const pid = runPid(datname);
      stale = pid !== undefined && !processAlive(pid);
    }
    if (stale) await c.query(`drop database if exists ${datname} with (force)`);
  }
}

/** Global teardown: every copy this run made (the template stays for the next run). */
export async function dropRunCopies(url: string, template: string, pid: number): Promise<void> {
  const copies = await adminQuery<{ datname: string }>(
    url,
    'select datname from pg_database where starts_with(datname, $1)',
    [`${template}_${pid}_`],
  );
  for (const { datname } of copies) await adminQuery(url, `drop database if exists ${datname} with (force)`);
}
