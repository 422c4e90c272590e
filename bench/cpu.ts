/**
 * CPU time spent by the API server and by PostgreSQL during a measurement, and the server's
 * resident memory, read from /proc.
 * Requests per second depend on what else the machine runs; CPU milliseconds per request do
 * much less, so the report prints both and the capacity the CPU cost implies on 2 cores.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Measurement } from './load.ts';
import { adminQuery } from './verdicts.ts';

/** clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux) */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  serverMs: number;
  postgresMs: number;
}

/** utime + stime of one process (and its waited-for children), in ms; 0 when unreadable */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may contain spaces: fields start after the closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  return {
    serverMs: serverPid ? processCpuMs(serverPid) : 0,
    postgresMs: postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0),
  };
}

export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
  /** requests per second the two together could serve on `cores` cores with nothing else running */
  capacity: number;
}

export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
  cores = 2,
): CpuPerRequest | undefined {
  if (requests <= 0) return undefined;
  const serverMs = (after.serverMs - before.serverMs) / requests;
  const postgresMs = (after.postgresMs - before.postgresMs) / requests;
  const total = serverMs + postgresMs;
  return { serverMs, postgresMs, capacity: total > 0 ? (cores * 1000) / total : 0 };
}

/** resident memory (VmRSS) of a process, in MB; 0 when unreadable */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** the PostgreSQL backends serving one database (the bench's own), not the other sessions' */
async function backendsOf(databaseUrl: string): Promise<number[]> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const rows = await adminQuery(
    `select pid from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
  );
  return rows.map((r) => Number(r.pid));
}

/**
 * CPU per 2xx answer of `run` (a load of `seconds`): the API process, and (PostgreSQL) the backends
 * serving its database — the figure other sessions' load moves least (decision 036's lesson). On
 * PGlite the database runs inside the API process: all of it is the API's.
 */
export async function cpuPerAnswer(
  serverPid: number | undefined,
  databaseUrl: string | undefined,
  seconds: number,
  run: () => Promise<Measurement>,
): Promise<Measurement> {
  if (!serverPid) return run();
  const pgBefore = new Map(
    (databaseUrl ? await backendsOf(databaseUrl) : []).map((p) => [p, processCpuMs(p)]),
  );
  const apiBefore = processCpuMs(serverPid);
  const m = await run();
  const apiAfter = processCpuMs(serverPid);
  const pids = new Set([...pgBefore.keys(), ...(databaseUrl ? await backendsOf(databaseUrl) : [])]);
  let postgres = 0;
  for (const pid of pids) postgres += Math.max(0, processCpuMs(pid) - (pgBefore.get(pid) ?? 0));
  const answers = Math.round(m.rps * seconds);
  if (!answers) return m;
  return { ...m, cpu: { serverMs: (apiAfter - apiBefore) / answers, postgresMs: postgres / answers } };
}
