/**
 * Heavy work (PDF printing, Excel exports, the data-export and eSocial ZIPs) runs under two limits, so one user cannot starve the
 * others (issue 12 M9):
 * - per key (a staff user, a print link): at most `perKey` jobs running or waiting; one more
 *   answers 429 'Aguarde a geração em andamento.' at once;
 * - process-wide: at most `concurrency` jobs run together, the rest wait their turn in order
 *   (FIFO); when `maxQueue` are already waiting, 429 too.
 * A slot is released exactly once, whatever ends the work (done, error, client gone).
 */
import { availableParallelism } from 'node:os';
import { MSG } from '@admissao/domain';
import { tooMany } from './http-errors.ts';

export interface WorkLimits {
  perKey: number;
  concurrency: number;
  maxQueue: number;
}

export const HEAVY_WORK_LIMITS: WorkLimits = {
  perKey: 2,
  // a core each (the PDF render pool has one worker per core, Excel streams in the main thread),
  // and at least one more than a user may hold, so another user's print never waits behind them
  concurrency: Math.max(3, availableParallelism()),
  maxQueue: 64,
};

const RETRY_AFTER_SECONDS = 5;

export type Release = () => void;

export interface WorkLimiter {
  /** a slot for `key`, once the pool has room; throws 429 when the key or the queue is full */
  acquire(key: string): Promise<Release>;
  /** runs `work` in a slot, released when it settles */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  state(): { running: number; queued: number; keys: number };
}

export function createWorkLimiter(limits: WorkLimits = HEAVY_WORK_LIMITS): WorkLimiter {
  const perKey = new Map<string, number>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const leaveKey = (key: string) => {
    const n = (perKey.get(key) ?? 1) - 1;
    if (n > 0) perKey.set(key, n);
    else perKey.delete(key);
  };

  const limiter: WorkLimiter = {
    acquire(key) {
      const held = perKey.get(key) ?? 0;
      if (held >= limits.perKey)
        return Promise.reject(tooMany(MSG.generationInProgress, RETRY_AFTER_SECONDS));
      if (running >= limits.concurrency && waiting.length >= limits.maxQueue)
        return Promise.reject(tooMany(MSG.generationInProgress, RETRY_AFTER_SECONDS));
      perKey.set(key, held + 1);
      let released = false;
      const release: Release = () => {
        if (released) return;
        released = true;
        leaveKey(key);
        // the slot passes to the next in line, or frees up
        const next = waiting.shift();
        if (next) next();
        else running--;
      };
      if (running < limits.concurrency) {
        running++;
        return Promise.resolve(release);
      }
      return new Promise<Release>((resolve) => waiting.push(() => resolve(release)));
    },
    async run(key, work) {
      const release = await limiter.acquire(key);
      try {
        return await work();
      } finally {
        release();
      }
    },
    state: () => ({ running, queued: waiting.length, keys: perKey.size }),
  };
  return limiter;
}

/** A stream made in a slot that stays held for as long as the stream is open. */
export async function streamInSlot<S extends NodeJS.ReadableStream & { once(e: 'close', f: () => void): S }>(
  limiter: WorkLimiter,
  key: string,
  open: () => S,
): Promise<S> {
  const release = await limiter.acquire(key);
  try {
    // 'close' comes after the last byte was read, after an error, and when the reply destroys
    // the stream because the client went away
    return open().once('close', release);
  } catch (err) {
    release();
    throw err;
  }
}

/** whose heavy work it is: a staff user, a candidate, or the holder of a print link */
export const workKey = {
  staff: (codusuario: number) => `s:${codusuario}`,
  candidate: (codcandidato: number) => `c:${codcandidato}`,
  printLink: (lid: number) => `link:${lid}`,
};
