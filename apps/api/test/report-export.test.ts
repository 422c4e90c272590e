/**
 * Reports (docs/api-configuration.md; spec 3 §5 "Report", §7, §9): on-screen 'início' and
 * 'detalhado', the Excel export read back with exceljs (chosen areas, rows of the range, a formula
 * in a name stays text), image links with signed tokens; RELATORIO / LINK_IMAGENS gates; tenants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { MASKED_VALUE, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { signImageLink, verifyImageLink } from '../src/modules/documents/image-link-token.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const FORMULA = '=HYPERLINK("http://evil.example","clique")';
const FIXED_HEADERS = [
  'Código',
  'Nome',
  'E-mail',
  'Unidade',
  'Cargo',
  'Data de início',
  'Data de cadastro',
  'Status',
  'Gestor',
  'Recrutador',
  'Última interação',
  'Data de finalização',
  'Documentos enviados',
  'Documentos aprovados',
  'Observações',
];
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let ids041: number[];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2 } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2'));
  // 041: every candidate registered on 2026-03-10 (Brasília), except one on 2026-05-02
  await t.db.execute(sql`update candidate set datcadastro = '2026-03-10T12:00:00-03:00' where codadm = 9`);
  const rows = await t.db.execute(
    sql`select codcandidato from candidate where codadm = 9 and codcli = '041' order by 1`,
  );
  ids041 = rowsOf<{ codcandidato: number }>(rows).map((r) => r.codcandidato);
  await t.db.execute(
    sql`update candidate set datcadastro = '2026-05-02T23:30:00-03:00', nome = ${FORMULA} where codcandidato = ${ids041[0]!}`,
  );
});
afterAll(() => t.close());

const get = (url: string, token = admin.token, tenant = C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(token, tenant) });
const post = (url: string, payload: object, token = admin.token, tenant = C041) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.headers(token, tenant), payload });
const workbookOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
};

describe('on-screen reports', () => {
  it("'início' counts by status, unit and month of the client's candidates in the range", async () => {
    const res = await get('/candidate/report/start?DATINICIAL=2026-03-01&DATFINAL=2026-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      DATINICIAL: '2026-03-01',
      DATFINAL: '2026-03-31',
      TOTAL: ids041.length - 1,
    });
    expect(body.PORMES).toEqual([{ MES: '2026-03', QUANTIDADE: ids041.length - 1 }]);
    expect(body.PORSTATUS.reduce((n: number, s: { QUANTIDADE: number }) => n + s.QUANTIDADE, 0)).toBe(
      ids041.length - 1,
    );
    expect(body.PORSTATUS[0]).toHaveProperty('DESSTATUS');
    const all = (await get('/candidate/report/start')).json();
    expect(all).toMatchObject({ DATINICIAL: '1900-01-01', DATFINAL: '2100-01-01', TOTAL: ids041.length });
    expect(all.PORMES.map((m: { MES: string }) => m.MES)).toEqual(['2026-03', '2026-05']);
  });

  it("'detalhado' pages the candidates with their status and documents", async () => {
    const res = await get('/candidate/report/detailed?DATINICIAL=20260502&DATFINAL=20260502');
    expect(res.json()).toMatchObject({ total: 1, rows: [{ CODCANDIDATO: ids041[0], NOME: FORMULA }] });
    const page = await get('/candidate/report/detailed?pageSize=2&page=1');
    expect(page.json().rows).toHaveLength(2);
    expect(page.json().total).toBe(ids041.length);
  });

  it('date rules: final before initial, invalid dates, bad paging', async () => {
    const res = await get('/candidate/report/start?DATINICIAL=2026-03-10&DATFINAL=2026-03-09');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'A data final é anterior a data inicial!',
      title: 'Datas Inválidas!',
    });
    expect((await get('/candidate/report/start?DATINICIAL=31/02/2026')).json().message).toBe(
      'Data inicial: data inválida.',
    );
    expect((await get('/candidate/report/detailed?DATFINAL=abc')).json().message).toBe(
      'Data final: data inválida.',
    );
    expect((await get('/candidate/report/detailed?pageSize=5000')).statusCode).toBe(400);
  });

  it('needs the RELATORIO flag; another client sees only its own candidates', async () => {
    await t.db.execute(sql`update staff_user set relatorio = false where usuario = 'gestor'`);
    expect((await get('/candidate/report/start', gestor.token)).statusCode).toBe(403);
    expect((await post('/candidate/report/export', {}, gestor.token)).statusCode).toBe(403);
    await t.db.execute(sql`update staff_user set relatorio = true where usuario = 'gestor'`);
    expect((await get('/candidate/report/start', gestor.token)).statusCode).toBe(200);
    const other = (await get('/candidate/report/detailed', gestor2.token, C042)).json();
    expect(other.rows.map((r: { CODCANDIDATO: number }) => r.CODCANDIDATO)).not.toContain(ids041[0]);
    expect((await get('/candidate/report/start', gestor.token, C042)).statusCode).toBe(403);
  });
});

describe('Excel export', () => {
  it('streams an .xlsx with the chosen areas and the rows of the range; a formula stays text', async () => {
    const res = await post('/candidate/report/export', {
      DATINICIAL: '20260101',
      DATFINAL: '20260630',
      fileName: '../../etc/passwd',
      DADOSPESSOAIS: true,
      DOCUMENTACAO: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-candidatos-\d{14}\.xlsx"$/,
    );
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('Candidatos')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 8)).toEqual([
      'Código',
      'Nome',
      'E-mail',
      'Unidade',
      'Cargo',
      'Data de início',
      'Data de cadastro',
      'Status',
    ]);
    expect(headers).toEqual(expect.arrayContaining(['Nome social', 'CPF', 'Órgão emissor do RG']));
    expect(headers).not.toContain('CEP');
    expect(headers).not.toContain('Possui conta bancária');
    expect(sheet.rowCount - 1).toBe(ids041.length);
    const codes = [];
    for (let i = 2; i <= sheet.rowCount; i++) codes.push(sheet.getRow(i).getCell(1).value);
    expect(codes.sort()).toEqual([...ids041].sort());
    const row = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(1).value === ids041[0])!;
    const name = row.getCell(2);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    // a leading ' keeps it text wherever the sheet goes next (ASVS 1.2.10)
    expect(name.value).toBe(`'${FORMULA}`);
    expect(name.formula).toBeUndefined();
    expect(row.getCell(7).value).toBe('02/05/2026');
  });

  it('writes each cell as the staff view and the PDF read it: names of codes, masks, Sim/Não, dd/mm/yyyy', async () => {
    const id = ids041[1]!;
    await t.db.execute(sql`update candidate set cpf = '52998224725', idestcivil = 'SOL', transgenero = true,
      filhos = true, datnasc = '1990-03-15', cep = '01310100', idlogradouro = 33 where codcandidato = ${id}`);
    const res = await post('/candidate/report/export', {
      DATINICIAL: '20260101',
      DATFINAL: '20260630',
      DADOSPESSOAIS: true,
      ENDERECO: true,
      DOCUMENTACAO: true,
    });
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('Candidatos')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const row = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(1).value === id)!;
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1).value;
    expect(cell('CPF')).toBe('529.982.247-25');
    expect(cell('Estado civil')).toBe('Solteiro(a)');
    expect(cell('Possui filhos')).toBe('Sim');
    // a sensitive field is masked to staff, as in the view (decision 036, issue 31 §2)
    expect(cell('Pessoa transgênero')).toBe(MASKED_VALUE);
    expect(cell('Data de nascimento')).toBe('15/03/1990');
    expect(cell('CEP')).toBe('01310-100');
    expect(cell('Tipo de logradouro')).toBe('Rua');
    expect(String(cell('Unidade'))).not.toMatch(/^\d+$/);
  });

  it('only the range and only the client; custom fields as columns; no area = fixed columns', async () => {
    const field = await post('/candidate/customField', {
      DESCRICAO: 'Camiseta',
      TIPO: 'T',
      RESP_PREENCHIMENTO: 'C',
    });
    await t.db.execute(
      sql`insert into custom_field_data (codcandidato, codinfo, descricao) values (${ids041[0]!}, ${field.json().CODINFO}, '+GG')`,
    );
    const withCustom = await post('/candidate/report/export', {
      DATINICIAL: '20260502',
      DATFINAL: '20260502',
      INFOADICIONAL: true,
    });
    const sc = (await workbookOf(withCustom.rawPayload)).getWorksheet('Candidatos')!;
    const at = (sc.getRow(1).values as string[]).indexOf('Camiseta');
    expect(at).toBeGreaterThan(8);
    expect(sc.getRow(2).getCell(at).value).toBe("'+GG"); // starts with +: written with the leading ';
    expect(sc.getRow(2).getCell(at).type).toBe(ExcelJS.ValueType.String);
    const res = await post('/candidate/report/export', { DATINICIAL: '20260502', DATFINAL: '20260502' });
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('Candidatos')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).cellCount).toBe(FIXED_HEADERS.length);
    const other = await post('/candidate/report/export', { INFOADICIONAL: true }, gestor2.token, C042);
    const s2 = (await workbookOf(other.rawPayload)).getWorksheet('Candidatos')!;
    for (let i = 2; i <= s2.rowCount; i++) expect(ids041).not.toContain(s2.getRow(i).getCell(1).value);
  });

  it('has Gestor, Recrutador, Observações, last interaction, finalization date and document counts, and the Dependentes and Autorizados sheets', async () => {
    const [id, other] = [ids041[2]!, ids041[3]!];
    await t.db.execute(sql`update candidate set gestor = 'Gustavo Gestor', recrutador = 'Rita Recrutadora',
      observacoes = 'Começa na filial', datultinteracao = '2026-03-11T09:05:00-03:00',
      datfinalizacao = '2026-03-20T23:30:00-03:00' where codcandidato = ${id}`);
    const types = rowsOf<{ codtipodoc: number }>(
      await t.db.execute(
        sql`select codtipodoc from document_type where codadm = 9 and codcli = '041' and ativo order by 1 limit 3`,
      ),
    ).map((r) => r.codtipodoc);
    await t.db.execute(sql`delete from candidate_document where codcandidato = ${id}`);
    await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status) values
      (${id}, ${types[0]!}, 1), (${id}, ${types[1]!}, 3), (${id}, ${types[2]!}, 0)`);
    await t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco, datnasc, cpf) values
      (${id}, 'ANA FILHA', '1', '2015-06-01', '52998224725'), (${other}, 'JOÃO CÔNJUGE', '0', null, null)`);
    await t.db.execute(sql`insert into authorized_person (codcandidato, nome, tipodoc, documento) values
      (${id}, 'PEDRO AUTORIZADO', 'CPF', '11144477735'), (${id}, 'LUCIA AUTORIZADA', 'RG', '123456789')`);
    const res = await post('/candidate/report/export', { DATINICIAL: '20260101', DATFINAL: '20260630' });
    expect(res.statusCode).toBe(200);
    const wb = await workbookOf(res.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Candidatos', 'Dependentes', 'Autorizados']);
    const sheet = wb.getWorksheet('Candidatos')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(FIXED_HEADERS);
    const row = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(1).value === id)!;
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1).value;
    expect(cell('Gestor')).toBe('Gustavo Gestor');
    expect(cell('Recrutador')).toBe('Rita Recrutadora');
    expect(cell('Observações')).toBe('Começa na filial');
    expect(cell('Última interação')).toBe('11/03/2026 09:05');
    expect(cell('Data de finalização')).toBe('20/03/2026');
    expect(cell('Documentos enviados')).toBe(2);
    expect(cell('Documentos aprovados')).toBe(1);

    const lines = (name: string) => {
      const ws = wb.getWorksheet(name)!;
      const head = (ws.getRow(1).values as string[]).slice(1);
      return {
        head,
        rows: [...Array(ws.rowCount - 1).keys()].map((i) =>
          Object.fromEntries(head.map((h, j) => [h, ws.getRow(i + 2).getCell(j + 1).value])),
        ),
      };
    };
    const deps = lines('Dependentes');
    // the registry's dependent fields, by their labels, after the candidate's code
    expect(deps.head[0]).toBe('Código do candidato');
    expect(deps.head).toEqual(expect.arrayContaining(['Nome', 'Parentesco', 'CPF', 'Data de nascimento']));
    expect(deps.rows).toHaveLength(2);
    expect(deps.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          'Código do candidato': id,
          Nome: 'ANA FILHA',
          Parentesco: 'Filho(a)',
          CPF: '529.982.247-25',
          'Data de nascimento': '01/06/2015',
        }),
        expect.objectContaining({ 'Código do candidato': other, Nome: 'JOÃO CÔNJUGE' }),
      ]),
    );
    const auth = lines('Autorizados');
    expect(auth.rows).toEqual([
      expect.objectContaining({
        'Código do candidato': id,
        Nome: 'PEDRO AUTORIZADO',
        Documento: '111.444.777-35',
      }),
      expect.objectContaining({
        'Código do candidato': id,
        Nome: 'LUCIA AUTORIZADA',
        Documento: '123456789',
      }),
    ]);
    // another client's export has none of these people
    const s042 = await workbookOf(
      (await post('/candidate/report/export', {}, gestor2.token, C042)).rawPayload,
    );
    const names042 = [];
    for (const name of ['Dependentes', 'Autorizados']) {
      const ws = s042.getWorksheet(name)!;
      for (let i = 2; i <= ws.rowCount; i++) names042.push(ws.getRow(i).getCell(1).value);
    }
    for (const code of names042) expect(ids041).not.toContain(code);
  });

  it('bad input is refused before any byte is sent', async () => {
    const reversed = await post('/candidate/report/export', { DATINICIAL: '20260301', DATFINAL: '20260201' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().title).toBe('Datas Inválidas!');
    expect((await post('/candidate/report/export', { DADOSPESSOAIS: 'sim' })).statusCode).toBe(400);
  });
});

describe('image links', () => {
  it('one signed, expiring link per active file of the type and start-date range', async () => {
    const [doc] = (await get('/candidate/configuration/documents?pageSize=1')).json().rows;
    await t.db.execute(sql`update candidate set datinicio = '2026-04-01' where codcandidato = ${ids041[1]!}`);
    await t.db
      .execute(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime, size, ordem, created_by, active)
      values (${ids041[1]!}, ${doc.CODTIPODOC}, 'k-test-1', 'image', 'image/jpeg', 10, 0, 'C:1', true),
             (${ids041[1]!}, ${doc.CODTIPODOC}, 'k-test-2', 'image', 'image/jpeg', 10, 1, 'C:1', true),
             (${ids041[1]!}, ${doc.CODTIPODOC}, 'k-test-3', 'image', 'image/jpeg', 10, 2, 'C:1', false)`);
    const res = await post('/procedure/generate/candidate/images/type', {
      CODADM: 9,
      CODCLI: '041',
      CODTIPODOC: doc.CODTIPODOC,
      DATINICIO: '2026-04-01',
      DATFIM: '2026-04-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/links-imagens-\d{14}\.xlsx/);
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('Links')!;
    expect(sheet.rowCount).toBe(3);
    const link = String(sheet.getRow(2).getCell(6).value);
    expect(link).toMatch(/\/api\/candidate\/images\/link\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = verifyImageLink(link.split('/').pop()!, t.config.secrets.JWT_SECRET);
    expect(claims).toMatchObject({ adm: 9, cli: '041', sub: `c:${ids041[1]}`, doc: doc.CODTIPODOC });
    expect(claims!.exp - Date.now() / 1000).toBeGreaterThan(6 * 86400);
    expect(verifyImageLink(link.split('/').pop()!, 'outro-segredo')).toBeNull();
    // an image-link token is never an access token
    const asAccess = await get('/candidate/configuration', link.split('/').pop()!);
    expect(asAccess.statusCode).toBe(401);
  });

  it("needs LINK_IMAGENS; another client's type is 404; naming another client 403", async () => {
    const [doc] = (await get('/candidate/configuration/documents?pageSize=1')).json().rows;
    const body = { CODTIPODOC: doc.CODTIPODOC, DATINICIO: '20260101', DATFIM: '20261231' };
    expect((await post('/procedure/generate/candidate/images/type', body, gestor.token)).statusCode).toBe(
      403,
    );
    const foreign = await post('/procedure/generate/candidate/images/type', body, gestor2.token, C042);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Documento não encontrado.');
    expect(
      (await post('/procedure/generate/candidate/images/type', { ...body, CODCLI: '042' })).statusCode,
    ).toBe(403);
    expect(
      (await post('/procedure/generate/candidate/images/type', { ...body, DATFIM: '20250101' })).statusCode,
    ).toBe(400);
  });

  it('an expired link or an access token is not a valid image link', () => {
    const secret = t.config.secrets.JWT_SECRET;
    const claims = { lid: 1, adm: 9, cli: '041', sub: 'c:1' as const, doc: 1, img: 1 };
    expect(verifyImageLink(signImageLink(claims, secret), secret)).toMatchObject(claims);
    expect(verifyImageLink(signImageLink(claims, secret, -1), secret)).toBeNull();
    expect(verifyImageLink(admin.token, secret)).toBeNull();
  });
});
