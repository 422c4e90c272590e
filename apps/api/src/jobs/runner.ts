/**
 * Background jobs on a polling loop. Every job is safe to run in several processes at
 * once (rows are claimed with SKIP LOCKED), so this needs no extra infrastructure.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isUnavailable, unavailableSummary } from '../lib/unavailable.ts';

export interface Job {
  name: string;
  everyMs: number;
  /** `now`: asked by runNow (a test, or right after enqueueing), so a job that defers itself does not */
  run(now: boolean): Promise<unknown>;
}

export interface JobRunner {
  start(): void;
  stop(): Promise<void>;
  /** runs a job now (tests, and right after enqueueing) */
  runNow(name: string): Promise<void>;
}

export function createJobRunner(jobs: Job[], log: FastifyBaseLogger): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const exec = (job: Job, now = false): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    const p = job
      .run(now)
      .then(() => undefined)
      .catch((err: unknown) =>
        // a database or storage away is retried on the next round: a warning, not an error to fix
        isUnavailable(err)
          ? log.warn(
              { job: job.name, causa: unavailableSummary(err) },
              'tarefa de fundo adiada: dependência indisponível',
            )
          : log.error({ err, job: job.name }, 'falha em tarefa de fundo'),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, p);
    return p;
  };
  return {
    start() {
      for (const job of jobs) {
        const t = setInterval(() => void exec(job), job.everyMs);
        t.unref();
        timers.push(t);
      }
    },
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (job) {
        await running.get(name);
        await exec(job, true);
      }
    },
  };
}
