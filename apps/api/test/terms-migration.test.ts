/**
 * The migrations of the terms of use, run on a database that holds data before them (decisions 055,
 * 060): 0017 turned each stored first-acceptance date into an acceptance of the first text; 0028
 * gives every version its client — the acceptances stay, same hash, date and (absent) address, on a
 * version of the candidate's own client — and the client's new default text is then a new version
 * that candidate is asked to accept once.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import type { CandidateActor } from '../src/modules/auth/actor.ts';
import { readTerms } from '../src/modules/privacy/terms.ts';

/** the hash of the one text of decision 055 (migration 0017) */
const FIRST = '26ceb814a67fdd2216a3fa2d0f7dec22852024da4ffa2f9a9beb39d2d6d9dd00';

let client: PGlite;
let db: Db;
let partial: string;

/** The migrations folder up to (not including) the one whose tag starts with `before`. */
function foldersUpTo(before: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'terms-migration-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.startsWith(before)),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client, { schema }) as unknown as Db;
  partial = foldersUpTo('0017_');
  await migrate(db as never, { migrationsFolder: partial });
  // two clients, candidates who accepted the one text (a date only) and one who never did
  await db.execute(sql`insert into status (codstatus, desstatus, corstatus) values (1, 'Novo', '#000')`);
  await db.execute(sql`insert into admin_account (codadm, nome) values (9, 'Conta')`);
  await db.execute(sql`insert into client (codadm, codcli, nomecli)
    values (9, '041', 'Cliente Um'), (9, '042', 'Cliente Dois')`);
  await db.execute(sql`insert into candidate (codcandidato, codadm, codcli, nome, email, dataceitetermos)
    values (1, 9, '041', 'ANA', 'ana@um.com.br', '2025-03-04T05:06:07Z'),
      (2, 9, '042', 'BIA', 'bia@dois.com.br', '2025-04-05T06:07:08Z'),
      (3, 9, '041', 'CAIO', 'caio@um.com.br', null)`);
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}, 120_000);
afterAll(async () => {
  await client?.close();
  if (partial) rmSync(partial, { recursive: true, force: true });
});

const acceptances = async () =>
  rowsOf<{
    codcandidato: number;
    codadm: number;
    codcli: string;
    hash: string;
    aceito_em: Date | string;
    ip: string | null;
  }>(
    await db.execute(sql`select a.codcandidato, v.codadm, v.codcli, v.hash, a.aceito_em, a.ip
      from terms_acceptance a join terms_version v on v.id = a.codversao order by a.codcandidato`),
  );

describe('migrations 0017 and 0028', () => {
  it("keep each stored acceptance, on a version of the candidate's client", async () => {
    const rows = await acceptances();
    expect(
      rows.map((r) => [
        r.codcandidato,
        r.codadm,
        r.codcli,
        r.hash,
        new Date(r.aceito_em).toISOString(),
        r.ip,
      ]),
    ).toEqual([
      [1, 9, '041', FIRST, '2025-03-04T05:06:07.000Z', null],
      [2, 9, '042', FIRST, '2025-04-05T06:07:08.000Z', null],
    ]);
    const versions = rowsOf<{ n: number; tenantless: number }>(
      await db.execute(sql`select count(*)::int as n,
        count(*) filter (where codadm is null or codcli is null)::int as tenantless from terms_version`),
    );
    expect(versions[0]).toEqual({ n: 2, tenantless: 0 });
  });

  it("then asks once for the client's new text, and keeps the first acceptance listed", async () => {
    const actor = { tenant: { CODADM: 9, CODCLI: '041' }, codcandidato: 1 } as CandidateActor;
    const now = await readTerms(db, actor);
    expect(now.VERSAO).not.toBe(FIRST);
    expect(now.TEXTO).toContain('<strong>Cliente Um</strong>');
    expect(now.ACEITO_EM).toBeNull();
    expect((await acceptances()).filter((r) => r.codcandidato === 1)).toHaveLength(1);
  });
});
