/**
 * Issue 31 §7, decision 066: one character rule for every typed text. Each class of character —
 * line breaks, tab, C0/C1 controls, bidi overrides and isolates, zero-width characters — answers
 * 400 with a pt-BR message naming the field on the candidate's NOME (autosave), on staff
 * registration (NOME, EMAIL), on a staff user's name and on a custom field's value, and the
 * database holds what it held before; a multi-line observation keeps its line breaks and refuses
 * the rest; a name with combining accents is stored in NFC. Issue 31 §8: a document type named '..'
 * or with a slash is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041 } from './support/lifecycle-fixture.ts';

/** One or two samples of each class the rule refuses, with the start of the pt-BR problem. */
const FAULTS: [string, string, RegExp][] = [
  ['LF', 'Ana\nSilva', /Não pode ter quebra de linha/],
  ['CR', 'Ana\rSilva', /Não pode ter quebra de linha/],
  ['tab', 'Ana\tSilva', /Não pode ter tabulação/],
  ['BEL', 'Ana\u0007Silva', /caractere de controle/],
  ['ESC', 'Ana\u001B[2JSilva', /caractere de controle/],
  ['C1 U+0085', 'Ana\u0085Silva', /quebra de linha/],
  ['C1 U+009B', 'Ana\u009BSilva', /caractere de controle/],
  ['RLO U+202E', 'Ana\u202EavliS', /muda a direção do texto/],
  ['isolate U+2066', 'Ana\u2066Silva\u2069', /muda a direção do texto/],
  ['ZWSP U+200B', 'An\u200Ba Silva', /caractere invisível/],
  ['ZWJ U+200D', 'Ana\u200DSilva', /caractere invisível/],
  ['BOM U+FEFF', 'Ana\uFEFFSilva', /caractere invisível/],
  ['word joiner U+2060', 'Ana\u2060Silva', /caractere invisível/],
];

let t: TestApp;
let { admin, gestor, cand, id } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand, id } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
});
afterAll(() => t.close());

const call = (token: string, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, tenant = C041) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.headers(token, tenant), payload });
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0]!;
/** What a refusal must leave as it was: the candidates, the staff users, the custom values, the log. */
const snapshot = () =>
  one<Record<string, unknown>>(sql`select
    (select string_agg(codcandidato || ':' || nome || ':' || email || ':' || codstatus, ',' order by codcandidato)
      from candidate) as candidates,
    (select string_agg(usuario || ':' || nomeusuario, ',' order by codusuario) from staff_user) as staff,
    (select string_agg(codinfo || ':' || descricao, ',' order by codinfo) from custom_field_data) as custom,
    (select count(*)::int from candidate_log) as log,
    (select count(*)::int from mail_outbox) as outbox,
    (select string_agg(codtipodoc || ':' || documento, ',' order by codtipodoc) from document_type) as types`);

const expect400 = (res: Awaited<ReturnType<typeof call>>, label: string, problem: RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  const message = res.json<{ message: string }>().message;
  expect(message.startsWith(`${label}: `), message).toBe(true);
  expect(message).toMatch(problem);
};

describe('single-line fields refuse every class, and nothing changes', () => {
  it.each(FAULTS)("the candidate's NOME by autosave: %s", async (_class, value, problem) => {
    const before = await snapshot();
    const res = await call(cand.token, 'PATCH', '/candidate', {
      CODCANDIDATO: id,
      FIELD: 'NOME',
      VALUE: value,
    });
    expect400(res, 'Nome', problem);
    expect(res.json().field).toBe('NOME');
    expect(await snapshot()).toEqual(before);
  });

  it.each(FAULTS)('staff registration, NOME and EMAIL: %s', async (_class, value, problem) => {
    const units = rowsOf<{ codunidade: number }>(
      await t.db.execute(
        sql`select codunidade from unit where codadm = 9 and codcli = '041' order by codunidade limit 1`,
      ),
    );
    const [centro] = rowsOf<{ codinfo: number }>(
      await t.db.execute(
        sql`select codinfo from custom_field where codcli = '041' and descricao = 'Centro de custo'`,
      ),
    );
    const day = new Date(Date.now() + 10 * 86400_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('/');
    const valid = {
      NOME: 'Fernanda Texto Teste',
      EMAIL: 'texto.regra@demo.com.br',
      CODUNIDADE: units[0]!.codunidade,
      DATINICIO: day,
      TIPOCARGO: 'OUTROS',
      CARGO: 'ANALISTA',
      GESTOR: 'MARIANA PRADO',
      RECRUTADOR: 'PEDRO ALVES',
      CAMPOS_ADICIONAIS: [{ CODINFO: centro!.codinfo, DESCRICAO: 'CC-1' }],
    };
    const before = await snapshot();
    expect400(await call(gestor.token, 'POST', '/candidate', { ...valid, NOME: value }), 'Nome', problem);
    const email = value
      .replace(/Silva|avliS/, '@demo.com.br')
      .replace('Ana', 'ana')
      .replace(' ', '');
    expect400(await call(gestor.token, 'POST', '/candidate', { ...valid, EMAIL: email }), 'E-mail', problem);
    expect(await snapshot()).toEqual(before);
  });

  it.each(FAULTS)(
    "staff's edit of the registration data (PATCH /candidate/personal), NOME: %s",
    async (_class, value, problem) => {
      const before = await snapshot();
      const res = await call(gestor.token, 'PATCH', '/candidate/personal', { CODCANDIDATO: id, NOME: value });
      expect400(res, 'Nome', problem);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(FAULTS)("a staff user's name, created and edited: %s", async (_class, value, problem) => {
    const before = await snapshot();
    const user = {
      USUARIO: 'texto.regra',
      NOMEUSUARIO: value,
      EMAIL: 'texto.regra@demo.com.br',
      PERMISSAO: 'MANAGER',
      CLIENTES: ['041'],
    };
    expect400(await call(admin.token, 'POST', '/admin/users', user), 'Nome', problem);
    const own = await one<{ codusuario: number; cpf: string | null }>(
      sql`select codusuario from staff_user where usuario = 'gestor'`,
    );
    const { USUARIO: _login, ...edit } = user;
    expect400(await call(admin.token, 'PUT', `/admin/users/${own.codusuario}`, edit), 'Nome', problem);
    expect(await snapshot()).toEqual(before);
  });

  it.each(FAULTS)('a custom field value: %s', async (_class, value, problem) => {
    const centro = await one<{ codinfo: number }>(
      sql`select codinfo from custom_field where codcli = '041' and descricao = 'Centro de custo'`,
    );
    const before = await snapshot();
    const res = await call(gestor.token, 'PUT', '/candidate/customFieldsData', {
      CODCANDIDATO: id,
      CODINFO: centro.codinfo,
      DESCRICAO: value,
    });
    expect400(res, 'Centro de custo', problem);
    const many = await call(gestor.token, 'PATCH', '/candidate/additional', {
      CODCANDIDATO: id,
      VALUES: [{ CODINFO: centro.codinfo, DESCRICAO: value }],
    });
    expect400(many, 'Centro de custo', problem);
    expect(await snapshot()).toEqual(before);
  });
});

describe('what the rule lets through', () => {
  it('stores a custom value in NFC, several at once as one by one', async () => {
    const centro = await one<{ codinfo: number }>(
      sql`select codinfo from custom_field where codcli = '041' and descricao = 'Centro de custo'`,
    );
    const res = await call(gestor.token, 'PATCH', '/candidate/additional', {
      CODCANDIDATO: id,
      VALUES: [{ CODINFO: centro.codinfo, DESCRICAO: ' Sa\u0303o Paulo ' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { descricao } = await one<{ descricao: string }>(
      sql`select descricao from custom_field_data where codcandidato = ${id} and codinfo = ${centro.codinfo}`,
    );
    expect(descricao).toBe('São Paulo');
    expect(descricao).toHaveLength(9);
  });

  it('stores a name typed with combining accents in NFC, and trims a pasted line break', async () => {
    const res = await call(cand.token, 'PATCH', '/candidate', {
      CODCANDIDATO: id,
      FIELD: 'NOME',
      VALUE: 'Jose\u0301 Conceic\u0327a\u0303o\r\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { nome } = await one<{ nome: string }>(sql`select nome from candidate where codcandidato = ${id}`);
    expect(nome).toBe('JOSÉ CONCEIÇÃO');
    expect(nome).toBe(nome.normalize('NFC'));
    expect(nome).toHaveLength(14);
  });

  it('a multi-line observation keeps its line breaks and refuses a bidi override', async () => {
    const change = (OBSSTATUS: string) =>
      call(gestor.token, 'POST', '/candidate/data/change', { CODCANDIDATO: id, CODSTATUS: 11, OBSSTATUS });
    // finalised by the candidate: staff may ask for a correction (11) with an observation
    await t.db.execute(sql`update candidate set codstatus = 4 where codcandidato = ${id}`);
    const before = await snapshot();
    expect400(await change('Refazer\u202E a foto'), 'Observação', /muda a direção do texto/);
    expect400(await change('Refazer\u0007 a foto'), 'Observação', /caractere de controle/);
    expect(await snapshot()).toEqual(before);
    const ok = await change('Refazer a foto:\r\n- frente\n- verso');
    expect(ok.statusCode, ok.body).toBe(200);
    const { obsstatus } = await one<{ obsstatus: string }>(
      sql`select obsstatus from candidate where codcandidato = ${id}`,
    );
    expect(obsstatus).toBe('Refazer a foto:\n- frente\n- verso');
  });
});

describe('document type names (issue 31 §8)', () => {
  it.each([
    ['..', 'Nome do documento: Não pode ser formado só por pontos.'],
    ['.', 'Nome do documento: Não pode ser formado só por pontos.'],
    ['../../etc', 'Nome do documento: Não pode ter barra (/ ou \\).'],
    ['RG\\frente', 'Nome do documento: Não pode ter barra (/ ou \\).'],
    [
      'RG\u202Egpj.exe',
      'Nome do documento: Contém caractere que muda a direção do texto; apague-o e digite de novo.',
    ],
    ['RG\nverso', 'Nome do documento: Não pode ter quebra de linha.'],
  ])('PATCH and POST refuse %j', async (name, message) => {
    const type = await one<{ codtipodoc: number }>(
      sql`select codtipodoc from document_type where codcli = '041' order by codtipodoc limit 1`,
    );
    const before = await snapshot();
    for (const [method, payload] of [
      ['PATCH', { CODTIPODOC: type.codtipodoc, DOCUMENTO: name }],
      ['POST', { DOCUMENTO: name }],
    ] as const) {
      const res = await call(admin.token, method, '/candidate/configuration/documents', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});
