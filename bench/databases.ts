/**
 * The two databases the server runs on: a fresh PostgreSQL database (created and dropped
 * here) and a fresh PGlite data directory. Each gives the server's environment and a
 * dispose() to run once the server has stopped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isListening } from './free-port.ts';
import { adminQuery } from './verdicts.ts';
import { LOOPBACK, POSTGRES_PORT } from './settings.ts';

export interface BenchDatabase {
  label: 'PostgreSQL' | 'PGlite';
  env: Record<string, string>;
  /** the server's PostgreSQL database, for the candidate-list seeding */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export type Prepared = BenchDatabase | { skip: string };

export async function preparePostgres(): Promise<Prepared> {
  if (!(await isListening(POSTGRES_PORT)))
    return { skip: `nothing answers on ${LOOPBACK}:${POSTGRES_PORT}: PostgreSQL part skipped` };
  const name = `admissao_bench_${process.pid}`;
  const drop = async () => void (await adminQuery(`drop database if exists ${name} with (force)`));
  await drop();
  await adminQuery(`create database ${name}`);
  const databaseUrl = `postgres://postgres@${LOOPBACK}:${POSTGRES_PORT}/${name}`;
  return {
    label: 'PostgreSQL',
    databaseUrl,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PARTNER_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
    dispose: drop,
  };
}

export async function preparePglite(): Promise<Prepared> {
  const dir = await mkdtemp(join(tmpdir(), 'admissao-bench-'));
  return {
    label: 'PGlite',
    env: { DATA_DIR: dir },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
