/**
 * Decision 064 (issue 30 'Rough'): the check asks what the spec and the client's configuration ask,
 * and the autosave refuses a value for a question not asked. Through the real calls: POST
 * /candidate/check/required, PATCH /candidate, PUT /candidate/address/delivery, POST /candidate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const HIDDEN = 'Este campo não se aplica ao cadastro.';

const patch = (FIELD: string, VALUE: unknown, token = cand.token) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(token),
    payload: { CODCANDIDATO: id, FIELD, VALUE },
  });
const check = async (token = cand.token) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/check/required',
    headers: t.headers(token),
    payload: { CODCANDIDATO: id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fieldsEmpty: { reference: string; flag: string }[] } & Record<string, unknown>;
};
/** The fields the check lists as problems. */
const listed = async () => (await check()).fieldsEmpty.map((f) => f.reference);
const settings = (json: Record<string, unknown>) =>
  t.db.execute(sql`update client_settings set settings = settings || ${JSON.stringify(json)}::jsonb
    where codadm = 9 and codcli = '041'`);
const columns = async (...names: string[]) =>
  rowsOf<Record<string, unknown>>(
    await t.db.execute(
      sql`select ${sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      )} from candidate where codcandidato = ${id}`,
    ),
  )[0]!;

describe('what the check asks of personal data', () => {
  it('asks Sexo (no starting value), the LinkedIn and donor yes/no of the spec; not weight, height, blood type, donation date', async () => {
    // the demo client shows weight, height and blood type (PESO_ALTURA, INFO_SANGUINEO): shown, optional
    const fields = await listed();
    expect(fields).toEqual(expect.arrayContaining(['SEXO', 'POSSUILINKEDIN', 'DOADOR']));
    for (const name of ['PESO', 'ALTURA', 'TIPOSANGUINEO', 'LINKEDIN', 'DATULTDOACAO'])
      expect(fields, name).not.toContain(name);
    expect((await patch('PESO', '70')).statusCode).toBe(200);
    // a yes asks the profile ID and the donation date only where the spec says so
    expect((await patch('POSSUILINKEDIN', true)).statusCode).toBe(200);
    expect((await patch('DOADOR', true)).statusCode).toBe(200);
    const after = await listed();
    expect(after).toContain('LINKEDIN');
    expect(after).not.toContain('DATULTDOACAO');
  });

  it('refuses weight and height of a client that does not ask them, and changes nothing', async () => {
    await settings({ PESO_ALTURA: false, INFO_SANGUINEO: false });
    const res = await patch('ALTURA', '175');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: HIDDEN, field: 'ALTURA' });
    expect((await patch('TIPOSANGUINEO', 'O+')).statusCode).toBe(400);
    expect(await columns('altura', 'tiposanguineo')).toEqual({ altura: null, tiposanguineo: null });
    // emptying one stays possible (null is not an answer)
    expect((await patch('PESO', null)).statusCode).toBe(200);
    await settings({ PESO_ALTURA: true, INFO_SANGUINEO: true });
  });

  it('registration starts the record with Sexo empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate',
      headers: t.headers(gestor.token),
      payload: {
        NOME: 'Sem Sexo Preenchido',
        EMAIL: 'sem.sexo@demo.com.br',
        CODUNIDADE: 1,
        DATINICIO: '31/12/2099',
        TIPOCARGO: 'OUTROS',
        CARGO: 'ANALISTA',
        GESTOR: 'X',
        RECRUTADOR: 'Y',
        CAMPOS_ADICIONAIS: [{ CODINFO: 1, DESCRICAO: 'CC-1' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cod = res.json().CODCANDIDATO as number;
    const [row] = rowsOf<{ sexo: string | null }>(
      await t.db.execute(sql`select sexo from candidate where codcandidato = ${cod}`),
    );
    expect(row).toEqual({ sexo: null });
  });
});

describe('a digital CTPS', () => {
  const PAPER = ['CTPS', 'CTPSSERIE', 'CTPSUF', 'CTPSEXPEDICAO'];

  it('is valid without an issue date; a paper one still needs number, series, UF and date', async () => {
    expect((await patch('CTPSTIPO', 'F')).statusCode).toBe(200);
    expect(await listed()).toEqual(expect.arrayContaining(PAPER));
    expect((await patch('CTPSTIPO', 'D')).statusCode).toBe(200);
    const fields = await listed();
    for (const name of [...PAPER, 'CTPSTIPO']) expect(fields, name).not.toContain(name);
  });

  it('refuses an issue date (and the paper fields) while the CTPS is digital', async () => {
    for (const [name, value] of [
      ['CTPSEXPEDICAO', '01/01/2012'],
      ['CTPSSERIE', '12345'],
    ]) {
      const res = await patch(name!, value);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: HIDDEN, field: name });
    }
    expect(await columns('ctpsexpedicao', 'ctpsserie')).toEqual({ ctpsexpedicao: null, ctpsserie: null });
    const nul = await patch('CTPSEXPEDICAO', '01/01/2012\u0000');
    expect(nul.statusCode).toBe(400);
  });

  it('becoming Digital empties what was typed of the paper one (CLEARED), with its audit rows', async () => {
    expect((await patch('CTPSTIPO', 'F')).statusCode).toBe(200);
    for (const [name, value] of [
      ['CTPS', '1234567'],
      ['CTPSSERIE', '12345'],
      ['CTPSUF', 'SP'],
      ['CTPSEXPEDICAO', '01/01/2012'],
    ])
      expect((await patch(name!, value)).statusCode, name).toBe(200);
    const res = await patch('CTPSTIPO', 'D');
    expect(res.statusCode).toBe(200);
    expect(res.json().CLEARED).toEqual(PAPER);
    expect(await columns('ctpstipo', 'ctps', 'ctpsserie', 'ctpsuf', 'ctpsexpedicao')).toEqual({
      ctpstipo: 'D',
      ctps: null,
      ctpsserie: null,
      ctpsuf: null,
      ctpsexpedicao: null,
    });
    const audit = rowsOf<{ field: string }>(
      await t.db.execute(sql`select field from audit_log
        where codcandidato = ${id} and new_value is null and field like 'CTPS%'`),
    ).map((r) => r.field);
    expect(audit).toEqual(expect.arrayContaining(PAPER));
  });

  it('of a client that accepts only the digital one: no issue date asked whatever the record holds', async () => {
    await t.db.execute(sql`update candidate set ctpstipo = 'F' where codcandidato = ${id}`);
    await settings({ INFO_CTPS_DIGITAL: true });
    const fields = await listed();
    for (const name of PAPER) expect(fields, name).not.toContain(name);
    expect((await patch('CTPSEXPEDICAO', '01/01/2012')).statusCode).toBe(400);
    await settings({ INFO_CTPS_DIGITAL: false });
  });
});

describe('the food voucher', () => {
  it('is asked once: in the Nenhum/VR/VA choice when the client asks it, by itself otherwise', async () => {
    // the demo client asks both (INFO_BENEFICIOS and INFO_VALE_ALIMENTACAO)
    const fields = await listed();
    expect(fields).toContain('BENEFICIOS');
    expect(fields).not.toContain('VALE_ALIMENTACAO');
    const res = await patch('VALE_ALIMENTACAO', 'S');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HIDDEN);
    expect((await patch('BENEFICIOS', 'VA')).statusCode).toBe(200);

    await settings({ INFO_BENEFICIOS: false });
    const alone = await listed();
    expect(alone).toContain('VALE_ALIMENTACAO');
    expect(alone).not.toContain('BENEFICIOS');
    expect((await patch('VALE_ALIMENTACAO', 'S')).statusCode).toBe(200);
    await settings({ INFO_BENEFICIOS: true });
  });
});

describe('the delivery address', () => {
  it('has no own-home, FGTS or abroad questions: neither asked nor saved', async () => {
    const fields = await listed();
    expect(fields).toEqual(expect.arrayContaining(['CEP_ENTREGA', 'PESSOAAUTORIZADA']));
    expect(fields.filter((f) => /^(RESIDPROPRIA|UTILIZOUFGTS|DOMICEXTERIOR)_/.test(f))).toEqual([]);
    const autosave = await patch('UTILIZOUFGTS_ENTREGA', 'S');
    expect(autosave.statusCode).toBe(400);
    expect(autosave.json().message).toBe('Campo não permitido.');
    // the main address keeps them
    expect((await patch('RESIDPROPRIA', 'S')).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/address/delivery',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id, NUMERO_ENTREGA: '10', RESIDPROPRIA_ENTREGA: 'S' },
    });
    // a key that is no field of the delivery address is ignored, as any unknown key of the call
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ NUMERO_ENTREGA: '10' });
    expect(put.json()).not.toHaveProperty('RESIDPROPRIA_ENTREGA');
  });
});

describe('the check of another client', () => {
  it("answers 404 to another client's staff and to another candidate's code", async () => {
    expect((await check(gestor.token)).fieldsEmpty.length).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/check/required',
      headers: t.headers(gestor2.token),
      payload: { CODCANDIDATO: id },
    });
    expect(other.statusCode).toBe(404);
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/check/required',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id + 1 },
    });
    expect(notMine.statusCode).toBe(404);
  });
});
