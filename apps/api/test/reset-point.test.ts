/**
 * The worker's test database (decision 014): whatever a test file wrote, the next test app finds
 * every public table and sequence exactly as the template holds them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { openTestDatabase } from '../src/testing/template-db.ts';

/** every public table's rows (generated columns too) and every public sequence, as text */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; md5: string | null }>(
      await db.execute(
        sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${sql.identifier(name)} t`,
      ),
    );
    out[name] = `${row!.n} ${row!.md5}`;
  }
  for (const s of rowsOf<{ name: string; last_value: string | null }>(
    await db.execute(
      sql`select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
    ),
  ))
    out[`sequence ${s.name}`] = String(s.last_value);
  return out;
}

async function writeEverywhere(db: Db) {
  await db.execute(sql`update candidate set nome = 'OUTRO NOME', codstatus = 5 where codcandidato in
    (select codcandidato from candidate order by codcandidato limit 2)`);
  await db.execute(sql`insert into rate_limit (key, hits, reset_at) values ('x', 1, now())`);
  // membership rows go with their staff user (on delete cascade)
  await db.execute(sql`delete from staff_user where usuario = 'gestor'`);
  await db.execute(sql`truncate doubt`);
  await db.execute(sql`delete from municipio where codigo in (select codigo from municipio limit 10)`);
  // a rolled-back insert still moves the sequence on
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into audit_log (actor, entity, entity_id, action) values ('teste', 'x', '1', 'y')`,
      );
      throw new Error('desfeito');
    }),
  ).rejects.toThrow('desfeito');
}

describe('the worker database between test apps', () => {
  it('comes back to the template after inserts, updates, cascades, truncates and rollbacks', async () => {
    const first = await openTestDatabase();
    let before: Record<string, string>;
    try {
      before = await fingerprint(first.db);
      expect(Object.keys(before).length).toBeGreaterThan(30);
      await writeEverywhere(first.db);
      expect(await fingerprint(first.db)).not.toEqual(before);
    } finally {
      await first.close();
    }
    const second = await openTestDatabase();
    try {
      expect(await fingerprint(second.db)).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('is shared by one app at a time: a second app meanwhile gets a private copy', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      expect(second.db === first.db).toBe(false);
      await second.db.execute(sql`delete from rate_limit`);
    } finally {
      await second.close();
      await first.close();
    }
    const again = await openTestDatabase();
    expect(again.db === first.db).toBe(true);
    await again.close();
  });
});
