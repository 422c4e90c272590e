/**
 * A benchmark part that needs the API to itself (documents, privacy): a fresh PostgreSQL database
 * and a temp DATA_DIR, the API started on them with the demo, and everything removed afterwards.
 * Skipped (one line) when nothing answers on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isListening } from '../free-port.ts';
import { startServer, type RunningServer } from '../server-process.ts';
import { LOOPBACK, POSTGRES_PORT } from '../settings.ts';
import { adminQuery } from '../verdicts.ts';

export interface OwnServer {
  server: RunningServer;
  databaseUrl: string;
  dataDir: string;
  /** stops the API early: what follows works on the database alone */
  stopServer(): Promise<void>;
}

export async function withOwnServer(area: string, run: (own: OwnServer) => Promise<void>): Promise<void> {
  if (!(await isListening(POSTGRES_PORT))) {
    console.log(`\n${area}: nothing answers on PostgreSQL: skipped`);
    return;
  }
  const name = `admissao_bench_${area}_${process.pid}`;
  const dataDir = await mkdtemp(join(tmpdir(), `admissao-bench-${area}-`));
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const databaseUrl = `postgres://postgres@${LOOPBACK}:${POSTGRES_PORT}/${name}`;
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: 'b'.repeat(40),
      PARTNER_SECRET: 'p'.repeat(40),
      SECRETS_KEY: Buffer.alloc(32, 8).toString('base64'),
    });
    const started = server;
    await run({
      server: started,
      databaseUrl,
      dataDir,
      async stopServer() {
        await started.stop();
        server = null;
      },
    });
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}
