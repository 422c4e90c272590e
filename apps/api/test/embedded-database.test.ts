/**
 * The embedded database (PGlite, the default of `npm start`) runs with 32 MB of shared buffers instead of
 * PostgreSQL's 128 MB: its WebAssembly memory never shrinks, and the larger pool held ~100 MB of the
 * server's resident memory (db/client.ts). Passed at start: the postgresql.conf initdb wrote stays as is.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';

const dir = mkdtempSync(join(tmpdir(), 'admissao-embedded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database', () => {
  it('uses 32 MB of shared buffers, and leaves postgresql.conf as initdb wrote it', async () => {
    const opened = await openPglite(dir);
    try {
      const [row] = rowsOf<{ v: string }>(
        await opened.db.execute(sql`select current_setting('shared_buffers') as v`),
      );
      expect(row!.v).toBe('32MB');
    } finally {
      await opened.close();
    }
    const conf = readFileSync(join(dir, 'pg', 'postgresql.conf'), 'utf8');
    expect(conf).toContain('PostgreSQL configuration file');
    expect(conf).not.toMatch(/^shared_buffers\s*=\s*32MB/m);
  });
});
