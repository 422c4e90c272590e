/**
 * Documents tab of the configuration (docs/api-configuration.md; spec 3 §2, §5 "Document edit",
 * §7): list with paging, add, edit, order, import from another client; ADMIN only; another
 * client's document type is 404 and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentTypeConfig, LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const URL = '/api/candidate/configuration/documents';
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2 } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2'));
});
afterAll(() => t.close());

type Page = { rows: DocumentTypeConfig[]; total: number; page: number; pageSize: number };
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  tenant = C041,
  token = admin.token,
) => t.app.inject({ method, url, headers: t.headers(token, tenant), ...(payload ? { payload } : {}) });
const list = async (tenant = C041, query = '') =>
  (await call('GET', `${URL}${query}`, undefined, tenant)).json<Page>();
const firstOf042 = async () => (await list(C042)).rows[0]!;

describe('list and paging', () => {
  it('lists the client types ordered, 50 a page by default', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 15 });
    expect(page.rows).toHaveLength(15);
    const orders = page.rows.map((r) => r.ORDEM);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const two = await list(C041, '?page=2&pageSize=10');
    expect(two.rows).toHaveLength(5);
    expect(two.rows[0]!.CODTIPODOC).toBe(page.rows[10]!.CODTIPODOC);
  });

  it('refuses a MANAGER and bad paging', async () => {
    expect((await call('GET', URL, undefined, C041, gestor.token)).statusCode).toBe(403);
    expect((await call('GET', `${URL}?pageSize=500`)).statusCode).toBe(400);
    expect((await call('GET', `${URL}?page=0`)).statusCode).toBe(400);
  });
});

describe('add and edit', () => {
  it('adds a type at the end and edits its fields', async () => {
    const res = await call('POST', URL, {
      DOCUMENTO: 'Certificado de vacinação',
      OBSERVACAO: 'Frente e verso',
      OPCIONAL: true,
      CAMPOS_VALIDACAO: [{ NOME: 'NOME', TIPO: 'TEXTO' }],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<DocumentTypeConfig>();
    expect(created).toMatchObject({ DOCUMENTO: 'Certificado de vacinação', OPCIONAL: true, ATIVO: true });
    expect(created.ORDEM).toBeGreaterThan(
      Math.max(...(await list()).rows.filter((r) => r.CODTIPODOC !== created.CODTIPODOC).map((r) => r.ORDEM)),
    );
    const edit = await call('PATCH', URL, {
      CODTIPODOC: created.CODTIPODOC,
      OBSERVACAO: 'o'.repeat(230),
      OPCIONAL_EST: true,
      ATIVO: false,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      DOCUMENTO: 'Certificado de vacinação',
      OPCIONAL_EST: true,
      ATIVO: false,
    });
  });

  it('rules: name required, observation max 230; nothing stored', async () => {
    const doc = (await list()).rows[0]!;
    const empty = await call('PATCH', URL, { CODTIPODOC: doc.CODTIPODOC, DOCUMENTO: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Informe o nome do documento.');
    const long = await call('PATCH', URL, {
      CODTIPODOC: doc.CODTIPODOC,
      OBSERVACAO: 'x'.repeat(231),
      ATIVO: false,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Máximo de 230 caracteres.');
    expect((await list()).rows[0]).toEqual(doc);
    expect((await call('POST', URL, { OBSERVACAO: 'x' })).json().message).toBe(
      'Informe o nome do documento.',
    );
  });

  it("another client's type is 404 and unchanged; a MANAGER is refused", async () => {
    const other = await firstOf042();
    const res = await call('PATCH', URL, { CODTIPODOC: other.CODTIPODOC, DOCUMENTO: 'Invadido' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Documento não encontrado.');
    expect(await firstOf042()).toEqual(other);
    expect((await call('POST', URL, { DOCUMENTO: 'x' }, C042, gestor2.token)).statusCode).toBe(403);
  });
});

describe('order', () => {
  it('saves the new order', async () => {
    const rows = (await list()).rows;
    const reversed = rows.map((r, i) => ({ CODTIPODOC: r.CODTIPODOC, ORDEM: rows.length - i }));
    const res = await call('POST', `${URL}/order`, { DOCUMENTOS: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ordem dos documentos atualizada com sucesso!');
    expect((await list()).rows.map((r) => r.CODTIPODOC)).toEqual(rows.map((r) => r.CODTIPODOC).reverse());
  });

  it('one id of another client: 404 and nothing changes; missing ORDEM is 400', async () => {
    const before = (await list()).rows;
    const other = await firstOf042();
    const res = await call('POST', `${URL}/order`, {
      DOCUMENTOS: [
        { CODTIPODOC: before[0]!.CODTIPODOC, ORDEM: 999 },
        { CODTIPODOC: other.CODTIPODOC, ORDEM: 1 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect((await list()).rows).toEqual(before);
    expect(await firstOf042()).toEqual(other);
    const bad = await call('POST', `${URL}/order`, { DOCUMENTOS: [{ CODTIPODOC: before[0]!.CODTIPODOC }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Informe a ordem do documento.');
    expect((await call('POST', `${URL}/order`, { DOCUMENTOS: [] })).statusCode).toBe(400);
  });
});

describe('import', () => {
  it("lists the admin's other clients and imports only the new types", async () => {
    const sources = await call('GET', `${URL}/import`);
    expect(sources.json()).toEqual([{ CODCLI: '042', NOMECLI: expect.any(String) }]);
    await t.db.execute(
      sql`insert into document_type (codadm, codcli, documento, ordem) values (9, '042', 'Carteira de vacinação animal', 50)`,
    );
    const before = (await list()).total;
    const res = await call('POST', `${URL}/import/042`);
    expect(res.statusCode).toBe(200);
    const imported = res.json().IMPORTADOS;
    expect(imported).toBeGreaterThanOrEqual(1);
    const after = await list(C041, '?pageSize=100');
    expect(after.total).toBe(before + imported);
    expect(after.rows.at(-1)!.DOCUMENTO).toBe('Carteira de vacinação animal');
    const again = await call('POST', `${URL}/import/042`);
    expect(again.json()).toMatchObject({ IMPORTADOS: 0, message: 'Documentos importados com sucesso!' });
  });

  it('refuses its own client, an unknown or foreign client, and a MANAGER', async () => {
    for (const cli of ['041', '099', 'abc'])
      expect((await call('POST', `${URL}/import/${cli}`)).statusCode, cli).toBe(404);
    expect((await call('GET', `${URL}/import`, undefined, C041, gestor.token)).statusCode).toBe(403);
    expect((await call('POST', `${URL}/import/042`, undefined, C041, gestor.token)).statusCode).toBe(403);
  });
});

describe('POST /candidate/data/document/type', () => {
  it("lists the chosen client's types; naming another client is refused", async () => {
    const res = await call(
      'POST',
      '/api/candidate/data/document/type',
      { CODADM: 9, CODCLI: '041' },
      C041,
      gestor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(15);
    const other = await call(
      'POST',
      '/api/candidate/data/document/type',
      { CODADM: 9, CODCLI: '042' },
      C041,
      gestor.token,
    );
    expect(other.statusCode).toBe(403);
  });
});
