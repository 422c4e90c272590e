/**
 * Retention and anonymisation (issue 16 item 5, decision 039): after RETENCAO_CANCELADOS_DIAS a
 * cancelled candidate has no name, CPF, e-mail or file left anywhere — every text column of every
 * table is searched, and storage — while client, unit, status and dates stay; a finalized candidate
 * is untouched while RETENCAO_FINALIZADOS_DIAS is 0; the job is idempotent; the staff action
 * POST /candidate/{id}/anonymize (ADMIN; cancelled only, 409 otherwise; other client 404; bad id 400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { anonymisedEmail } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { runRetention } from '../src/modules/privacy/retention.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete, setStatus } from './support/lifecycle-fixture.ts';
import { whereFound as findEverywhere } from './support/where-found.ts';

let t: TestApp;
let { cand, cand042, admin, gestor, id, id042 } = {} as DemoCast;

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0]!;
const idOf = async (email: string) =>
  (await one<{ id: number }>(sql`select codcandidato as id from candidate where email = ${email}`)).id;

async function upload(token: string, data: Buffer, name: string, doc: number) {
  const body = multipartBody(data, name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/${name.endsWith('.pdf') ? 'pdf' : 'image'}/${id}/${doc}/0`,
    headers: { ...t.headers(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** cancelled `days` ago, as the lifecycle would have logged it */
async function cancelledDaysAgo(codcandidato: number, days: number) {
  await setStatus(t, codcandidato, 9);
  await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus, observacoes, datlog)
    values (${codcandidato}, 9, 'Cancelado', now() - make_interval(days => ${days}))`);
}

const whereFound = (needle: string) => findEverywhere(t.db, needle);

const storedKeys = async (codcandidato: number) =>
  rowsOf<{ bucket: string; storage_key: string }>(
    await t.db.execute(sql`select bucket, storage_key from document_file where codcandidato = ${codcandidato}
      union all select bucket, storage_key from temp_upload where owner = ${`c:${codcandidato}`}`),
  );

async function filesUnder(prefix: string) {
  const keys: string[] = [];
  for await (const o of t.app.storages.of('L').list(prefix)) keys.push(o.key);
  return keys;
}

const anonymize = (token: string, target: string | number, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${target}/anonymize`,
    headers: t.headers(token, tenant),
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, gestor, id, id042 } = await signInDemoCast(
    t,
    'cand',
    'cand042',
    'admin',
    'gestor',
  ));
  const types = await docTypes(t, '041');
  await upload(cand.token, await F.jpeg(), 'rg.jpg', types['RG (FRENTE E VERSO)']!);
  await upload(cand.token, await F.pdf(2), 'cpf.pdf', types['CPF']!);
  const temp = multipartBody(await F.jpeg(), 'foto.jpg');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/temporary/upload',
    headers: { ...t.headers(cand.token), ...temp.headers },
    payload: temp.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await fillComplete(t, cand);
  // a CPF of this candidate alone (the sample one is also a staff user's)
  const cpf = await t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(cand.token),
    payload: { CODCANDIDATO: id, FIELD: 'CPF', VALUE: '731.846.259-82' },
  });
  expect(cpf.statusCode, cpf.body).toBe(200);
  await t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco)
    values (${id}, 'TEODORO DEPENDENTE DA SILVA', '1')`);
  await t.db.execute(sql`insert into authorized_person (codcandidato, nome, tipodoc, documento)
    values (${id}, 'URSULA AUTORIZADA', 'RG', '123456789')`);
  await t.db.execute(sql`insert into mail_outbox (to_address, subject, text_body)
    values ('candidato@demo.com.br', 'Bem-vindo', 'Olá, CARLOS CANDIDATO DA SILVA')`);
});
afterAll(() => t.close());

describe('the retention job', () => {
  it('leaves a cancelled candidate within the period, and a finalized one while its setting is 0', async () => {
    const elisa = await idOf('elisa@demo.com.br');
    await t.db.execute(sql`update candidate set datfinalizacao = now() - interval '4000 days'
      where codcandidato = ${elisa}`);
    await cancelledDaysAgo(id, 89);
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 0, files: 0 });
    const row = await one<{ nome: string; anonimizado_em: unknown }>(
      sql`select nome, anonimizado_em from candidate where codcandidato = ${elisa}`,
    );
    expect(row).toEqual({ nome: 'ELISA MARTINS ROCHA', anonimizado_em: null });
    expect(await whereFound('candidato@demo.com.br')).not.toEqual([]);
  });

  it('after the period erases name, CPF, e-mail and every file of a cancelled candidate, everywhere', async () => {
    const before = await one<{
      nome: string;
      email: string;
      cpf: string;
      codunidade: number;
      datinicio: string;
    }>(sql`select nome, email, cpf, codunidade, datinicio::text from candidate where codcandidato = ${id}`);
    expect(before.cpf).toMatch(/^\d{11}$/);
    const keys = await storedKeys(id);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const k of keys) expect(await t.app.storages.of(k.bucket).exists(k.storage_key)).toBe(true);
    // filling the record left old and new values (the CPF among them) in the audit log
    expect(await whereFound(before.cpf)).toContain('audit_log.new_value');
    await t.db.execute(sql`update candidate_log set datlog = now() - interval '91 days'
      where codcandidato = ${id} and codstatus = 9`);

    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 1, files: keys.length });

    for (const k of keys) expect(await t.app.storages.of(k.bucket).exists(k.storage_key)).toBe(false);
    expect(await filesUnder(`docs/9/041/${id}/`)).toEqual([]);
    const family = ['TEODORO DEPENDENTE DA SILVA', 'URSULA AUTORIZADA'];
    for (const needle of [before.nome, before.email, before.cpf, ...family])
      expect(await whereFound(needle), needle).toEqual([]);
    const after = await one<Record<string, unknown>>(
      sql`select nome, email, cpf, codstatus, codcli, codunidade, datinicio::text, datcadastro,
        senha_hash, anonimizado_em from candidate where codcandidato = ${id}`,
    );
    expect(after).toMatchObject({
      nome: 'ANONIMIZADO',
      email: anonymisedEmail(id),
      cpf: null,
      codstatus: 9,
      codcli: '041',
      codunidade: before.codunidade,
      datinicio: before.datinicio,
      senha_hash: null,
    });
    expect(after.anonimizado_em).not.toBeNull();
    for (const table of [
      'document_file',
      'candidate_document',
      'dependent',
      'authorized_person',
      'custom_field_data',
    ])
      expect(
        (
          await one<{ n: number }>(
            sql`select count(*)::int as n from ${sql.identifier(table)} where codcandidato = ${id}`,
          )
        ).n,
        table,
      ).toBe(0);
    // the status history stays, without notes
    const log = await one<{ n: number; notes: number }>(
      sql`select count(*)::int as n, count(observacoes)::int as notes from candidate_log where codcandidato = ${id}`,
    );
    expect(log).toEqual({ n: expect.any(Number), notes: 0 });
    // the candidate's session is over
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(cand.token),
    });
    expect(read.statusCode).toBe(401);
  });

  it('changes nothing when run again', async () => {
    const snapshot = await one<Record<string, unknown>>(
      sql`select * from candidate where codcandidato = ${id}`,
    );
    const audit = await one<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 0, files: 0 });
    expect(await one(sql`select * from candidate where codcandidato = ${id}`)).toEqual(snapshot);
    expect(await one(sql`select count(*)::int as n from audit_log`)).toEqual(audit);
  });

  it('anonymises finalized candidates once the client turns RETENCAO_FINALIZADOS_DIAS on', async () => {
    const elisa = await idOf('elisa@demo.com.br');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, C041),
      payload: { RETENCAO_FINALIZADOS_DIAS: 365 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ RETENCAO_FINALIZADOS_DIAS: 365, RETENCAO_CANCELADOS_DIAS: 90 });
    expect((await runRetention(t.db, t.app.storages)).candidates).toBe(1);
    expect(await whereFound('ELISA MARTINS ROCHA')).toEqual([]);
    expect(await idOf(anonymisedEmail(elisa))).toBe(elisa);
  });
});

describe('POST /api/candidate/{id}/anonymize', () => {
  it('refuses MANAGERs, other clients, candidates not cancelled (409) and bad ids, changing nothing', async () => {
    const daniel = await idOf('daniel@demo.com.br');
    expect((await anonymize(gestor.token, daniel)).statusCode).toBe(403);
    const refused = await anonymize(admin.token, daniel);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelados/);
    await cancelledDaysAgo(id042, 1);
    expect((await anonymize(admin.token, id042, C041)).statusCode).toBe(404);
    expect((await anonymize(admin.token, daniel, C042)).statusCode).toBe(404);
    expect((await anonymize(admin.token, 99999999)).statusCode).toBe(404);
    for (const bad of ['abc', '1%00', '-1', '1.5', '9'.repeat(40)])
      expect((await anonymize(admin.token, bad)).statusCode, bad).toBe(400);
    expect((await anonymize(cand042.token, id042, C042)).statusCode).toBe(403);
    const rows = await one<{ n: number }>(
      sql`select count(*)::int as n from candidate where anonimizacao_iniciada_em is not null
        and codcandidato in (${daniel}, ${id042})`,
    );
    expect(rows.n).toBe(0);
  });

  it('anonymises a cancelled candidate now, and answers the same date when asked again', async () => {
    const first = await anonymize(admin.token, id042, C042);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      CODCANDIDATO: id042,
      ANONIMIZADO_EM: expect.any(String),
      message: 'Dados pessoais do candidato anonimizados.',
    });
    expect(await whereFound('CAROLINA CANDIDATA SOUZA')).toEqual([]);
    expect(await whereFound('candidata@outra.com.br')).toEqual([]);
    const again = await anonymize(admin.token, id042, C042);
    expect(again.json().ANONIMIZADO_EM).toBe(first.json().ANONIMIZADO_EM);
    // the staff view reads the date on the record, and offers no second 'Anonimizar agora'
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id042}`,
      headers: t.headers(admin.token, C042),
    });
    expect(record.json().ANONIMIZADO_EM).toBe(first.json().ANONIMIZADO_EM);
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'anonymize' and entity_id = ${String(id042)}`,
    );
    expect(audit.n).toBe(1);
  });
});
