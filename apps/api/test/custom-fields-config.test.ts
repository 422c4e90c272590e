/**
 * Custom fields of the configuration (docs/api-configuration.md; spec 3 §5 "Custom field", §9):
 * every rule and message, the 25 active / 40 total reading of decision 025, ADMIN only, another
 * client's field 404, admin values on registration through newCustomFieldsData and additional.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let cand: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload: object,
  token = admin.token,
  tenant = C041,
) => t.app.inject({ method, url: `/api${url}`, headers: t.headers(token, tenant), payload });
const create = (body: object, tenant = C041) =>
  send('POST', '/candidate/customField', body, admin.token, tenant);
const field = (over: object = {}) => ({
  DESCRICAO: 'Tamanho da camiseta',
  TIPO: 'R',
  OPCOES: 'P;M;G;',
  RESP_PREENCHIMENTO: 'C',
  OBRIGATORIO: true,
  ...over,
});
const clearFields = (cli = '041') =>
  t.db.execute(sql`delete from custom_field where codadm = 9 and codcli = ${cli}`);

describe('rules and messages', () => {
  const cases: [object, string][] = [
    [{ DESCRICAO: ' ' }, 'Informe a descrição do campo.'],
    [{ DESCRICAO: 'd'.repeat(101) }, 'Máximo de 100 caracteres.'],
    [{ TIPO: 'X' }, 'Informe o tipo do campo.'],
    [{ RESP_PREENCHIMENTO: undefined }, 'Informe quem preenche o campo.'],
    [{ TIPO: 'M', OPCOES: '' }, 'Insira no mínimo 2 itens, finalizando cada um com ponto e vírgula (;).'],
    [
      { TIPO: 'M', OPCOES: 'Azul;' },
      'Insira no mínimo 2 itens, finalizando cada um com ponto e vírgula (;).',
    ],
    [{ TIPO: 'M', OPCOES: 'Azul;Verde' }, 'As opções devem terminar com ponto e vírgula (;).'],
    [{ TIPO: 'R', OPCOES: 'Sim;' }, 'O tipo rádio aceita de 2 a 5 itens.'],
    [{ TIPO: 'R', OPCOES: '1;2;3;4;5;6;' }, 'O tipo rádio aceita de 2 a 5 itens.'],
    [{ TIPO: 'M', OPCOES: `${'a'.repeat(254)};;` }, 'Máximo de 255 caracteres.'],
  ];
  it.each(cases)('%j → %s', async (over, message) => {
    const res = await create(field(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores valid fields; text fields keep no options; options are tidied', async () => {
    await clearFields();
    const radio = await create(field({ OPCOES: ' P ; M;G;' }));
    expect(radio.statusCode).toBe(201);
    expect(radio.json()).toMatchObject({
      OPCOES: 'P;M;G;',
      NUMCAMPO: 1,
      message: 'Campo incluído com sucesso!',
    });
    const five = await create(field({ OPCOES: '1;2;3;4;5;' }));
    expect(five.statusCode).toBe(201);
    const text = await create(field({ TIPO: 'T', OPCOES: 'ignored;', RESP_PREENCHIMENTO: 'A' }));
    expect(text.json()).toMatchObject({ TIPO: 'T', OPCOES: null, NUMCAMPO: 3 });
    const menu = await create(field({ TIPO: 'M', OPCOES: 'Azul;Verde;' }));
    expect(menu.statusCode).toBe(201);
  });

  it('edits a field with the same rules; unknown and foreign ids are 404', async () => {
    const [mine] = rowsOf<{ codinfo: number }>(
      await t.db.execute(sql`select codinfo from custom_field where codcli = '041' limit 1`),
    );
    const ok = await send('PATCH', '/candidate/customFields', {
      CODINFO: mine!.codinfo,
      ...field({ DESCRICAO: 'Camisa', ATIVO: false }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      DESCRICAO: 'Camisa',
      ATIVO: false,
      message: 'Campo atualizado com sucesso!',
    });
    const bad = await send('PATCH', '/candidate/customFields', {
      CODINFO: mine!.codinfo,
      ...field({ OPCOES: 'A' }),
    });
    expect(bad.json().message).toBe('As opções devem terminar com ponto e vírgula (;).');
    const foreign = await create(field(), C042);
    const res = await send('PATCH', '/candidate/customFields', {
      CODINFO: foreign.json().CODINFO,
      ...field({ DESCRICAO: 'x' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campo adicional não encontrado.');
  });

  it('a MANAGER and a candidate are refused', async () => {
    expect((await send('POST', '/candidate/customField', field(), gestor.token)).statusCode).toBe(403);
    expect(
      (await send('POST', '/candidate/customField', field(), cand.token, undefined as never)).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', '/candidate/customFields', { CODINFO: 1, ...field() }, gestor.token)).statusCode,
    ).toBe(403);
  });
});

describe('limits: 25 active, 40 in all', () => {
  it('refuses the 26th active field, accepts inactive ones up to 40', async () => {
    await clearFields();
    for (let i = 0; i < 25; i++)
      expect((await create(field({ DESCRICAO: `Campo ${i}` }))).statusCode).toBe(201);
    const active = await create(field({ DESCRICAO: 'Excesso' }));
    expect(active.statusCode).toBe(400);
    expect(active.json().message).toBe('Máximo de 25 campos adicionais ativos.');
    for (let i = 25; i < 40; i++)
      expect((await create(field({ DESCRICAO: `Inativo ${i}`, ATIVO: false }))).statusCode).toBe(201);
    const total = await create(field({ DESCRICAO: 'Quadragésimo primeiro', ATIVO: false }));
    expect(total.statusCode).toBe(400);
    expect(total.json().message).toBe('Limite de 40 campos adicionais atingido.');
  });

  it('activating a field while 25 are active is refused', async () => {
    const [inactive] = rowsOf<{ codinfo: number }>(
      await t.db.execute(sql`select codinfo from custom_field where codcli = '041' and not ativo limit 1`),
    );
    const res = await send('PATCH', '/candidate/customFields', {
      CODINFO: inactive!.codinfo,
      ...field({ ATIVO: true }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Máximo de 25 campos adicionais ativos.');
    await clearFields();
  });
});

describe('values: newCustomFieldsData and additional', () => {
  it('admin fills an admin field; the candidate cannot; bad option refused and nothing saved', async () => {
    await clearFields();
    const adminField = (
      await create(field({ DESCRICAO: 'Centro de custo', TIPO: 'T', RESP_PREENCHIMENTO: 'A' }))
    ).json();
    const candField = (await create(field())).json();
    const id = cand.candidate!.CODCANDIDATO;
    const put = await send('PUT', '/candidate/newCustomFieldsData', {
      CODCANDIDATO: id,
      CODINFO: adminField.CODINFO,
      DESCRICAO: 'CC-10',
    });
    expect(put.json()).toEqual({ CODINFO: adminField.CODINFO, DESCRICAO: 'CC-10' });
    const bad = await send('PATCH', '/candidate/additional', {
      CODCANDIDATO: id,
      VALUES: [
        { CODINFO: adminField.CODINFO, DESCRICAO: 'CC-20' },
        { CODINFO: candField.CODINFO, DESCRICAO: 'XG' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/customFieldsData/${id}`,
      headers: t.headers(admin.token, C041),
    });
    expect(data.json()).toEqual([{ CODINFO: adminField.CODINFO, DESCRICAO: 'CC-10' }]);
    const own = await send(
      'PATCH',
      '/candidate/additional',
      { CODCANDIDATO: id, VALUES: [{ CODINFO: candField.CODINFO, DESCRICAO: 'M' }] },
      cand.token,
      undefined as never,
    );
    expect(own.statusCode).toBe(200);
    const notMine = await send(
      'PATCH',
      '/candidate/additional',
      { CODCANDIDATO: id, VALUES: [{ CODINFO: adminField.CODINFO, DESCRICAO: 'x' }] },
      cand.token,
      undefined as never,
    );
    expect(notMine.statusCode).toBe(403);
    const other = await send(
      'PUT',
      '/candidate/newCustomFieldsData',
      { CODCANDIDATO: id, CODINFO: adminField.CODINFO, DESCRICAO: 'x' },
      admin.token,
      C042,
    );
    expect(other.statusCode).toBe(404);
  });
});
