/**
 * GET /candidate/list (spec 3 §2 Candidate list, §7): the client's candidates only, filters
 * DATINICIAL/DATFINAL (registration date, Brasília days), STATUS, NOME (prefix or code), sorting,
 * and the PAGE/PAGESIZE addition answering {rows, total, page, pageSize}.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrazil, type LogonAnswer, type TenantRef, type CandidateListRow } from '@admissao/domain';
import { candidate, customField, unit } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };

/** the answer's row, as the domain declares it */
type Row = CandidateListRow;
interface Page {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

const code: Record<string, number> = {};
let matriz: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, gestor2, candidato] = await Promise.all([
    t.login('admin'),
    t.login('gestor'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
  ]);
  for (const c of await t.db.select().from(candidate)) code[c.nome] = c.codcandidato;
  matriz = (await t.db.select().from(unit).where(eq(unit.unidade, 'MATRIZ SÃO PAULO')))[0]!.codunidade;
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/candidate/list',
    headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
async function rowsOfList(headers: Record<string, string>, query: Record<string, string | number> = {}) {
  const res = await list(headers, query);
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  const body = res.json();
  expect(Array.isArray(body), JSON.stringify(query)).toBe(true);
  return body as Row[];
}
async function page(headers: Record<string, string>, query: Record<string, string | number>) {
  const res = await list(headers, query);
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  return res.json() as Page;
}
const names = (rows: Row[]) => rows.map((r) => r.NOME);
async function codesOfClient(codcli: string) {
  const rows = await t.db
    .select({ id: candidate.codcandidato })
    .from(candidate)
    .where(eq(candidate.codcli, codcli));
  return new Set(rows.map((r) => r.id));
}

const SEED_041 = [
  'ELISA MARTINS ROCHA',
  'DANIEL OLIVEIRA COSTA',
  'BEATRIZ NOVAES LIMA',
  'CARLOS CANDIDATO DA SILVA',
];

describe('GET /candidate/list without paging (the spec shape: a plain array)', () => {
  it("lists the client's candidates only, newest first", async () => {
    const rows = await rowsOfList(t.headers(gestor.token));
    // the demo rows were inserted together: same registration instant, then newest code first
    expect(names(rows)).toEqual(SEED_041);
    expect(names(rows)).not.toContain('CAROLINA CANDIDATA SOUZA');
  });

  it('answers every column of the list for each row', async () => {
    const [carlos] = await t.db.select().from(candidate).where(eq(candidate.email, 'candidato@demo.com.br'));
    const rows = await rowsOfList(t.headers(gestor.token));
    const row = rows.find((r) => r.EMAIL === 'candidato@demo.com.br');
    expect(row).toEqual({
      CODCANDIDATO: carlos!.codcandidato,
      NOME: 'CARLOS CANDIDATO DA SILVA',
      EMAIL: 'candidato@demo.com.br',
      CODUNIDADE: matriz,
      UNIDADE: 'MATRIZ SÃO PAULO',
      DATINICIO: carlos!.datinicio,
      DATCADASTRO: carlos!.datcadastro.toISOString(),
      DATULTINTERACAO: carlos!.datultinteracao!.toISOString(),
      CODSTATUS: 3,
      DESSTATUS: 'Em preenchimento',
      CORSTATUS: '#1c7ed6',
      DOCSENVIADOS: 0,
      DESDOCSENVIADOS: 'Nenhum documento enviado',
      CORDOCS: '#868e96',
      INFO_EXTRA: { POSSUI_INFO: false, ESTRANGEIRO: false, PCD: false, TRANSGENERO: false },
    });
    const elisa = rows.find((r) => r.NOME === 'ELISA MARTINS ROCHA')!;
    expect(elisa).toMatchObject({ CODSTATUS: 8, DESSTATUS: 'Finalizado', CORSTATUS: '#2f9e44' });
    const beatriz = rows.find((r) => r.NOME === 'BEATRIZ NOVAES LIMA')!;
    expect(beatriz).toMatchObject({ CODSTATUS: 1, DESSTATUS: 'Cadastrado', DATULTINTERACAO: null });
  });

  it("scopes the admin to the header's client: 042 never sees 041 rows", async () => {
    const r042 = await rowsOfList(t.headers(admin.token, C042));
    expect(names(r042)).toEqual(['CAROLINA CANDIDATA SOUZA']);
    expect(r042[0]).toMatchObject({ UNIDADE: 'SEDE RIO DE JANEIRO', CODSTATUS: 3 });
    const r041 = await rowsOfList(t.headers(admin.token, C041));
    expect(names(r041)).toEqual(SEED_041);
    expect(names(await rowsOfList(t.headers(gestor2.token)))).toEqual(['CAROLINA CANDIDATA SOUZA']);
  });

  it('marks INFO_EXTRA.POSSUI_INFO for a candidate with custom data', async () => {
    const [centro] = await t.db
      .select()
      .from(customField)
      .where(eq(customField.descricao, 'Centro de custo'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate',
      headers: t.headers(gestor.token),
      payload: {
        NOME: 'Ícaro Info Extra',
        EMAIL: 'icaro.info@demo.com.br',
        CODUNIDADE: matriz,
        DATINICIO: isoDateInBrazil(),
        TIPOCARGO: 'ESTAGIO',
        GESTOR: 'MARIANA PRADO',
        RECRUTADOR: 'PEDRO ALVES',
        CAMPOS_ADICIONAIS: [{ CODINFO: centro!.codinfo, DESCRICAO: 'CC-9' }],
      },
    });
    expect(res.statusCode).toBe(201);
    code['ÍCARO INFO EXTRA'] = res.json().CODCANDIDATO;
    const rows = await rowsOfList(t.headers(gestor.token), { NOME: 'ícaro' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      CODCANDIDATO: res.json().CODCANDIDATO,
      CODSTATUS: 1,
      INFO_EXTRA: { POSSUI_INFO: true, ESTRANGEIRO: false, PCD: false, TRANSGENERO: false },
    });
  });
});

describe('GET /candidate/list filters', () => {
  it('filters by STATUS within the client', async () => {
    expect(names(await rowsOfList(t.headers(gestor.token), { STATUS: 8 }))).toEqual(['ELISA MARTINS ROCHA']);
    expect(names(await rowsOfList(t.headers(gestor.token), { STATUS: 3 }))).toEqual([
      'CARLOS CANDIDATO DA SILVA',
    ]);
    expect(await rowsOfList(t.headers(gestor.token), { STATUS: 9 })).toEqual([]);
    // an empty STATUS is no filter
    const all = await rowsOfList(t.headers(gestor.token), { STATUS: '' });
    expect(names(all)).toEqual(expect.arrayContaining(SEED_041));
    expect((await list(t.headers(gestor.token), { STATUS: 'abc' })).statusCode).toBe(400);
  });

  it('filters NOME by prefix, case-insensitive, within the client', async () => {
    for (const nome of ['car', 'CAR', 'Carlos Cand', '  carlos  ']) {
      expect(names(await rowsOfList(t.headers(gestor.token), { NOME: nome })), nome).toEqual([
        'CARLOS CANDIDATO DA SILVA',
      ]);
    }
    // CAROLINA (042) also starts with "car": only 042 sees her
    expect(names(await rowsOfList(t.headers(gestor2.token), { NOME: 'car' }))).toEqual([
      'CAROLINA CANDIDATA SOUZA',
    ]);
    // the start of the name, not any part of it; % and _ are plain characters
    for (const nome of ['silva', '%', '%a%', '_arlos', 'CARLOS CANDIDATO DA SILVA JR', '\\', 'c\\']) {
      expect(await rowsOfList(t.headers(gestor.token), { NOME: nome }), nome).toEqual([]);
    }
  });

  it("finds a candidate by code when NOME is a number, only in the caller's client", async () => {
    const daniel = code['DANIEL OLIVEIRA COSTA']!;
    expect(names(await rowsOfList(t.headers(gestor.token), { NOME: String(daniel) }))).toEqual([
      'DANIEL OLIVEIRA COSTA',
    ]);
    const carolina = code['CAROLINA CANDIDATA SOUZA']!;
    expect(await rowsOfList(t.headers(gestor.token), { NOME: String(carolina) })).toEqual([]);
    expect(await rowsOfList(t.headers(gestor.token), { NOME: '99999999999' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await rowsOfList(t.headers(gestor.token), { NOME: 'car', STATUS: 8 })).toEqual([]);
    expect(names(await rowsOfList(t.headers(gestor.token), { NOME: 'eli', STATUS: 8 }))).toEqual([
      'ELISA MARTINS ROCHA',
    ]);
  });
});

describe('GET /candidate/list registration-date filter (DATINICIAL, DATFINAL)', () => {
  // Brasília is UTC−3: 2024-03-10T02:30Z is still 09/03/2024 there, 2024-03-11T02:59:59Z is still 10/03
  const DATED: [string, string][] = [
    ['DATADO ANTIGO', '2024-03-05T15:00:00Z'],
    ['DATADO LIMITE', '2024-03-10T02:30:00Z'],
    ['DATADO MEIO', '2024-03-10T12:00:00Z'],
    ['DATADO FIM', '2024-03-11T02:59:59Z'],
    ['DATADO DEPOIS', '2024-03-11T03:00:00Z'],
  ];

  beforeAll(async () => {
    for (const [nome, at] of DATED) {
      await t.db.insert(candidate).values({
        codadm: 9,
        codcli: '041',
        nome,
        email: `${nome.toLowerCase().replace(' ', '.')}@demo.com.br`,
        codstatus: 1,
        datcadastro: new Date(at),
        codunidade: matriz,
      });
    }
    // a 042 candidate on the same day must never show in 041's list
    await t.db.insert(candidate).values({
      codadm: 9,
      codcli: '042',
      nome: 'DATADO OUTRO CLIENTE',
      email: 'datado.outro@outra.com.br',
      codstatus: 1,
      datcadastro: new Date('2024-03-10T12:00:00Z'),
    });
  });

  const dated = (query: Record<string, string>) =>
    rowsOfList(t.headers(gestor.token), { NOME: 'datado', ...query }).then(names);

  it('keeps the Brasília days of DATINICIAL..DATFINAL, both formats', async () => {
    for (const [from, to] of [
      ['10/03/2024', '10/03/2024'],
      ['2024-03-10', '2024-03-10'],
      ['10/03/2024', '2024-03-10'],
    ]) {
      expect(await dated({ DATINICIAL: from!, DATFINAL: to! }), `${from}..${to}`).toEqual([
        'DATADO FIM',
        'DATADO MEIO',
      ]);
    }
  });

  it('accepts only one end of the range', async () => {
    expect(await dated({ DATINICIAL: '09/03/2024' })).toEqual([
      'DATADO DEPOIS',
      'DATADO FIM',
      'DATADO MEIO',
      'DATADO LIMITE',
    ]);
    expect(await dated({ DATFINAL: '2024-03-09' })).toEqual(['DATADO LIMITE', 'DATADO ANTIGO']);
    expect(await dated({ DATINICIAL: '12/03/2024', DATFINAL: '31/12/2024' })).toEqual([]);
    // the seed rows were registered today
    const today = isoDateInBrazil();
    const todayRows = await rowsOfList(t.headers(gestor.token), { DATINICIAL: today, DATFINAL: today });
    expect(names(todayRows)).toEqual(expect.arrayContaining(SEED_041));
    expect(names(todayRows).some((n) => n.startsWith('DATADO'))).toBe(false);
  });

  it("refuses a final date before the initial one with 400 'A data final é anterior a data inicial!'", async () => {
    for (const [from, to] of [
      ['11/03/2024', '10/03/2024'],
      ['2024-03-11', '2024-03-10'],
      ['01/01/2025', '31/12/2024'],
    ]) {
      const res = await list(t.headers(gestor.token), { DATINICIAL: from!, DATFINAL: to! });
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      expect(res.json().message).toBe('A data final é anterior a data inicial!');
    }
  });

  it('refuses a date that does not exist or is not a date with 400', async () => {
    for (const [field, value, message] of [
      ['DATINICIAL', '31/02/2024', 'Data inicial: data inválida (dd/mm/aaaa).'],
      ['DATINICIAL', 'ontem', 'Data inicial: data inválida (dd/mm/aaaa).'],
      ['DATFINAL', '2024-13-01', 'Data final: data inválida (dd/mm/aaaa).'],
      ['DATFINAL', '1/3/2024', 'Data final: data inválida (dd/mm/aaaa).'],
    ]) {
      const res = await list(t.headers(gestor.token), { [field!]: value! });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message, value).toBe(message);
    }
  });

  it('sorts by SORT/ORDER (NOME, DATCADASTRO, CODCANDIDATO)', async () => {
    expect(await dated({ SORT: 'NOME', ORDER: 'asc' })).toEqual([
      'DATADO ANTIGO',
      'DATADO DEPOIS',
      'DATADO FIM',
      'DATADO LIMITE',
      'DATADO MEIO',
    ]);
    expect(await dated({ SORT: 'NOME', ORDER: 'desc' })).toEqual([
      'DATADO MEIO',
      'DATADO LIMITE',
      'DATADO FIM',
      'DATADO DEPOIS',
      'DATADO ANTIGO',
    ]);
    // SORT alone is ascending
    expect(await dated({ SORT: 'DATCADASTRO' })).toEqual([
      'DATADO ANTIGO',
      'DATADO LIMITE',
      'DATADO MEIO',
      'DATADO FIM',
      'DATADO DEPOIS',
    ]);
    expect(await dated({ SORT: 'CODCANDIDATO', ORDER: 'desc' })).toEqual(DATED.map(([n]) => n).reverse());
    const statusAsc = await rowsOfList(t.headers(gestor.token), { SORT: 'CODSTATUS', ORDER: 'asc' });
    const statuses = statusAsc.map((r) => r.CODSTATUS);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    for (const bad of [{ SORT: 'SENHA' }, { SORT: 'NOME', ORDER: 'up' }] as Record<string, string>[]) {
      expect((await list(t.headers(gestor.token), bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('GET /candidate/list with PAGE/PAGESIZE', () => {
  beforeAll(async () => {
    // 60 candidates at once, registered a minute apart: PAGINA 01 oldest … PAGINA 60 newest
    await t.db.execute(sql`
      insert into candidate (codadm, codcli, nome, email, codstatus, datcadastro, codunidade)
      select 9, '041', 'PAGINA ' || lpad(i::text, 2, '0'), 'pagina' || i || '@demo.com.br',
             case when i % 3 = 0 then 4 else 1 end,
             timestamptz '2025-06-01 12:00:00+00' + make_interval(mins => i), ${matriz}
      from generate_series(1, 60) as i`);
  });

  const paginas = (from: number, to: number) => {
    const out: string[] = [];
    for (let i = from; from <= to ? i <= to : i >= to; i += from <= to ? 1 : -1)
      out.push(`PAGINA ${String(i).padStart(2, '0')}`);
    return out;
  };

  it('answers {rows, total, totalCapped, page, pageSize}; page 3 of 25 holds rows 51 to 60', async () => {
    const p3 = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 3, PAGESIZE: 25 });
    expect(Object.keys(p3).sort()).toEqual(['page', 'pageSize', 'rows', 'total', 'totalCapped']);
    expect(p3).toMatchObject({ total: 60, totalCapped: false, page: 3, pageSize: 25 });
    // newest first: page 1 = 60..36, page 2 = 35..11, page 3 = 10..01
    expect(names(p3.rows)).toEqual(paginas(10, 1));
    const p1 = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 1, PAGESIZE: 25 });
    expect(names(p1.rows)).toEqual(paginas(60, 36));
    const p2 = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 2, PAGESIZE: 25 });
    expect(names(p2.rows)).toEqual(paginas(35, 11));
    const beyond = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 4, PAGESIZE: 25 });
    expect(beyond).toEqual({ rows: [], total: 60, totalCapped: false, page: 4, pageSize: 25 });
  });

  it('pages a sorted list', async () => {
    const p3 = await page(t.headers(gestor.token), {
      NOME: 'pagina',
      SORT: 'NOME',
      ORDER: 'asc',
      PAGE: 3,
      PAGESIZE: 25,
    });
    expect(p3.total).toBe(60);
    expect(names(p3.rows)).toEqual(paginas(51, 60));
    const p2of50 = await page(t.headers(gestor.token), {
      NOME: 'pagina',
      SORT: 'NOME',
      PAGE: 2,
      PAGESIZE: 50,
    });
    expect(names(p2of50.rows)).toEqual(paginas(51, 60));
  });

  it('counts the filtered total (STATUS) and every page size of 10, 20, 25 and 50', async () => {
    const s4 = await page(t.headers(gestor.token), { NOME: 'pagina', STATUS: 4, PAGE: 1, PAGESIZE: 10 });
    expect(s4.total).toBe(20);
    expect(names(s4.rows)).toEqual([60, 57, 54, 51, 48, 45, 42, 39, 36, 33].map((i) => `PAGINA ${i}`));
    for (const size of [10, 20, 25, 50]) {
      const p = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 1, PAGESIZE: size });
      expect(p.rows, String(size)).toHaveLength(size);
      expect(p).toMatchObject({ total: 60, page: 1, pageSize: size });
    }
  });

  it("pages the whole client list with the client's total, never another client's rows", async () => {
    const own = await codesOfClient('041');
    const seen: number[] = [];
    let total = -1;
    for (let n = 1; n <= 10; n++) {
      const p = await page(t.headers(gestor.token), { PAGE: n, PAGESIZE: 50 });
      total = p.total;
      seen.push(...p.rows.map((r) => r.CODCANDIDATO));
      if (p.rows.length < 50) break;
    }
    expect(total).toBe(own.size);
    expect(seen).toHaveLength(own.size);
    expect(new Set(seen)).toEqual(own);
    const p042 = await page(t.headers(admin.token, C042), { PAGE: 1, PAGESIZE: 50 });
    expect(p042.total).toBe((await codesOfClient('042')).size);
    expect(p042.rows.every((r) => !own.has(r.CODCANDIDATO))).toBe(true);
    expect(names(p042.rows)).not.toContain('PAGINA 01');
  });

  it('uses page 1 and size 25 when only one of PAGE/PAGESIZE is given', async () => {
    const onlyPage = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 2 });
    expect(onlyPage).toMatchObject({ total: 60, page: 2, pageSize: 25 });
    expect(names(onlyPage.rows)).toEqual(paginas(35, 11));
    const onlySize = await page(t.headers(gestor.token), { NOME: 'pagina', PAGESIZE: 10 });
    expect(onlySize).toMatchObject({ total: 60, page: 1, pageSize: 10 });
    expect(names(onlySize.rows)).toEqual(paginas(60, 51));
  });

  it('refuses a page size other than 10, 20, 25 or 50, and a page below 1, with 400', async () => {
    for (const PAGESIZE of [15, 100, 0, 1, -10]) {
      const res = await list(t.headers(gestor.token), { PAGE: 1, PAGESIZE });
      expect(res.statusCode, String(PAGESIZE)).toBe(400);
      expect(res.json().message, String(PAGESIZE)).toBe('Tamanho de página inválido (10, 20, 25 ou 50).');
    }
    for (const PAGE of [0, -1, 'abc']) {
      const res = await list(t.headers(gestor.token), { PAGE, PAGESIZE: 10 });
      expect(res.statusCode, String(PAGE)).toBe(400);
    }
  });

  it('keeps answering the unpaged array when no paging is asked for', async () => {
    const rows = await rowsOfList(t.headers(gestor.token), { NOME: 'pagina' });
    expect(rows).toHaveLength(60);
    expect(names(rows)).toEqual(paginas(60, 1));
  });
});

describe('who may call GET /candidate/list', () => {
  it("refuses a candidate's token (403), no token (401), a foreign client (403), and an admin without client (400)", async () => {
    const asCandidate = await list(t.headers(candidato.token));
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    const anonymous = await list({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Autenticação necessária.');
    const foreign = await list(t.headers(gestor.token, C042));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Cliente não autorizado');
    const noClient = await list(t.headers(admin.token));
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe('Selecione um cliente.');
    for (const res of [asCandidate, anonymous, foreign, noClient]) expect(res.body).not.toContain('CARLOS');
  });

  it('counts rows straight from the database for the manager', async () => {
    const [n] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from candidate where codadm = 9 and codcli = '041'`),
    );
    expect((await rowsOfList(t.headers(gestor.token))).length).toBe(n!.n);
  });
});
