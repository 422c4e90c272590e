/**
 * The pages of the candidate list held in memory (decisions 016 and 044, migration 0026): once read,
 * a page is answered again without reading the database — and any change to what a row shows, by
 * whatever statement, drops the client's pages at once. The plain unpaged list is always read from
 * the database: it is the oracle here. With the listener down (PostgreSQL), pages are read again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateListPage,
  CandidateListRow,
  LogonAnswerWithRefresh,
  TenantRef,
} from '@admissao/domain';
import { LISTENER_APPLICATION_NAME } from '../src/db/session-notices.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { unheard as unheardBy, until } from './support/held-facts.ts';
import { signInAs } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswerWithRefresh;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const PAGED = '/api/candidate/list?PAGE=1&PAGESIZE=50';

const get = async (url: string, tenant: TenantRef) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.headers(admin.token, tenant) });
  expect(res.statusCode).toBe(200);
  return res.json<unknown>();
};
/** the page (possibly held) */
const page = async (tenant: TenantRef = C041) => ((await get(PAGED, tenant)) as CandidateListPage).rows;
/** the same rows read from the database (the unpaged list is never held) */
const fresh = async (tenant: TenantRef = C041) =>
  ((await get('/api/candidate/list', tenant)) as CandidateListRow[]).slice(0, 50);

const unheard = (statement: ReturnType<typeof sql>) => unheardBy(t.db, statement);
const one = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement))[0]!;

describe('GET /candidate/list pages are held while changes are heard', () => {
  it('a held page is answered without a read; a heard change to a listed column is seen at once', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const before = await page();
    expect(before).toEqual(await fresh());
    const id = before[0]!.CODCANDIDATO;

    await unheard(sql`update candidate set nome = 'NOME SILENCIOSO' where codcandidato = ${id}`);
    expect(await page()).toEqual(before);
    expect((await fresh())[0]!.NOME).toBe('NOME SILENCIOSO');

    await t.db.execute(sql`update candidate set nome = 'NOME OUVIDO' where codcandidato = ${id}`);
    const after = await page();
    expect(after[0]!.NOME).toBe('NOME OUVIDO');
    expect(after).toEqual(await fresh());
  });

  it("another client's page is its own, and a change in one client leaves the other's held", async () => {
    const mine = await page(C041);
    const theirs = await page(C042);
    expect(theirs).toEqual(await fresh(C042));
    expect(theirs.map((r) => r.CODCANDIDATO)).not.toContain(mine[0]!.CODCANDIDATO);
    const other = theirs[0]!.CODCANDIDATO;
    await unheard(sql`update candidate set nome = 'OUTRO SILENCIOSO' where codcandidato = ${other}`);
    await t.db.execute(
      sql`update candidate set nome = 'MUDOU EM 041' where codcandidato = ${mine[0]!.CODCANDIDATO}`,
    );
    expect(await page(C042)).toEqual(theirs);
    expect((await page(C041))[0]!.NOME).toBe('MUDOU EM 041');
  });

  it('a status, a unit name, a document status, a page, a document type and extra information are each seen', async () => {
    const rows = await page();
    const first = rows[0]!;
    const seenAfter = async (change: ReturnType<typeof sql>) => {
      await page();
      await t.db.execute(change);
      expect(await page()).toEqual(await fresh());
    };
    await seenAfter(sql`update candidate set codstatus = 12 where codcandidato = ${first.CODCANDIDATO}`);

    const withUnit = rows.find((r) => r.CODUNIDADE !== null);
    expect(withUnit).toBeDefined();
    await seenAfter(
      sql`update unit set unidade = 'UNIDADE RENOMEADA' where codunidade = ${withUnit!.CODUNIDADE}`,
    );
    expect((await page()).find((r) => r.CODCANDIDATO === withUnit!.CODCANDIDATO)!.UNIDADE).toBe(
      'UNIDADE RENOMEADA',
    );

    const type = await one<{ codtipodoc: number }>(
      sql`select codtipodoc from document_type where codadm = 9 and codcli = '041' and ativo and not opcional
        order by codtipodoc limit 1`,
    );
    const summary = async () =>
      (await page()).find((r) => r.CODCANDIDATO === first.CODCANDIDATO)!.DESDOCSENVIADOS;
    const noneSent = await summary();
    await seenAfter(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime, size, created_by)
      values (${first.CODCANDIDATO}, ${type.codtipodoc}, ${`held-list-${first.CODCANDIDATO}`}, 'image', 'image/jpeg', 1, 'U:1')`);
    await seenAfter(sql`insert into candidate_document (codcandidato, codtipodoc, status)
      values (${first.CODCANDIDATO}, ${type.codtipodoc}, 1)
      on conflict (codcandidato, codtipodoc) do update set status = 1`);
    expect(await summary()).not.toBe(noneSent);
    await seenAfter(sql`update candidate_document set status = 2
      where codcandidato = ${first.CODCANDIDATO} and codtipodoc = ${type.codtipodoc}`);
    await seenAfter(
      sql`update document_file set active = false where storage_key = ${`held-list-${first.CODCANDIDATO}`}`,
    );
    await seenAfter(sql`update document_type set opcional = true where codtipodoc = ${type.codtipodoc}`);

    const field = await one<{ codinfo: number }>(sql`insert into custom_field
      (codadm, codcli, numcampo, descricao, tipo, resp_preenchimento) values (9, '041', 9, 'Lista', 'T', 'A')
      returning codinfo`);
    await seenAfter(sql`insert into custom_field_data (codcandidato, codinfo, descricao)
      values (${first.CODCANDIDATO}, ${field.codinfo}, 'sim')`);
    expect((await page()).find((r) => r.CODCANDIDATO === first.CODCANDIDATO)!.INFO_EXTRA.POSSUI_INFO).toBe(
      true,
    );
    await seenAfter(sql`delete from custom_field_data where codinfo = ${field.codinfo}`);
  });
});

describe('a page not held is read once for the calls that miss it together', () => {
  it('joined while no change is heard; a heard change starts a new read, and the old one is not stored', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const sessions = t.app.ctx.sessions;
    let reads = 0;
    const pending: ((json: string) => void)[] = [];
    const read = () => {
      reads++;
      return new Promise<string>((resolve) => pending.push(resolve));
    };
    const first = sessions.sharedListPage(C041, 'shared', read);
    const second = sessions.sharedListPage(C041, 'shared', read);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    const epoch = sessions.epoch;
    await t.db.execute(sql`update candidate set nome = 'MUDOU NA LEITURA' where codadm = 9 and codcli = '041'
      and codcandidato = (select min(codcandidato) from candidate where codadm = 9 and codcli = '041')`);
    await until(() => sessions.epoch !== epoch);
    const third = sessions.sharedListPage(C041, 'shared', read);
    expect(reads).toBe(2);
    pending[1]!('depois');
    expect(await third).toBe('depois');
    expect(sessions.listPage(C041, 'shared')).toBe('depois');
    // the first read ends last: it started before the change, so it answers its callers but is not stored
    pending[0]!('antes');
    expect(await first).toBe('antes');
    expect(sessions.listPage(C041, 'shared')).toBe('depois');
    expect(await sessions.sharedListPage(C041, 'shared', read)).toBe('depois');
    expect(reads).toBe(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('when the listener connection drops (PostgreSQL)', () => {
  it('pages are read from the database until the listener is back', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const id = (await page(C042))[0]!.CODCANDIDATO;
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await until(() => !t.app.ctx.sessions.listening);
    await unheard(sql`update candidate set nome = 'LIDO DO BANCO' where codcandidato = ${id}`);
    expect((await page(C042))[0]!.NOME).toBe('LIDO DO BANCO');
    await until(() => t.app.ctx.sessions.listening);
    const held = await page(C042);
    await unheard(sql`update candidate set nome = 'DE NOVO SILENCIOSO' where codcandidato = ${id}`);
    expect(await page(C042)).toEqual(held);
  });
});
