/**
 * The PostgreSQL server's cached template (decision 014): built once when two runs start at once,
 * reused while complete, built again when a crash left it half-built. Server-only by nature: PGlite's
 * cache is a file renamed into place.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, ensurePostgresTemplate, withDatabase } from '../src/testing/template-pg.ts';

const url = process.env.DATABASE_URL;
// a key no real run has: its template is this test's alone
const KEY = `fe57${'0'.repeat(56)}${process.pid.toString(16).padStart(4, '0').slice(-4)}`;
const NAME = `admissao_tpl_${KEY.slice(0, 12)}`;

describe.skipIf(!url)('template em cache no servidor PostgreSQL', () => {
  let builds = 0;
  const build = async (at: string) => {
    builds++;
    expect(at).toBe(withDatabase(url!, NAME));
    await adminQuery(at, 'create table marca (n int)');
  };
  afterAll(() => adminQuery(url!, `drop database if exists ${NAME} with (force)`));

  it('duas execuções que começam juntas constroem uma vez; a outra espera e reaproveita', async () => {
    const [a, b] = await Promise.all([
      ensurePostgresTemplate(url!, KEY, false, build),
      ensurePostgresTemplate(url!, KEY, false, build),
    ]);
    expect(builds).toBe(1);
    expect([a.built, b.built].sort()).toEqual([false, true]);
    expect(a.name).toBe(NAME);
    expect((await ensurePostgresTemplate(url!, KEY, false, build)).built).toBe(false);
    expect(builds).toBe(1);
  });

  it('um template sem a marca de completo (construção interrompida) é construído de novo', async () => {
    await adminQuery(url!, `comment on database ${NAME} is null`);
    expect((await ensurePostgresTemplate(url!, KEY, false, build)).built).toBe(true);
    expect(builds).toBe(2);
    const failing = async (at: string) => {
      await build(at);
      throw new Error('queda no meio da construção');
    };
    await expect(ensurePostgresTemplate(url!, KEY, true, failing)).rejects.toThrow('queda');
    expect((await ensurePostgresTemplate(url!, KEY, false, build)).built).toBe(true);
    // a fresh database each time: build's create table would fail on the half-built one
    expect(builds).toBe(4);
  });

  it('ADMISSAO_TEST_TEMPLATE=rebuild (rebuild) constrói de novo mesmo completo', async () => {
    expect((await ensurePostgresTemplate(url!, KEY, true, build)).built).toBe(true);
  });
});
