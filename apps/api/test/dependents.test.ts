/**
 * Dependents of the candidate page (docs/api-candidate-page.md; spec 2 §3.4, §4.7; DESIGN.md §4):
 * list, add, edit, delete with the rules of DEPENDENT_FIELDS, tenant and ownership checks,
 * locked statuses, and ISVALID_DEPENDENTES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const MISSING =
  'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ';
const LOCKED = 'Dados aguardando validação';
const NOT_FOUND = 'Dependente não encontrado';

let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let admin: LogonAnswer;
let id: number;
let id042: number;

beforeAll(async () => {
  t = await createTestApp();
  cand = await t.login('candidato@demo.com.br');
  cand042 = await t.login('candidata@outra.com.br');
  gestor = await t.login('gestor');
  gestor2 = await t.login('gestor2');
  admin = await t.login('admin');
  id = cand.candidate!.CODCANDIDATO;
  id042 = cand042.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

interface DependentRow {
  coddep: number;
  codcandidato: number;
  nome: string;
  parentesco: number;
  parentesco_outros: string | null;
  cpf: string | null;
  rg: string | null;
  possuirg: boolean | null;
  datnasc: string | Date | null;
  dependenteirrf: boolean | null;
  assistenciamed: boolean | null;
  assistenciaodont: boolean | null;
  segurovida: boolean | null;
  salariofamilia: boolean | null;
}
const stored = async (codcandidato = id) =>
  rowsOf<DependentRow>(
    await t.db.execute(
      sql`select coddep, codcandidato, nome, parentesco, parentesco_outros, cpf, rg, possuirg,
        to_char(datnasc, 'YYYY-MM-DD') as datnasc, dependenteirrf, assistenciamed, assistenciaodont,
        segurovida, salariofamilia
        from dependent where codcandidato = ${codcandidato} order by coddep`,
    ),
  );
const setStatus = (s: number, cod = id) =>
  t.db.execute(sql`update candidate set codstatus = ${s} where codcandidato = ${cod}`);
const clearDependents = () => t.db.execute(sql`delete from dependent where codcandidato = ${id}`);

type Tenant = { CODADM: number; CODCLI: string };
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  token: string,
  payload: Record<string, unknown>,
  tenant?: Tenant,
) => t.app.inject({ method, url: '/api/candidate/dependent', headers: t.headers(token, tenant), payload });
const list = (token: string, cod = id, tenant?: Tenant) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/dependents/${cod}`, headers: t.headers(token, tenant) });
const check = (token = cand.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/check/required',
    headers: t.headers(token),
    payload: { CODCANDIDATO: id },
  });
const patch = (FIELD: string, VALUE: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(cand.token),
    payload: { CODCANDIDATO: id, FIELD, VALUE },
  });

/** A complete child for client 041 (DEP_IRRF, DEP_ASSISTENCIA_MED and DEP_ASSISTENCIA_ODO on). */
const child = (over: Record<string, unknown> = {}) => ({
  CODCANDIDATO: id,
  NOME: 'Maria Candidata da Silva',
  PARENTESCO: '1',
  IDESTCIVIL: 'SOL',
  SEXO: 'F',
  CPF: '529.982.247-25',
  POSSUIRG: false,
  LOCALNASCIMENTO: 'São Paulo - SP',
  DATNASC: '10/05/2015',
  PCD: 'N',
  NOMEMAE: 'Ana Souza',
  DEPENDENTEIRRF: true,
  ASSISTENCIAMED: true,
  ...over,
});

describe('ISVALID_DEPENDENTES', () => {
  it('is false with no dependents and no confirmation', async () => {
    await clearDependents();
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json().ISVALID_DEPENDENTES).toBe(false);
  });

  it('is true after adding a dependent, false again after removing it', async () => {
    const added = await send('POST', cand.token, child());
    expect(added.statusCode).toBe(201);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(true);
    const gone = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: added.json().CODDEP });
    expect(gone.statusCode).toBe(200);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(false);
  });

  it('is true with CONFIRM_SEM_DEPENDENTES and no dependents', async () => {
    const res = await patch('CONFIRM_SEM_DEPENDENTES', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FIELD: 'CONFIRM_SEM_DEPENDENTES', VALUE: true });
    expect(await stored()).toEqual([]);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(true);
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(cand.token),
    });
    expect(record.json()).toMatchObject({ CONFIRM_SEM_DEPENDENTES: true, ISVALID_DEPENDENTES: true });
    expect((await patch('CONFIRM_SEM_DEPENDENTES', false)).statusCode).toBe(200);
    expect((await check()).json().ISVALID_DEPENDENTES).toBe(false);
  });
});

describe('GET /api/candidate/dependents/{CODCANDIDATO}', () => {
  it('gives the candidate their own (empty) list', async () => {
    await clearDependents();
    const res = await list(cand.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 for another candidate's id and for staff of another client", async () => {
    await t.db.execute(
      sql`insert into dependent (codcandidato, nome, parentesco, cpf) values (${id}, 'DEP DE TESTE', 1, '52998224725')`,
    );
    try {
      const other = await list(cand.token, id042);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Candidato não encontrado.');
      const fromOther = await list(cand042.token, id);
      expect(fromOther.statusCode).toBe(404);
      expect(JSON.stringify(fromOther.json())).not.toContain('DEP DE TESTE');
      expect((await list(gestor2.token, id)).statusCode).toBe(404);
      expect((await list(admin.token, id, { CODADM: 9, CODCLI: '042' })).statusCode).toBe(404);
      const own = await list(gestor.token, id);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual([expect.objectContaining({ NOME: 'DEP DE TESTE', PARENTESCO: '1' })]);
    } finally {
      await clearDependents();
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/candidate/dependents/${id}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/candidate/dependent', () => {
  it('adds a valid dependent (201) and answers its fields, PARENTESCO as a string', async () => {
    await clearDependents();
    const res = await send('POST', cand.token, child({ PARENTESCO: 1 }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      CODDEP: expect.any(Number),
      NOME: 'Maria Candidata da Silva',
      PARENTESCO: '1',
      PARENTESCO_OUTROS: null,
      IDESTCIVIL: 'SOL',
      SEXO: 'F',
      CPF: '52998224725',
      POSSUIRG: false,
      RG: null,
      LOCALNASCIMENTO: 'São Paulo - SP',
      DATNASC: '2015-05-10',
      PCD: 'N',
      NOMEMAE: 'Ana Souza',
      DEPENDENTEIRRF: true,
      ASSISTENCIAMED: true,
      // the titular has not chosen dental assistance
      ASSISTENCIAODONT: null,
      // DEP_SEGURO_VIDA and DEP_SALARIO_FAMILIA are off for 041
      SEGUROVIDA: null,
      SALARIOFAMILIA: null,
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      coddep: body.CODDEP,
      nome: 'Maria Candidata da Silva',
      parentesco: 1,
      cpf: '52998224725',
      datnasc: '2015-05-10',
      dependenteirrf: true,
      assistenciamed: true,
    });
    const listed = (await list(cand.token)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ CODDEP: body.CODDEP, PARENTESCO: '1', DATNASC: '2015-05-10' });
    expect(Object.keys(listed[0]).sort()).toEqual(
      [
        'CODDEP',
        'NOME',
        'PARENTESCO',
        'PARENTESCO_OUTROS',
        'IDESTCIVIL',
        'SEXO',
        'CPF',
        'POSSUIRG',
        'RG',
        'LOCALNASCIMENTO',
        'DATNASC',
        'PCD',
        'NOMEMAE',
        'DEPENDENTEIRRF',
        'ASSISTENCIAMED',
        'ASSISTENCIAODONT',
        'SEGUROVIDA',
        'SALARIOFAMILIA',
      ].sort(),
    );
  });

  it('refuses a missing required field with the [*] message naming the next field, adding nothing', async () => {
    await clearDependents();
    const cases: [string, string][] = [
      ['NOME', 'Nome'],
      ['PARENTESCO', 'Parentesco'],
      ['SEXO', 'Sexo'],
      ['CPF', 'CPF'],
      ['POSSUIRG', 'Possui RG?'],
      ['DATNASC', 'Data de nascimento'],
      ['PCD', 'Pessoa com deficiência?'],
      ['DEPENDENTEIRRF', 'Dependente para IRRF?'],
    ];
    for (const [field, label] of cases) {
      for (const empty of [undefined, '', '   ', ...(field === 'PARENTESCO' ? [] : [null])]) {
        const res = await send('POST', cand.token, child({ [field]: empty }));
        expect(res.statusCode, `${field}=${String(empty)}`).toBe(400);
        expect(res.json()).toMatchObject({ message: `${MISSING}${label}`, field });
      }
    }
    // several missing: the first one in form order is named
    const many = await send('POST', cand.token, { CODCANDIDATO: id, SEXO: 'M', DATNASC: '' });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`${MISSING}Nome`);
    expect(await stored()).toEqual([]);
  });

  it('refuses an invalid CPF, date, option or too long text, adding nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ CPF: '529.982.247-24' }, 'CPF: CPF inválido.'],
      [{ CPF: '111.111.111-11' }, 'CPF: CPF inválido.'],
      [{ CPF: '1234' }, 'CPF: CPF inválido.'],
      [{ DATNASC: '31/02/2015' }, 'Data de nascimento: Data inválida (dd/mm/aaaa).'],
      [{ DATNASC: '2015/05/10' }, 'Data de nascimento: Data inválida (dd/mm/aaaa).'],
      [{ PARENTESCO: '12' }, 'Parentesco: Opção inválida.'],
      [{ SEXO: 'X' }, 'Sexo: Opção inválida.'],
      [{ PCD: 'talvez' }, 'Pessoa com deficiência?: Opção inválida.'],
      [{ DEPENDENTEIRRF: 'talvez' }, 'Dependente para IRRF?: Escolha Sim ou Não.'],
      [{ NOME: 'A'.repeat(71) }, 'Nome: Máximo de 70 caracteres.'],
      [{ NOMEMAE: 'B'.repeat(71) }, 'Nome da mãe: Máximo de 70 caracteres.'],
    ];
    for (const [over, message] of cases) {
      const res = await send('POST', cand.token, child(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    expect(await stored()).toEqual([]);
  });

  it('reads PARENTESCO null as missing (the [*] message), adding nothing', async () => {
    const res = await send('POST', cand.token, child({ PARENTESCO: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `${MISSING}Parentesco`, field: 'PARENTESCO' });
    expect(await stored()).toEqual([]);
  });

  it('refuses a marital status code outside the list (400), adding nothing', async () => {
    try {
      const res = await send('POST', cand.token, child({ IDESTCIVIL: 'XYZ' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Estado civil: Opção inválida.', field: 'IDESTCIVIL' });
      expect(await stored()).toEqual([]);
    } finally {
      await clearDependents();
    }
  });

  it('refuses a marital status longer than any code with 400 (not a server error), adding nothing', async () => {
    try {
      const res = await send('POST', cand.token, child({ IDESTCIVIL: 'CASADO_SEM_REGISTRO' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('IDESTCIVIL');
      expect(await stored()).toEqual([]);
    } finally {
      await clearDependents();
    }
  });

  it('asks the RG (max 14) only when POSSUIRG is Sim', async () => {
    const long = await send('POST', cand.token, child({ POSSUIRG: true, RG: '123456789012345' }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'RG: Máximo de 14 caracteres.', field: 'RG' });
    const missing = await send('POST', cand.token, child({ POSSUIRG: true }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: `${MISSING}RG`, field: 'RG' });
    expect(await stored()).toEqual([]);

    const ok = await send('POST', cand.token, child({ POSSUIRG: true, RG: '12.345.678-9' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ POSSUIRG: true, RG: '12.345.678-9' });
    // without RG the number sent is not kept
    const noRg = await send('POST', cand.token, child({ POSSUIRG: false, RG: '99.999.999-9' }));
    expect(noRg.statusCode).toBe(201);
    expect(noRg.json().RG).toBeNull();
    expect((await stored()).map((r) => r.rg)).toEqual(['12.345.678-9', null]);
    await clearDependents();
  });

  it("requires PARENTESCO_OUTROS when PARENTESCO is '3' (Outros) and keeps it only then", async () => {
    const missing = await send('POST', cand.token, child({ PARENTESCO: '3' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: `${MISSING}Descreva o parentesco`,
      field: 'PARENTESCO_OUTROS',
    });
    expect(await stored()).toEqual([]);
    const ok = await send('POST', cand.token, child({ PARENTESCO: 3, PARENTESCO_OUTROS: 'Sobrinha' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ PARENTESCO: '3', PARENTESCO_OUTROS: 'Sobrinha' });
    const child1 = await send('POST', cand.token, child({ PARENTESCO_OUTROS: 'Sobrinha' }));
    expect(child1.json().PARENTESCO_OUTROS).toBeNull();
    expect((await stored()).map((r) => r.parentesco_outros)).toEqual(['Sobrinha', null]);
    await clearDependents();
  });

  it('keeps ASSISTENCIAMED only for PARENTESCO 0, 1, 2 and 4', async () => {
    for (const p of ['0', '1', '2', '4']) {
      const res = await send('POST', cand.token, child({ PARENTESCO: p, ASSISTENCIAMED: true }));
      expect(res.statusCode, p).toBe(201);
      expect(res.json().ASSISTENCIAMED, p).toBe(true);
    }
    for (const p of ['5', '7', '10']) {
      const res = await send('POST', cand.token, child({ PARENTESCO: p, ASSISTENCIAMED: true }));
      expect(res.statusCode, p).toBe(201);
      expect(res.json().ASSISTENCIAMED, p).toBeNull();
    }
    const rows = await stored();
    expect(rows.map((r) => [r.parentesco, r.assistenciamed])).toEqual([
      [0, true],
      [1, true],
      [2, true],
      [4, true],
      [5, null],
      [7, null],
      [10, null],
    ]);
    await clearDependents();
  });

  it('keeps ASSISTENCIAODONT only when the titular chose dental assistance', async () => {
    const without = await send('POST', cand.token, child({ ASSISTENCIAODONT: true }));
    expect(without.statusCode).toBe(201);
    expect(without.json().ASSISTENCIAODONT).toBeNull();
    await t.db.execute(sql`update candidate set assistencia_odontologica = 'S' where codcandidato = ${id}`);
    try {
      const withDental = await send('POST', cand.token, child({ ASSISTENCIAODONT: true }));
      expect(withDental.statusCode).toBe(201);
      expect(withDental.json().ASSISTENCIAODONT).toBe(true);
      expect((await stored()).map((r) => r.assistenciaodont)).toEqual([null, true]);
    } finally {
      await t.db.execute(
        sql`update candidate set assistencia_odontologica = null where codcandidato = ${id}`,
      );
      await clearDependents();
    }
  });

  it('lets the manager of the client add a dependent', async () => {
    const res = await send('POST', gestor.token, child({ NOME: 'Pelo Gestor' }));
    expect(res.statusCode).toBe(201);
    expect((await stored()).map((r) => r.nome)).toEqual(['Pelo Gestor']);
    await clearDependents();
  });

  it("refuses another candidate's CODCANDIDATO and another client's staff with 404, adding nothing", async () => {
    const other = await send('POST', cand.token, child({ CODCANDIDATO: id042 }));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Candidato não encontrado.');
    expect(await stored(id042)).toEqual([]);
    const byOtherClient = await send('POST', gestor2.token, child());
    expect(byOtherClient.statusCode).toBe(404);
    const adminOther = await send('POST', admin.token, child(), { CODADM: 9, CODCLI: '042' });
    expect(adminOther.statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it("refuses a locked status with 403 'Dados aguardando validação', adding nothing", async () => {
    for (const s of [4, 5, 7, 8, 9, 10]) {
      await setStatus(s);
      const res = await send('POST', cand.token, child());
      expect(res.statusCode, `status ${s}`).toBe(403);
      expect(res.json().message).toBe(LOCKED);
    }
    await setStatus(3);
    expect(await stored()).toEqual([]);
  });
});

describe('PUT and DELETE /api/candidate/dependent', () => {
  let coddep: number;
  let coddep042: number;

  beforeAll(async () => {
    await clearDependents();
    coddep = (await send('POST', cand.token, child())).json().CODDEP;
    const theirs = await send(
      'POST',
      cand042.token,
      child({ CODCANDIDATO: id042, NOME: 'Filho da Carolina' }),
    );
    expect(theirs.statusCode).toBe(201);
    coddep042 = theirs.json().CODDEP;
  });

  it('edits a dependent and applies the same rules', async () => {
    const res = await send(
      'PUT',
      cand.token,
      child({ CODDEP: coddep, NOME: 'Maria Alterada', PARENTESCO: '7', ASSISTENCIAMED: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CODDEP: coddep,
      NOME: 'Maria Alterada',
      PARENTESCO: '7',
      ASSISTENCIAMED: null,
    });
    expect(await stored()).toEqual([
      expect.objectContaining({ coddep, nome: 'Maria Alterada', parentesco: 7, assistenciamed: null }),
    ]);
    const bad = await send('PUT', cand.token, child({ CODDEP: coddep, CPF: '123.456.789-00' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CPF: CPF inválido.');
    const noName = await send('PUT', cand.token, child({ CODDEP: coddep, NOME: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(`${MISSING}Nome`);
    expect((await stored())[0]).toMatchObject({ nome: 'Maria Alterada', cpf: '52998224725' });
  });

  it('requires CODDEP on PUT', async () => {
    const res = await send('PUT', cand.token, child());
    expect(res.statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 404 'Dependente não encontrado' for another candidate's CODDEP, changing nothing", async () => {
    const put = await send('PUT', cand.token, child({ CODDEP: coddep042, NOME: 'Invasor' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(NOT_FOUND);
    const del = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep042 });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe(NOT_FOUND);
    const missing = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(NOT_FOUND);
    expect(await stored(id042)).toEqual([
      expect.objectContaining({ coddep: coddep042, nome: 'Filho da Carolina' }),
    ]);
  });

  it("answers 404 for another candidate's CODCANDIDATO and another client's staff, changing nothing", async () => {
    const put = await send('PUT', cand.token, child({ CODCANDIDATO: id042, CODDEP: coddep042, NOME: 'X' }));
    expect(put.statusCode).toBe(404);
    const del = await send('DELETE', cand.token, { CODCANDIDATO: id042, CODDEP: coddep042 });
    expect(del.statusCode).toBe(404);
    const staffPut = await send('PUT', gestor2.token, child({ CODDEP: coddep, NOME: 'Y' }));
    expect(staffPut.statusCode).toBe(404);
    const staffDel = await send('DELETE', gestor2.token, { CODCANDIDATO: id, CODDEP: coddep });
    expect(staffDel.statusCode).toBe(404);
    expect((await stored(id042))[0]).toMatchObject({ nome: 'Filho da Carolina' });
    expect(await stored()).toEqual([expect.objectContaining({ coddep, nome: 'Maria Alterada' })]);
  });

  it('refuses edit and delete in a locked status, changing nothing', async () => {
    await setStatus(4);
    try {
      const put = await send('PUT', cand.token, child({ CODDEP: coddep, NOME: 'Bloqueado' }));
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(LOCKED);
      const del = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep });
      expect(del.statusCode).toBe(403);
      expect(del.json().message).toBe(LOCKED);
      expect(await stored()).toEqual([expect.objectContaining({ coddep, nome: 'Maria Alterada' })]);
    } finally {
      await setStatus(3);
    }
  });

  it('deletes the dependent', async () => {
    const res = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Dependente excluído com sucesso!' });
    expect(await stored()).toEqual([]);
    expect((await list(cand.token)).json()).toEqual([]);
    const again = await send('DELETE', cand.token, { CODCANDIDATO: id, CODDEP: coddep });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOT_FOUND);
    expect(await stored(id042)).toHaveLength(1);
  });
});
