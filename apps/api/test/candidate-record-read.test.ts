/**
 * GET /candidate/{id} and POST /candidate/check/required answer, byte for byte, what the record read
 * answered until 2026-12-04 (the seven statements of support/record-read-reference.ts; decision
 * 085): for staff (sensitive fields null and named in OCULTOS, decision 036) and for the candidate
 * (in clear, with CONTATO_RH), on candidates that vary every input the read reads — every field
 * filled or none, each sensitive field filled, empty ('' or null) and zero, nationality, intern,
 * dependents or their confirmation, the required custom field answered or not, every document
 * state, a unit or none, another client's settings and types, an erased record, timestamps with
 * microseconds. Staff reads write one LEITURA_FICHA row each; another client's id and another
 * candidate's id answer 404 and write none.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_FIELDS, type LogonAnswer, type TenantRef } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { loadRecord } from '../src/modules/candidate-row/index.ts';
import { getClientSettings } from '../src/modules/settings/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { sampleValue } from '../src/testing/sample-values.ts';
import { signInDemoCast } from './support/demo-cast.ts';
import { recordAnswerBefore, sectionsAnswerBefore } from './support/record-read-reference.ts';

let t: TestApp;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };

interface Case {
  id: number;
  tenant: TenantRef;
  token: string;
}
const cases: Case[] = [];

/** a candidate's own token, with its sign-in, as POST /auth/logon would give */
async function tokenOf(id: number, tenant: TenantRef): Promise<string> {
  const sid = `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  await t.db.execute(sql`insert into auth_session (id, subject, expires_at)
    values (${sid}, ${`c:${id}`}, now() + interval '1 day')`);
  const [{ sv } = { sv: 1 }] = rowsOf<{ sv: number }>(
    await t.db.execute(sql`select session_version as sv from candidate where codcandidato = ${id}`),
  );
  return signAccessToken(
    { sub: `c:${id}`, adm: tenant.CODADM, cli: tenant.CODCLI, role: 'CANDIDATO', sv: Number(sv), sid },
    t.app.ctx.tokens,
  );
}

const PCD = [null, '', 'S', 'N'];
const NATIONALITY = [null, 'BRA', 'EST', ''];
const POSTS: [string, string][] = [
  ['OUTROS', 'ANALISTA'],
  ['ESTAGIO', 'ESTAGIO'],
  ['OUTROS', 'ESTAGIO'],
];
const CANDIDATES = 14;

/**
 * i: which combination; documents in mode i % 6 — none, all approved, some sent, one refused, pages
 * only, or exactly the types the rules require of this candidate approved (none optional, none of
 * another nationality: ISVALID_ENVIO only when those two rules hold)
 */
async function addCandidate(i: number, tenant: TenantRef): Promise<number> {
  const [tipocargo, cargo] = POSTS[i % POSTS.length]!;
  const [row] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into candidate (codadm, codcli, nome, email, codstatus, codunidade,
        tipocargo, cargo, nacionalidade, pcd, transgenero, peso, idraca, doador, datultdoacao,
        datultinteracao, datcadastro, confirm_sem_dependentes, anonimizado_em, vrsalfx, valorida)
      values (${tenant.CODADM}, ${tenant.CODCLI}, ${`LEITURA ${i}`}, ${`leitura${i}@demo.com.br`},
        ${1 + (i % 8)},
        ${i % 4 === 3 ? null : sql`(select min(codunidade) from unit where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI})`},
        ${tipocargo}, ${cargo}, ${NATIONALITY[i % 4]!}, ${PCD[i % 4]!},
        ${[null, true, false][i % 3]!}, ${[null, 0, 70][i % 3]!}, ${['', null, '3'][i % 3]!},
        ${i % 2 === 0}, ${i % 2 ? null : '2026-05-04'},
        ${i % 3 ? sql`now() - make_interval(mins => ${i}) + interval '0.000437 seconds'` : null},
        now() - make_interval(days => ${i}) + interval '0.000913 seconds', ${i % 5 === 1},
        ${i === 7 ? sql`now() + interval '0.000211 seconds'` : null},
        ${i % 2 ? '2345.60' : null}, ${i % 3 ? '4.40' : null})
      returning codcandidato as id`),
  );
  const id = Number(row!.id);
  const types = rowsOf<{ codtipodoc: number }>(
    await t.db.execute(sql`select codtipodoc from document_type
      where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} order by codtipodoc`),
  ).map((r) => Number(r.codtipodoc));
  for (const [j, type] of types.entries()) {
    const mode = i % 6;
    if (mode === 5) continue;
    const status = [null, 3, j % 2 ? 1 : null, j === 0 ? 2 : 1, null][mode];
    const pages = [0, 0, j % 2, 1, j % 2][mode]!;
    if (status !== null && status !== undefined)
      await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status)
        values (${id}, ${type}, ${status})`);
    for (let k = 0; k < pages + (j === 1 ? 1 : 0); k++)
      await t.db.execute(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime,
          size, active, created_by, pages)
        values (${id}, ${type}, ${`leitura/${id}/${type}/${k}`}, 'img', 'image/jpeg', 10, ${k < pages}, 'teste',
          ${k === 0 ? null : 2})`);
  }
  if (i % 6 === 5)
    await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status)
      select c.codcandidato, t.codtipodoc, 3 from candidate c join document_type t
        on t.codadm = c.codadm and t.codcli = c.codcli and t.ativo and not t.opcional
        and not (t.opcional_est and (c.tipocargo = 'ESTAGIO' or c.cargo = 'ESTAGIO'))
        and coalesce(t.nacionalidade, '') in ('', case when c.nacionalidade = 'EST' then 'EST' else 'BRA' end)
      where c.codcandidato = ${id}`);
  // the custom fields the candidate fills: all answered, only the required ones, or none
  if (i % 3 < 2)
    await t.db.execute(sql`insert into custom_field_data (codcandidato, codinfo, descricao)
      select ${id}, codinfo, 'M' from custom_field
      where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} and resp_preenchimento = 'C'
        and (${i % 3 === 0} or obrigatorio)`);
  if (i % 4 === 2)
    await t.db.execute(
      sql`insert into dependent (codcandidato, nome, parentesco) values (${id}, 'DEPENDENTE LEITURA', 1)`,
    );
  return id;
}

/** every field the candidate may fill, filled as the form would (the record answers every type) */
async function fillAll(c: Case) {
  const settings = await getClientSettings(t.db, c.tenant);
  const record = (await read(c.token, c.id)).json<Record<string, unknown>>();
  for (let pass = 0; pass < 3; pass++)
    for (const f of CANDIDATE_FIELDS) {
      if (!f.editableBy.includes('candidate') || !f.visible({ settings, values: record })) continue;
      if (![null, undefined, ''].includes(record[f.name] as string)) continue;
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(c.token),
        payload: { CODCANDIDATO: c.id, FIELD: f.name, VALUE: sampleValue(f, settings) },
      });
      if (res.statusCode === 200) record[f.name] = res.json().VALUE;
    }
}

const read = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/${id}`, headers: t.headers(token) });
const staffOf = (tenant: TenantRef) => (tenant.CODCLI === '041' ? gestor : gestor2);
const readings = async () =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from access_log where acao = 'LEITURA_FICHA'`),
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ gestor, gestor2 } = await signInDemoCast(t, 'gestor', 'gestor2'));
  // 042 gets settings of its own (041's are stored by the demo), so both paths read them
  await t.db.execute(sql`insert into client_settings (codadm, codcli, settings)
    values (9, '042', '{"RACA_COR": false, "ESTADO_CIVIL": false}'::jsonb)
    on conflict (codadm, codcli) do update set settings = excluded.settings`);
  const demo = rowsOf<{ id: number; codcli: string }>(
    await t.db.execute(sql`select codcandidato as id, codcli from candidate order by codcandidato`),
  );
  for (const d of demo) {
    const tenant = d.codcli === '041' ? C041 : C042;
    cases.push({ id: Number(d.id), tenant, token: await tokenOf(Number(d.id), tenant) });
  }
  for (let i = 0; i < CANDIDATES; i++) {
    const tenant = i % 7 === 6 ? C042 : C041;
    const id = await addCandidate(i, tenant);
    cases.push({ id, tenant, token: await tokenOf(id, tenant) });
  }
  // two records with every field filled (041 and 042), read on top of the combinations
  await fillAll(cases.at(-2)!);
  await fillAll(cases.at(-1)!);
});
afterAll(() => t.close());

describe('GET /candidate/{id}: one statement answers what seven did', () => {
  it('the same bytes to staff, each read with its access-log row', async () => {
    for (const c of cases) {
      const before = await readings();
      const res = await read(staffOf(c.tenant).token, c.id);
      expect(res.statusCode, `candidate ${c.id}`).toBe(200);
      expect(res.body, `candidate ${c.id}`).toBe(await recordAnswerBefore(t.db, 'staff', c.tenant, c.id));
      expect(await readings(), `candidate ${c.id}`).toBe(before + 1);
    }
  });
  it('the same bytes to the candidate, in clear, with no row', async () => {
    for (const c of cases) {
      const before = await readings();
      const res = await read(c.token, c.id);
      expect(res.statusCode, `candidate ${c.id}`).toBe(200);
      expect(res.body, `candidate ${c.id}`).toBe(await recordAnswerBefore(t.db, 'candidate', c.tenant, c.id));
      expect(await readings()).toBe(before);
    }
  });
  it('the same section check (POST /candidate/check/required), fieldsEmpty included', async () => {
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/candidate/check/required',
        headers: t.headers(c.token),
        payload: { CODCANDIDATO: c.id },
      });
      expect(res.statusCode, `candidate ${c.id}`).toBe(200);
      const record = (await loadRecord(t.db, c.tenant, c.id))!;
      expect(res.body, `candidate ${c.id}`).toBe(await sectionsAnswerBefore(t.db, c.tenant, record));
    }
  });
  it("another client's id and another candidate's id answer 404 and write no row", async () => {
    const [a, b] = [cases.find((c) => c.tenant === C041)!, cases.find((c) => c.tenant === C042)!];
    const before = await readings();
    expect((await read(gestor.token, b.id)).statusCode).toBe(404);
    expect((await read(gestor2.token, a.id)).statusCode).toBe(404);
    expect((await read(a.token, b.id)).statusCode).toBe(404);
    expect((await read(gestor.token, 2_000_000_000)).statusCode).toBe(404);
    expect(await readings()).toBe(before);
  });
  it('the answers vary as the inputs do (the cases are not all alike)', async () => {
    const staff = await Promise.all(cases.map((c) => read(staffOf(c.tenant).token, c.id)));
    const answers = staff.map((r) => r.json<Record<string, unknown>>());
    const seen = (key: string) => new Set(answers.map((a) => JSON.stringify(a[key]))).size;
    for (const flag of [
      'ISVALID_ENVIO',
      'ISVALID_DEPENDENTES',
      'ISVALID_INFO_ADICIONAL',
      'ISVALID_DADOS_PESSOAIS',
    ])
      expect(seen(flag), flag).toBe(2);
    expect(seen('OCULTOS')).toBeGreaterThan(4);
    expect(answers.some((a) => a.ANONIMIZADO_EM)).toBe(true);
  });
});
