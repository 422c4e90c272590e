/**
 * GET /candidate/list (spec 3 §2 Candidate list, §7): the client's candidates only, filters
 * DATINICIAL/DATFINAL (registration date, Brasília days), STATUS, NOME (prefix or code), sorting,
 * and who may call it. The PAGE/PAGESIZE addition is in candidate-list-paging.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrazil } from '@admissao/domain';
import { candidate, customField } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import {
  useCandidateListFixture,
  t,
  admin,
  gestor,
  gestor2,
  candidato,
  C041,
  C042,
  code,
  matriz,
  list,
  rowsOfList,
  names,
  SEED_041,
} from './support/candidate-list-fixture.ts';

useCandidateListFixture();

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

describe('GET /candidate/list documents and badges', () => {
  it('sums up the documents that apply by the ISVALID_ENVIO rules, and shows the record badges', async () => {
    const [carlos] = await t.db.select().from(candidate).where(eq(candidate.email, 'candidato@demo.com.br'));
    const id = carlos!.codcandidato;
    const types = rowsOf<{ codtipodoc: number }>(
      await t.db.execute(sql`select codtipodoc from document_type where codadm = 9 and codcli = '041'
        and ativo and not opcional and nacionalidade is null order by ordem, codtipodoc`),
    );
    const [first, second] = types.map((r) => r.codtipodoc);
    const required = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from document_type where codadm = 9 and codcli = '041'
        and ativo and not opcional and (nacionalidade is null or nacionalidade = 'BRA')`),
    )[0]!.n;
    const file = (codtipodoc: number, key: string) =>
      t.db
        .execute(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime, size, created_by)
        values (${id}, ${codtipodoc}, ${key}, 'image', 'image/jpeg', 10, ${'C:' + id})`);
    await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status)
      values (${id}, ${first!}, 1), (${id}, ${second!}, 2)`);
    await file(first!, `lista-${id}-1`);
    await file(second!, `lista-${id}-2`);
    await t.db.execute(sql`update candidate set nacionalidade = 'BRA', pcd = 'S', transgenero = true
      where codcandidato = ${id}`);
    const row = () =>
      rowsOfList(t.headers(gestor.token)).then((rows) => rows.find((r) => r.CODCANDIDATO === id)!);
    expect(await row()).toMatchObject({
      DOCSENVIADOS: 2,
      DESDOCSENVIADOS: '1 documento recusado',
      CORDOCS: '#e03131',
      // masked to staff as in the record read (decision 036, issue 31 §2): neither true nor false
      INFO_EXTRA: { POSSUI_INFO: false, ESTRANGEIRO: false, PCD: null, TRANSGENERO: null },
    });
    await t.db.execute(
      sql`update candidate_document set status = 4 where codcandidato = ${id} and codtipodoc = ${second!}`,
    );
    expect(await row()).toMatchObject({
      DOCSENVIADOS: 2,
      DESDOCSENVIADOS: `2 de ${required} obrigatórios enviados`,
      CORDOCS: '#fab005',
    });
    await t.db.execute(sql`delete from document_file where codcandidato = ${id}`);
    await t.db.execute(sql`delete from candidate_document where codcandidato = ${id}`);
    await t.db.execute(sql`update candidate set pcd = null, transgenero = null where codcandidato = ${id}`);
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
