/**
 * Values of the custom (additional) fields on the candidate page (docs/api-candidate-page.md;
 * spec 2 §7): who may fill which field, option checks, deletion by an empty value, tenant and
 * ownership checks, and ISVALID_INFO_ADICIONAL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
let id042: number;
/** CODINFO of the demo fields of 041, by description */
let field: Record<string, number>;
/** a candidate-filled field of 042 */
let field042: number;

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'cand042', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
  id042 = cand042.candidate!.CODCANDIDATO;
  const rows = rowsOf<{ codinfo: number; descricao: string }>(
    await t.db.execute(sql`select codinfo, descricao from custom_field where codadm = 9 and codcli = '041'`),
  );
  field = Object.fromEntries(rows.map((r) => [r.descricao, r.codinfo]));
  const [created] = rowsOf<{ codinfo: number }>(
    await t.db
      .execute(sql`insert into custom_field (codadm, codcli, numcampo, descricao, tipo, resp_preenchimento, obrigatorio)
      values (9, '042', 1, 'Número do crachá', 'T', 'C', false) returning codinfo`),
  );
  field042 = created!.codinfo;
});
afterAll(() => t.close());

const stored = async (codcandidato = id) =>
  rowsOf<{ codinfo: number; descricao: string }>(
    await t.db.execute(
      sql`select codinfo, descricao from custom_field_data where codcandidato = ${codcandidato} order by codinfo`,
    ),
  );
const save = (token: string, CODINFO: number, DESCRICAO: string, CODCANDIDATO = id, extra = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/candidate/customFieldsData',
    headers: t.headers(token),
    payload: { CODCANDIDATO, CODINFO, DESCRICAO, ...extra },
  });
const read = (token: string, cod = id) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/customFieldsData/${cod}`, headers: t.headers(token) });
const infoValid = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/check/required',
    headers: t.headers(cand.token),
    payload: { CODCANDIDATO: id },
  });
  expect(res.statusCode).toBe(200);
  return res.json().ISVALID_INFO_ADICIONAL as boolean;
};

describe('demo fields', () => {
  it('are the four fields of 041 the tests rely on', () => {
    expect(Object.keys(field).sort()).toEqual(
      ['Centro de custo', 'Possui parentes na empresa?', 'Tamanho do uniforme', 'Turno de trabalho'].sort(),
    );
  });
});

describe('PUT /api/candidate/customFieldsData', () => {
  it('starts with ISVALID_INFO_ADICIONAL false: the required candidate field is not answered', async () => {
    expect(await stored()).toEqual([]);
    expect(await infoValid()).toBe(false);
  });

  it("saves one size of the single-choice uniform ('GG' of P;M;G;GG;), never two, and the section becomes valid", async () => {
    const two = await save(cand.token, field['Tamanho do uniforme']!, 'M;G');
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Tamanho do uniforme: opção inválida.');
    expect(await stored()).toEqual([]);
    const single = await save(cand.token, field['Tamanho do uniforme']!, 'GG');
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ CODINFO: field['Tamanho do uniforme'], DESCRICAO: 'GG' });
    expect(await stored()).toEqual([{ codinfo: field['Tamanho do uniforme'], descricao: 'GG' }]);
    expect(await infoValid()).toBe(true);
  });

  it("saves several options of a multiple-choice field joined with ';'", async () => {
    const [created] = rowsOf<{ codinfo: number }>(
      await t.db.execute(sql`insert into custom_field
        (codadm, codcli, numcampo, descricao, tipo, opcoes, resp_preenchimento, obrigatorio)
        values (9, '041', 5, 'Idiomas', 'M', 'INGLÊS;ESPANHOL;LIBRAS;', 'C', false) returning codinfo`),
    );
    const languages = created!.codinfo;
    try {
      const res = await save(cand.token, languages, 'INGLÊS;LIBRAS');
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored()).toContainEqual({ codinfo: languages, descricao: 'INGLÊS;LIBRAS' });
      const bad = await save(cand.token, languages, 'INGLÊS;FRANCÊS');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Idiomas: opção inválida.');
    } finally {
      await t.db.execute(sql`delete from custom_field_data where codinfo = ${languages}`);
      await t.db.execute(sql`delete from custom_field where codinfo = ${languages}`);
    }
  });

  it('refuses an option not in the list, keeping the stored value', async () => {
    for (const bad of ['XG', 'M;XG', 'm', ';']) {
      const res = await save(cand.token, field['Tamanho do uniforme']!, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe('Tamanho do uniforme: opção inválida.');
    }
    const radio = await save(cand.token, field['Possui parentes na empresa?']!, 'TALVEZ');
    expect(radio.statusCode).toBe(400);
    expect(radio.json().message).toBe('Possui parentes na empresa?: opção inválida.');
    expect(await stored()).toEqual([{ codinfo: field['Tamanho do uniforme'], descricao: 'GG' }]);
  });

  it("refuses an admin-filled field ('Centro de custo') to the candidate with 403, changing nothing", async () => {
    const res = await save(cand.token, field['Centro de custo']!, 'CC-999');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Este campo não pode ser alterado.');
    const radio = await save(cand.token, field['Turno de trabalho']!, 'MANHÃ');
    expect(radio.statusCode).toBe(403);
    expect(await stored()).toEqual([{ codinfo: field['Tamanho do uniforme'], descricao: 'GG' }]);
  });

  it("lets the client's manager fill the admin field", async () => {
    const res = await save(gestor.token, field['Centro de custo']!, 'CC-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CODINFO: field['Centro de custo'], DESCRICAO: 'CC-100' });
    expect(await stored()).toContainEqual({ codinfo: field['Centro de custo'], descricao: 'CC-100' });
  });

  it('answers 404 for a field of client 042, changing nothing', async () => {
    const res = await save(cand.token, field042, 'ABC123');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campo adicional não encontrado.');
    expect((await save(cand.token, 999999, 'X')).statusCode).toBe(404);
    expect((await stored()).map((r) => r.codinfo)).not.toContain(field042);
  });

  it("answers 404 for another candidate's CODCANDIDATO and another client's staff, changing nothing", async () => {
    const other = await save(cand.token, field042, 'ABC123', id042);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Candidato não encontrado.');
    const fromOther = await save(cand042.token, field['Tamanho do uniforme']!, 'P', id);
    expect(fromOther.statusCode).toBe(404);
    const staff = await save(gestor2.token, field['Tamanho do uniforme']!, 'P', id);
    expect(staff.statusCode).toBe(404);
    expect(await stored(id042)).toEqual([]);
    expect(await stored()).toContainEqual({ codinfo: field['Tamanho do uniforme'], descricao: 'GG' });
  });

  it('refuses a manager who names another user in CODUSUARIO (403), changing nothing', async () => {
    try {
      const res = await save(gestor.token, field['Centro de custo']!, 'CC-OUTRO', id, {
        CODUSUARIO: gestor2.user.CODUSUARIO,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Operação não permitida para outro usuário.');
      expect(await stored()).toContainEqual({ codinfo: field['Centro de custo'], descricao: 'CC-100' });
    } finally {
      await t.db.execute(sql`update custom_field_data set descricao = 'CC-100'
        where codcandidato = ${id} and codinfo = ${field['Centro de custo']!}`);
    }
  });

  it("refuses a locked status with 403 'Dados aguardando validação', changing nothing", async () => {
    await t.db.execute(sql`update candidate set codstatus = 4 where codcandidato = ${id}`);
    try {
      const res = await save(cand.token, field['Tamanho do uniforme']!, 'P');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Dados aguardando validação');
      const del = await save(cand.token, field['Tamanho do uniforme']!, '');
      expect(del.statusCode).toBe(403);
      expect(await stored()).toContainEqual({ codinfo: field['Tamanho do uniforme'], descricao: 'GG' });
    } finally {
      await t.db.execute(sql`update candidate set codstatus = 3 where codcandidato = ${id}`);
    }
  });

  it('deletes the value when it is empty, and the section is invalid again', async () => {
    const res = await save(cand.token, field['Tamanho do uniforme']!, '   ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CODINFO: field['Tamanho do uniforme'], DESCRICAO: '' });
    expect((await stored()).map((r) => r.codinfo)).not.toContain(field['Tamanho do uniforme']);
    expect(await infoValid()).toBe(false);
    // the optional candidate field alone does not make the section valid
    expect((await save(cand.token, field['Possui parentes na empresa?']!, 'NÃO')).statusCode).toBe(200);
    expect(await infoValid()).toBe(false);
    expect((await save(cand.token, field['Tamanho do uniforme']!, 'P')).statusCode).toBe(200);
    expect(await infoValid()).toBe(true);
  });
});

describe('GET /api/candidate/customFieldsData/{CODCANDIDATO}', () => {
  it('lists only the candidate-filled fields to the candidate, every field to the manager', async () => {
    const mine = await read(cand.token);
    expect(mine.statusCode).toBe(200);
    const list = mine.json<{ CODINFO: number; DESCRICAO: string }[]>();
    expect([...list].sort((a, b) => a.CODINFO - b.CODINFO)).toEqual(
      [
        { CODINFO: field['Possui parentes na empresa?']!, DESCRICAO: 'NÃO' },
        { CODINFO: field['Tamanho do uniforme']!, DESCRICAO: 'P' },
      ].sort((a, b) => a.CODINFO - b.CODINFO),
    );
    expect(JSON.stringify(list)).not.toContain('CC-100');
    const staff = (await read(gestor.token)).json<{ CODINFO: number; DESCRICAO: string }[]>();
    expect(staff).toContainEqual({ CODINFO: field['Centro de custo'], DESCRICAO: 'CC-100' });
    expect(staff).toHaveLength(3);
  });

  it("answers 404 for another candidate's id and for another client's staff", async () => {
    const other = await read(cand.token, id042);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Candidato não encontrado.');
    const fromOther = await read(cand042.token, id);
    expect(fromOther.statusCode).toBe(404);
    expect(fromOther.body).not.toContain('CC-100');
    expect((await read(gestor2.token, id)).statusCode).toBe(404);
  });
});
