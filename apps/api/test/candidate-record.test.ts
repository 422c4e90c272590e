import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CANDIDATE_FIELDS, defaultSettings, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { sampleValue } from '../src/testing/sample-values.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { getClientSettings } from '../src/modules/settings/client-settings.ts';
import { signInAs, signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
const C041 = { CODADM: 9, CODCLI: '041' };

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const patch = (token: string, FIELD: string, VALUE: unknown, CODCANDIDATO = id) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate',
    headers: t.headers(token),
    payload: { CODCANDIDATO, FIELD, VALUE },
  });
const read = async (token: string, cod = id) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/${cod}`, headers: t.headers(token) });
const column = async (col: string) => {
  const res = await t.db.execute(
    sql`select ${sql.identifier(col)} as v, codstatus from candidate where codcandidato = ${id}`,
  );
  return (
    (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { v: unknown; codstatus: number }[]
  )[0]!;
};
const setStatus = (s: number) =>
  t.db.execute(sql`update candidate set codstatus = ${s} where codcandidato = ${id}`);

describe('GET /api/candidate/{id}', () => {
  it('gives the candidate their own record with the validity flags', async () => {
    const res = await read(cand.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ CODCANDIDATO: id, NOME: 'CARLOS CANDIDATO DA SILVA', CODSTATUS: 3 });
    expect(body.ISVALID_DOCUMENTACAO).toBe(false);
    expect(body.ISVALID_FINALIZACAO).toBe(false);
  });
  it("tells the candidate whom to ask: their unit's HR e-mail (the help popup); staff get no such field", async () => {
    const codunidade = rowsOf<{ codunidade: number }>(
      await t.db.execute(sql`select codunidade from unit where unidade = 'MATRIZ SÃO PAULO'`),
    )[0]!.codunidade;
    await t.db.execute(sql`update candidate set codunidade = ${codunidade} where codcandidato = ${id}`);
    expect((await read(cand.token)).json().CONTATO_RH).toEqual({
      UNIDADE: 'MATRIZ SÃO PAULO',
      EMAIL: 'rh.matriz@demo.com.br',
    });
    expect((await read(gestor.token)).json().CONTATO_RH).toBeUndefined();
    await t.db.execute(sql`update candidate set codunidade = null where codcandidato = ${id}`);
    expect((await read(cand.token)).json().CONTATO_RH).toBeNull();
  });
  it("answers 404 for another candidate's id and for another client's staff", async () => {
    expect((await read(cand.token, id + 1)).statusCode).toBe(404);
    expect((await read(gestor2.token)).statusCode).toBe(404);
    expect((await read(gestor.token)).statusCode).toBe(200);
  });
});

describe('PATCH /api/candidate (autosave)', () => {
  it('refuses a field outside the registry and a read-only field, changing nothing', async () => {
    const unknown = await patch(cand.token, 'SENHA_HASH', 'x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Campo não permitido.');
    const readOnly = await patch(cand.token, 'EMAIL', 'outro@demo.com.br');
    expect(readOnly.statusCode).toBe(403);
    expect((await column('email')).v).toBe('candidato@demo.com.br');
    const cargo = await patch(cand.token, 'CARGO', 'DIRETOR');
    expect(cargo.statusCode).toBe(403);
  });

  it('checks the value by the registry: too long, bad check digit, bad date', async () => {
    const long = await patch(cand.token, 'NOMESOCIAL', 'A'.repeat(51));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Máximo de 50 caracteres/);
    const cpf = await patch(cand.token, 'CPF', '529.982.247-24');
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json().message).toMatch(/CPF inválido/);
    expect((await patch(cand.token, 'DATNASC', '31/02/1990')).statusCode).toBe(400);
    expect((await column('cpf')).v).toBeNull();
  });

  it('refuses birth dates in the future or under 14 years and issue dates in the future (issue 14)', async () => {
    const year = Number(new Date().toISOString().slice(0, 4));
    for (const born of [`01/01/${year + 1}`, `01/01/${year - 10}`]) {
      const res = await patch(cand.token, 'DATNASC', born);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Data de nascimento inválida\./);
    }
    const issued = await patch(cand.token, 'RGEXPEDICAO', `01/01/${year + 1}`);
    expect(issued.statusCode).toBe(400);
    expect(issued.json().message).toMatch(/não pode ser futura/);
    expect((await column('datnasc')).v).not.toBe(`${year + 1}-01-01`);
  });

  it('refuses to empty NOME (a column that refuses null) with the required-field message', async () => {
    const res = await patch(gestor.token, 'NOME', null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Próximo campo a ser preenchido: Nome/);
    expect((await column('nome')).v).toBe('CARLOS CANDIDATO DA SILVA');
  });

  it('stores a valid value normalised and writes the audit log with old and new value', async () => {
    const res = await patch(cand.token, 'CPF', '529.982.247-25');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FIELD: 'CPF', VALUE: '52998224725' });
    expect((await column('cpf')).v).toBe('52998224725');
    const audit = await t.db.execute(
      sql`select old_value, new_value from audit_log where entity = 'candidate' and entity_id = ${String(id)} and field = 'CPF'`,
    );
    const rows = (Array.isArray(audit) ? audit : (audit as { rows: unknown[] }).rows) as {
      new_value: string;
    }[];
    expect(rows.at(-1)?.new_value).toBe('52998224725');
    const date = await patch(cand.token, 'DATNASC', '15/03/1990');
    expect(date.json().VALUE).toBe('1990-03-15');
  });

  it('forces NATURALIZADO to Não for Brazilians and refuses a field its rule hides', async () => {
    await patch(cand.token, 'NACIONALIDADE', 'BRA');
    const nat = await patch(cand.token, 'NATURALIZADO', true);
    expect(nat.json().VALUE).toBe(false);
    await patch(cand.token, 'POSSUILINKEDIN', false);
    const hidden = await patch(cand.token, 'LINKEDIN', 'carlos-silva');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe('Este campo não se aplica ao cadastro.');
    expect((await patch(cand.token, 'LINKEDIN', null)).statusCode).toBe(200);
  });

  it('empties the transport lines when public transport becomes Não (spec 2 §4.5), logging the old values', async () => {
    await t.db.execute(sql`update client_settings set settings = settings || '{"TRANSPORTE_PUBLICO": "D"}'
      where codadm = 9 and codcli = '041'`);
    expect((await patch(cand.token, 'TRANSPORTE_PUBLICO', true)).statusCode).toBe(200);
    expect((await patch(cand.token, 'LINHAIDA', 'Linha 101')).statusCode).toBe(200);
    expect((await patch(cand.token, 'VALORIDA', '4,40')).statusCode).toBe(200);
    const res = await patch(cand.token, 'TRANSPORTE_PUBLICO', false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FIELD: 'TRANSPORTE_PUBLICO', VALUE: false });
    expect(res.json().CLEARED).toEqual(['LINHAIDA', 'LINHAVOLTA', 'VALORIDA', 'VALORVOLTA', 'TIPOCARTAO']);
    expect((await column('linhaida')).v).toBeNull();
    expect((await column('valorida')).v).toBeNull();
    const audit = await t.db.execute(
      sql`select field, old_value, new_value from audit_log where entity = 'candidate'
        and entity_id = ${String(id)} and field in ('LINHAIDA', 'VALORIDA') order by id desc limit 2`,
    );
    const rows = (Array.isArray(audit) ? audit : (audit as { rows: unknown[] }).rows) as {
      field: string;
      old_value: string;
      new_value: string | null;
    }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        { field: 'LINHAIDA', old_value: 'Linha 101', new_value: null },
        { field: 'VALORIDA', old_value: '4.40', new_value: null },
      ]),
    );
    // Sim again clears nothing; nor does Não when the lines are not asked (basic transport)
    expect((await patch(cand.token, 'TRANSPORTE_PUBLICO', true)).json().CLEARED).toBeUndefined();
    await t.db.execute(sql`update client_settings
      set settings = settings || '{"TRANSPORTE_PUBLICO": "B", "INFO_VALE_TRANSPORTE": true}'
      where codadm = 9 and codcli = '041'`);
    const basic = await patch(cand.token, 'TRANSPORTE_PUBLICO', false);
    expect(basic.statusCode).toBe(200);
    expect(basic.json().CLEARED).toBeUndefined();
  });

  it('moves status 2 to 3 on the first save', async () => {
    await setStatus(2);
    // the value a rule fixes, stored by the page as it opens, is not the candidate starting to fill
    await t.db.execute(
      sql`update candidate set nacionalidade = 'BRA', naturalizado = null where codcandidato = ${id}`,
    );
    const byRule = await patch(cand.token, 'NATURALIZADO', false);
    expect(byRule.statusCode, byRule.body).toBe(200);
    expect(byRule.json().CODSTATUS).toBe(2);
    expect((await column('naturalizado')).codstatus).toBe(2);
    const res = await patch(cand.token, 'APELIDO', 'CACA');
    expect(res.json().CODSTATUS).toBe(3);
    expect(await column('apelido')).toMatchObject({ v: 'CACA', codstatus: 3 });
    // the move is written once, by the status writer (decision 067); a later save writes only its field
    const moves = async () =>
      rowsOf<{ old_value: string; new_value: string }>(
        await t.db.execute(sql`
          select old_value, new_value from audit_log
          where codcandidato = ${id} and field = 'CODSTATUS' order by id`),
      );
    expect((await moves()).at(-1)).toEqual({ old_value: '2', new_value: '3' });
    const after = (await moves()).length;
    await patch(cand.token, 'APELIDO', 'CACAU');
    expect(await moves()).toHaveLength(after);
    expect(await column('apelido')).toMatchObject({ v: 'CACAU', codstatus: 3 });
  });

  it('refuses edits in a locked status (4, 5, 7–10) with the spec text', async () => {
    for (const s of [4, 5, 7, 8, 9, 10]) {
      await setStatus(s);
      const res = await patch(cand.token, 'APELIDO', `X${s}`);
      expect(res.statusCode, `status ${s}`).toBe(403);
      expect(res.json().message).toBe('Dados aguardando validação');
    }
    for (const s of [1, 2, 3, 6, 11, 12, 13, 14]) {
      await setStatus(s);
      expect((await patch(cand.token, 'APELIDO', `Y${s}`)).statusCode, `status ${s}`).toBe(200);
    }
    await setStatus(3);
  });

  it("refuses another candidate's record and another client's staff (404)", async () => {
    expect((await patch(cand.token, 'APELIDO', 'Z', id + 1)).statusCode).toBe(404);
    expect((await patch(gestor2.token, 'APELIDO', 'Z')).statusCode).toBe(404);
    expect((await patch(gestor.token, 'APELIDO', 'PELO GESTOR')).statusCode).toBe(200);
  });
});

describe('section checks and finalize', () => {
  it('lists the empty fields with reference, name and description', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/check/required',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ISVALID_ENDERECO).toBe(false);
    expect(body.fieldsEmpty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: 'CEP', name: expect.any(String) }),
        expect.objectContaining({ reference: 'CONFIRM_SEM_DEPENDENTES', flag: 'ISVALID_DEPENDENTES' }),
        expect.objectContaining({ name: 'Tamanho do uniforme', flag: 'ISVALID_INFO_ADICIONAL' }),
      ]),
    );
  });

  it('refuses to finalize while a section is invalid, then finalizes a complete record (status 4)', async () => {
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/candidate/confirm',
        headers: t.headers(cand.token),
        payload: { CODCANDIDATO: id },
      });
    const refused = await confirm();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/validar todos os campos obrigatórios/);
    expect((await column('codstatus')).codstatus).toBe(3);

    // fill every field the rules ask for, in registry order, as the form would
    const settings = await getClientSettings(t.db, C041);
    const record = (await read(cand.token)).json();
    for (let pass = 0; pass < 3; pass++)
      for (const f of CANDIDATE_FIELDS) {
        if (!f.editableBy.includes('candidate')) continue;
        if (!f.visible({ settings, values: record }) || !f.required({ settings, values: record })) continue;
        if (record[f.name] !== null && record[f.name] !== undefined) continue;
        const res = await patch(cand.token, f.name, sampleValue(f, settings));
        if (res.statusCode === 200) record[f.name] = res.json().VALUE;
      }
    await patch(cand.token, 'CONFIRM_SEM_DEPENDENTES', true);
    await t.db.execute(sql`insert into custom_field_data (codcandidato, codinfo, descricao)
      select ${id}, codinfo, 'M' from custom_field where codcli = '041' and resp_preenchimento = 'C'`);
    // ISVALID_ENVIO: every required document sent (documents-*.test.ts send real files)
    await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status)
      select ${id}, codtipodoc, 3 from document_type where codcli = '041' and ativo and not opcional`);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/check/required',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id },
    });
    expect(check.json().fieldsEmpty).toEqual([]);
    const ok = await confirm();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ UPDATED: id });
    expect((await column('codstatus')).codstatus).toBe(4);
    expect((await patch(cand.token, 'APELIDO', 'DEPOIS')).statusCode).toBe(403);
  });

  it('keeps the default settings parseable (guard for the registry rules)', () => {
    expect(defaultSettings().RACA_COR).toBe(true);
  });
});

describe('registration starts the record with the registry defaults', () => {
  it('sets street type 33 and delivery UF SP; Sexo starts empty (decision 064)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate',
      headers: t.headers(gestor.token),
      payload: {
        NOME: 'Nova Pessoa',
        EMAIL: 'nova.pessoa@demo.com.br',
        CODUNIDADE: 1,
        DATINICIO: '31/12/2099',
        TIPOCARGO: 'OUTROS',
        CARGO: 'ANALISTA',
        GESTOR: 'X',
        RECRUTADOR: 'Y',
        CAMPOS_ADICIONAIS: [{ CODINFO: 1, DESCRICAO: 'CC-1' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const cod = res.json().CODCANDIDATO;
    const record = (await read(gestor.token, cod)).json();
    expect(record).toMatchObject({ SEXO: null, IDLOGRADOURO: '33', UF_ENTREGA: 'SP' });
  });
});

describe('PATCH /api/candidate checks the session in its own read', () => {
  it('answers 401 once the session version changed, and saves nothing', async () => {
    await setStatus(3);
    const own = await signInAs(t, 'cand');
    expect((await patch(own.token, 'APELIDO', 'ANTES')).statusCode).toBe(200);
    await t.db.execute(
      sql`update candidate set session_version = session_version + 1 where codcandidato = ${id}`,
    );
    const res = await patch(own.token, 'APELIDO', 'DEPOIS');
    expect(res.statusCode).toBe(401);
    expect((await column('apelido')).v).toBe('ANTES');
  });
  it('answers 401 to a token whose candidate no longer exists, and 404 to staff of another client', async () => {
    const gone = 2_000_000_000;
    const claims = {
      sub: `c:${gone}` as const,
      adm: 9,
      cli: '041',
      role: 'CANDIDATO' as const,
      sv: 1,
      sid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    };
    const token = await signAccessToken(claims, t.app.ctx.tokens);
    const res = await patch(token, 'APELIDO', 'X', gone);
    expect(res.statusCode).toBe(401);
    expect((await patch(gestor2.token, 'APELIDO', 'X')).statusCode).toBe(404);
  });
});
