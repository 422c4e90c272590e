/**
 * What answer each recorded call was allowed to get. Each fault opens a window on the rig's clock,
 * closed once recovery is confirmed (plus a short grace for connections the pool still has to
 * replace). A call overlapping a window of its scope may get the API's 503 (JSON, Retry-After,
 * pt-BR message) within the window's time bound. A call in flight on a process the test SIGKILLed
 * gets what haproxy 2.6 does then (checked on this machine): its own 502 for the first request of a
 * client connection (X-Served-By: the dead process), and for a later request of a keep-alive
 * connection no answer at all — the connection is closed, unlogged, as a server closing an idle
 * keep-alive connection would, so that the client may retry — which the test can place in time
 * only (within 2 s of the kill), not on a server. Everything else must be 2xx — the one business
 * refusal the load can meet is 409 "limit of 20 files" — and no call may ever get a 500 or a 504.
 */
import { describe, unavailableProblem, type CallKind, type CallRecord } from './http.ts';
import { now } from './util.ts';

export type Scope =
  /** PostgreSQL away: every call may be refused */
  | { db: true }
  /** the storage away: calls that read or write files */
  | { s3: true }
  /** one process cut off or restarting: the calls haproxy gave it */
  | { process: string };

export interface Window {
  name: string;
  scope: Scope;
  from: number;
  to: number | undefined;
  /** how long a refused call of this window may take */
  boundMs: number;
  /** SIGKILL of this process at `killedAt`: its calls in flight may end with haproxy's 502 */
  killed?: { process: string; at: number };
}

/**
 * a call sent up to this long after a SIGKILL may still have been on its way to the dead process
 * (haproxy had not seen the connections close yet)
 */
const KILL_SLACK_MS = 300;
/** after recovery is confirmed, a call may still meet a connection that died in the fault */
export const GRACE_MS = 2000;

const STORAGE_KINDS: CallKind[] = ['upload', 'view'];

export class Judge {
  readonly windows: Window[] = [];

  open(name: string, scope: Scope, boundMs: number): Window {
    const w: Window = { name, scope, from: now(), to: undefined, boundMs };
    this.windows.push(w);
    return w;
  }

  close(w: Window): void {
    w.to = now() + GRACE_MS;
  }

  private covers(w: Window, r: CallRecord): boolean {
    const to = w.to ?? Number.POSITIVE_INFINITY;
    if (r.start > to || r.end < w.from) return false;
    if ('db' in w.scope) return true;
    if ('s3' in w.scope) return STORAGE_KINDS.includes(r.kind);
    return r.servedBy === w.scope.process || r.via === w.scope.process;
  }

  /** '' when the answer was allowed, else why not */
  problem(r: CallRecord): string {
    if (r.status >= 200 && r.status < 300) return '';
    if (r.status === 500) return 'a 500';
    if (r.status === 0) {
      // haproxy's answer to a later request of a keep-alive connection whose server died under it:
      // it closes the connection without a word (a first request gets its 502, below)
      const closed = /UND_ERR_SOCKET|ECONNRESET|socket hang up/.test(r.error ?? '');
      const kill = this.windows.find(
        (w) =>
          w.killed &&
          r.start <= w.killed.at + KILL_SLACK_MS &&
          r.end >= w.killed.at &&
          r.end <= w.killed.at + 2000,
      );
      return closed && kill ? '' : 'no answer';
    }
    if (r.status === 409 && r.kind === 'upload') {
      const msg = (r.json as { message?: string } | undefined)?.message ?? '';
      return /limite de 20 arquivos/i.test(msg) ? '' : `409 "${msg}"`;
    }
    const windows = this.windows.filter((w) => this.covers(w, r));
    if (r.status === 502 && !r.fromApi) {
      const kill = this.windows.find(
        (w) =>
          w.killed &&
          r.servedBy === w.killed.process &&
          r.start <= w.killed.at + KILL_SLACK_MS &&
          r.end >= w.killed.at,
      );
      return kill ? '' : "haproxy's 502 for a call not in flight on a process the test killed";
    }
    if (r.status === 503) {
      if (windows.length === 0) return 'a 503 outside every fault';
      const shape = unavailableProblem(r);
      if (shape) return shape;
      const bound = Math.max(...windows.map((w) => w.boundMs));
      if (r.end - r.start > bound) return `a 503 after ${r.end - r.start} ms (bound ${bound} ms)`;
      return '';
    }
    return `status ${r.status}${windows.length ? ` during ${windows.map((w) => w.name).join(', ')}` : ''}`;
  }

  /**
   * every record not allowed: first how many of each kind of problem, then the first few of each
   * kind described (a flood of one problem must not hide another)
   */
  problems(records: CallRecord[], perKind = 6): string[] {
    const groups = new Map<string, string[]>();
    for (const r of records) {
      const p = this.problem(r);
      if (!p) continue;
      const key = `${r.kind} ${r.status}: ${p.replace(/\d+ ms/g, 'N ms')}`;
      const list = groups.get(key) ?? [];
      list.push(`${p}: ${describe(r)}`);
      groups.set(key, list);
    }
    return [...groups.entries()].flatMap(([key, list]) => [
      `${list.length} × ${key}`,
      ...list.slice(0, perKind).map((l) => `    ${l}`),
    ]);
  }

  /** calls that took longer than `boundMs`, whatever their answer (a hang) */
  static slow(records: CallRecord[], boundMs: number): string[] {
    return records
      .filter((r) => r.end - r.start > boundMs)
      .map((r) => `slower than ${boundMs} ms: ${describe(r)}`);
  }

  summary(records: CallRecord[]): string {
    const by = new Map<string, number>();
    for (const r of records) {
      const k = `${r.kind} ${r.status}${r.servedBy ? ` ${r.servedBy}` : ''}`;
      by.set(k, (by.get(k) ?? 0) + 1);
    }
    return [...by.entries()]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
  }
}
