/**
 * Anonymising a candidate whose eSocial events have no receipt (decision 084): an S-2200 rejected
 * with an occurrence that quotes the CPF, its batch's answer quoting the name, and an S-2190 signed
 * and never sent. The signed XML holds the CPF, name, birth date and salary. After
 * POST /candidate/{id}/anonymize none of them is in any column of any table nor in any file, and
 * no event row is left — nor the batch only they were in; another candidate's batch stays.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { insertEvent } from './support/esocial-event-rows.ts';
import { C041, setStatus } from './support/lifecycle-fixture.ts';
import { filesHolding, whereFoundAll } from './support/where-found.ts';

let t: TestApp;
let { admin, id, id042 } = {} as DemoCast;

const V = {
  name: 'TEODORICO ESOCIAL ZANZIBAR',
  cpf: '73184625982',
  birth: '1987-03-29',
  salary: '4321.87',
};
const NEEDLES = Object.values(V);
const xmlOf = (v: typeof V) =>
  `<eSocial><evtAdmissao><trabalhador><cpfTrab>${v.cpf}</cpfTrab><nmTrab>${v.name}</nmTrab>` +
  `<nascimento><dtNascto>${v.birth}</dtNascto></nascimento></trabalhador>` +
  `<remuneracao><vrSalFx>${v.salary}</vrSalFx></remuneracao></evtAdmissao></eSocial>`;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
  await t.db.execute(sql`update candidate set nome = ${V.name}, cpf = ${V.cpf} where codcandidato = ${id}`);
});
afterAll(() => t.close());

const leftovers = async () => {
  const inDb = await whereFoundAll(t.db, NEEDLES);
  const inFiles = await filesHolding(t.config.dataDir, NEEDLES, ['pg']);
  return Object.fromEntries(
    NEEDLES.map((n) => [n, [...inDb[n]!, ...inFiles[n]!.map((f) => f.slice(t.config.dataDir.length + 1))]]),
  );
};
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.db.execute(query))[0]!.n;

describe('anonymising a candidate whose eSocial events have no receipt', () => {
  it('deletes the events and their batches: nothing personal is left', async () => {
    await insertEvent(t, {
      codcandidato: id,
      status: 'REJEITADO',
      xml: xmlOf(V),
      batch: 'PROCESSADO',
      batchText: `Lote processado: ${V.name}`,
      ocorrencias: [{ codigo: 17, descricao: `CPF ${V.cpf} inválido`, tipo: 1, localizacao: null }],
    });
    await insertEvent(t, { codcandidato: id, kind: 'S-2190', status: 'ASSINADO', xml: xmlOf(V) });
    // another client's candidate, sent the same day: untouched
    const other = await insertEvent(t, {
      codcandidato: id042,
      codadm: 9,
      codcli: '042',
      status: 'RECEBIDO',
      batch: 'PROCESSADO',
    });
    const before = await leftovers();
    for (const n of NEEDLES) expect(before[n], n).toContain('esocial_event.xml');
    expect(before[V.cpf]).toContain('esocial_event.ocorrencias');
    expect(before[V.name]).toContain('esocial_batch.desc_resposta');

    await setStatus(t, id, 9);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/${id}/anonymize`,
      headers: t.headers(admin.token, C041),
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await leftovers();
    expect(Object.fromEntries(Object.entries(after).filter(([, where]) => where.length > 0))).toEqual({});
    expect(await count(sql`select count(*)::int as n from esocial_event where codcandidato = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from esocial_batch where codcli = '041'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from esocial_event where id = ${other}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from esocial_batch where codcli = '042'`)).toBe(1);
  });
});
