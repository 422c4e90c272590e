/**
 * Anonymisation reaches what was deleted before it (decision 039): a dependent and an authorized
 * person that staff added, changed and deleted leave old/new values in the audit log whose entity id
 * names a row that no longer exists; the audit row names the candidate, so anonymising the candidate
 * leaves none of their names or documents in any text column of any table. The migration names
 * the candidate on the rows written before it, where that can still be known.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, setStatus } from './support/lifecycle-fixture.ts';
import { whereFoundAll } from './support/where-found.ts';

let t: TestApp;
let { admin, cand, id, id042 } = {} as DemoCast;

const DEPENDENT = { NOME: 'GERTRUDES APAGADA NUNES', CPF: '864.213.579-46', DIGITS: '86421357946' };
const RENAMED = 'GERTRUDES RENOMEADA NUNES';
const PERSON = { NOME: 'OSVALDO REMOVIDO PIRES', DOCUMENTO: 'RG-77441122' };

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload: object) =>
  t.app.inject({ method, url, headers: t.headers(token, C041), payload });

const NEEDLES = [DEPENDENT.NOME, DEPENDENT.DIGITS, DEPENDENT.CPF, RENAMED, PERSON.NOME, PERSON.DOCUMENTO];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
});
afterAll(() => t.close());

describe('anonymising a candidate whose dependent and authorized person were deleted before', () => {
  it('leaves no name or document of theirs anywhere in the database', async () => {
    // staff write and delete (their actor does not name the candidate)
    const dep = await call('POST', '/api/candidate/dependent', admin.token, {
      CODCANDIDATO: id,
      NOME: DEPENDENT.NOME,
      PARENTESCO: '1',
      IDESTCIVIL: 'SOL',
      SEXO: 'F',
      CPF: DEPENDENT.CPF,
      POSSUIRG: false,
      LOCALNASCIMENTO: 'São Paulo - SP',
      DATNASC: '10/05/2015',
      PCD: 'N',
      NOMEMAE: 'Ana Souza',
      DEPENDENTEIRRF: true,
      ASSISTENCIAMED: true,
    });
    expect(dep.statusCode, dep.body).toBe(201);
    const coddep = dep.json<{ CODDEP: number }>().CODDEP;
    const renamed = await call('PUT', '/api/candidate/dependent', admin.token, {
      ...dep.json<object>(),
      CODCANDIDATO: id,
      CODDEP: coddep,
      NOME: RENAMED,
      DATNASC: '10/05/2015',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const gone = await call('DELETE', '/api/candidate/dependent', admin.token, {
      CODCANDIDATO: id,
      CODDEP: coddep,
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const person = await call('POST', '/api/candidate/authorization', admin.token, {
      CODCANDIDATO: id,
      NOME: PERSON.NOME,
      TIPODOC: 'RG',
      DOCUMENTO: PERSON.DOCUMENTO,
    });
    expect(person.statusCode, person.body).toBe(201);
    const idpessoa = person.json<{ IDPESSOA: number }>().IDPESSOA;
    const removed = await call('DELETE', '/api/candidate/authorization', admin.token, {
      CODCANDIDATO: id,
      IDPESSOA: idpessoa,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // the rows are gone, their values are only in the audit log
    // one walk of every column for all the needles (a walk per needle took most of the test's time)
    const before = await whereFoundAll(t.db, NEEDLES);
    for (const needle of NEEDLES)
      expect(
        before[needle]!.filter((c) => !c.startsWith('audit_log.')),
        needle,
      ).toEqual([]);
    expect(before[DEPENDENT.NOME]).toContain('audit_log.new_value');
    expect(before[RENAMED]).toContain('audit_log.old_value');
    expect(before[PERSON.NOME]).toContain('audit_log.old_value');

    await setStatus(t, id, 9);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/${id}/anonymize`,
      headers: t.headers(admin.token, C041),
    });
    expect(res.statusCode, res.body).toBe(200);

    const left = await whereFoundAll(t.db, NEEDLES);
    for (const needle of NEEDLES) expect(left[needle], needle).toEqual([]);
    // the candidate's own session ended with the anonymisation
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(cand.token),
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('the migration that added audit_log.codcandidato', () => {
  it('names the candidate on older rows where it can still be known, and is safe to run twice', async () => {
    // the migration is found by what it does (its number and name may change at a merge)
    const custom = readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(`${MIGRATIONS_FOLDER}/${f}`, 'utf8'))
      .find((text) => text.includes('ALTER TABLE "audit_log" ADD COLUMN "codcandidato"'))!
      .split('-- custom SQL')[1]!;
    const [dep] = rowsOf<{ coddep: number }>(
      await t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco)
        values (${id042}, 'DEPENDENTE ANTIGO', '1') returning coddep`),
    );
    const legacy = [
      ['s:1', 'candidate', String(id042)],
      ['s:1', 'custom_field_data', `${id042}:7`],
      ['s:1', 'dependent', String(dep!.coddep)],
      [`c:${id042}`, 'authorized_person', '987654'],
      ['s:1', 'dependent', '987655'],
    ] as const;
    const ids: number[] = [];
    for (const [actor, entity, entityId] of legacy)
      ids.push(
        rowsOf<{ id: number }>(
          await t.db
            .execute(sql`insert into audit_log (actor, codadm, codcli, entity, entity_id, action, old_value)
            values (${actor}, 9, '042', ${entity}, ${entityId}, 'update', 'antigo') returning id`),
        )[0]!.id,
      );
    for (let run = 0; run < 2; run++)
      for (const statement of custom.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
    const named = rowsOf<{ id: number; codcandidato: number | null }>(
      await t.db.execute(
        sql`select id, codcandidato from audit_log where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) order by id`,
      ),
    ).map((r) => r.codcandidato);
    // the last one: a dependent staff deleted before the migration names no candidate any more
    expect(named).toEqual([id042, id042, id042, id042, null]);
  });
});
