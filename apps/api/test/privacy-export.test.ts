/**
 * 'Baixar meus dados' (issue 16, decision 037): GET /candidate/privacy/export answers a ZIP with
 * LEIA-ME.txt, dados.json (every filled registry field with name, label and value; dependents,
 * authorized persons, custom fields, documents, terms, status history) and the files under
 * documentos/ whose hashes match storage; a candidate only ever gets their own data; ADMIN only
 * for staff; rate limited; a staff export is one access-log row.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { CANDIDATE_FIELDS, DATA_EXPORT_PER_HOUR } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, cand042, admin, gestor, gestor2, id, id042 } = {} as DemoCast;

async function upload(token: string, data: Buffer, name: string, doc: number) {
  const body = multipartBody(data, name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/${name.endsWith('.pdf') ? 'pdf' : 'image'}/${id}/${doc}/0`,
    headers: { ...t.headers(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, gestor, gestor2, id, id042 } = await signInDemoCast(t));
  const types = await docTypes(t, '041');
  await upload(cand.token, await F.jpeg(), 'rg.jpg', types['RG (FRENTE E VERSO)']!);
  await upload(cand.token, await F.pdf(2), 'cpf.pdf', types['CPF']!);
  await fillComplete(t, cand);
  await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus) values (${id}, 3)`);
  // the demo acceptance (no browser) replaced by one made here
  await t.db.execute(sql`delete from terms_acceptance where codcandidato = ${id}`);
  const terms = await t.app.inject({
    method: 'PATCH',
    url: '/api/candidate/terms',
    headers: { ...t.headers(cand.token), 'user-agent': 'Navegador de teste' },
    payload: { CODCANDIDATO: id },
  });
  expect(terms.statusCode, terms.body).toBe(200);
});
afterAll(() => t.close());

const exportOf = (token: string, query = '', tenant?: typeof C041) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/privacy/export${query}`,
    headers: t.headers(token, tenant),
  });

interface Campo {
  campo: string;
  rotulo: string;
  valor: unknown;
}
interface Dados {
  titular: { CODCANDIDATO: number };
  campos: Campo[];
  camposAdicionais: unknown[];
  arquivos: { arquivo: string; sha256: string }[];
  aceitesTermos: unknown[];
  historicoStatus: unknown[];
}
const unzip = (raw: Buffer) => unzipSync(new Uint8Array(raw));
const dadosOf = (files: Record<string, Uint8Array>) => JSON.parse(strFromU8(files['dados.json']!)) as Dados;
const clearLimit = () => t.db.execute(sql`delete from rate_limit where key like 'privacy-export:%'`);

describe('GET /candidate/privacy/export', () => {
  it('gives the candidate a ZIP with LEIA-ME, dados.json and their files', async () => {
    await clearLimit();
    const res = await exportOf(cand.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-\d{4}\.zip"$/);
    const files = unzip(res.rawPayload);
    expect(strFromU8(files['LEIA-ME.txt']!)).toContain('LGPD');
    const dados = dadosOf(files);
    expect(dados.titular.CODCANDIDATO).toBe(id);
    expect(dados.camposAdicionais.length).toBeGreaterThan(0);
    expect(dados.aceitesTermos).toEqual([
      expect.objectContaining({
        versao: expect.stringMatching(/^[0-9a-f]{64}$/),
        navegador: 'Navegador de teste',
      }),
    ]);
    expect(dados.historicoStatus.length).toBeGreaterThan(0);
    expect(dados.arquivos).toHaveLength(2);
    expect(Object.keys(files).filter((k) => k.startsWith('documentos/'))).toHaveLength(2);
  });

  it('holds every filled registry field with its name, label and value', async () => {
    await clearLimit();
    const record = (
      await t.app.inject({ method: 'GET', url: `/api/candidate/${id}`, headers: t.headers(cand.token) })
    ).json<Record<string, unknown>>();
    const dados = dadosOf(unzip((await exportOf(cand.token)).rawPayload));
    const byName = new Map(dados.campos.map((c) => [c.campo, c]));
    const filled = CANDIDATE_FIELDS.filter((f) => record[f.name] !== null && record[f.name] !== '');
    expect(filled.length).toBeGreaterThan(30);
    for (const f of filled)
      expect(byName.get(f.name), f.name).toEqual(
        expect.objectContaining({ rotulo: f.label, valor: record[f.name] }),
      );
  });

  it('carries files whose SHA-256 matches the stored bytes', async () => {
    await clearLimit();
    const files = unzip((await exportOf(cand.token)).rawPayload);
    const dados = dadosOf(files);
    const stored = rowsOf<{ storage_key: string }>(
      await t.db.execute(
        sql`select storage_key from document_file where codcandidato = ${id} order by codimagem`,
      ),
    );
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    const fromStorage = await Promise.all(
      stored.map(async (s) => sha(await readFile(join(t.config.dataDir, 'files', s.storage_key)))),
    );
    expect(dados.arquivos.map((a) => a.sha256)).toEqual(fromStorage);
    for (const a of dados.arquivos) expect(sha(files[a.arquivo]!), a.arquivo).toBe(a.sha256);
  });

  it("never gives a candidate another candidate's data", async () => {
    await clearLimit();
    const own = dadosOf(unzip((await exportOf(cand.token, `?CODCANDIDATO=${id042}`)).rawPayload));
    expect(own.titular.CODCANDIDATO).toBe(id);
    const theirs = dadosOf(unzip((await exportOf(cand042.token, `?CODCANDIDATO=${id}`)).rawPayload));
    expect(theirs.titular.CODCANDIDATO).toBe(id042);
    expect(JSON.stringify(theirs)).not.toContain('CARLOS');
  });

  it('lets an ADMIN export a candidate of the client, logged once; other clients answer 404', async () => {
    await clearLimit();
    const before = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from access_log`),
    )[0]!.n;
    const res = await exportOf(admin.token, `?CODCANDIDATO=${id}`, C041);
    expect(res.statusCode).toBe(200);
    const after = rowsOf<{ acao: string; codcandidato: number }>(
      await t.db.execute(sql`select acao, codcandidato from access_log order by id offset ${before}`),
    );
    expect(after).toEqual([{ acao: 'EXPORTACAO_DADOS', codcandidato: id }]);
    expect((await exportOf(admin.token, `?CODCANDIDATO=${id042}`, C041)).statusCode).toBe(404);
    expect((await exportOf(admin.token, `?CODCANDIDATO=${id}`, C042)).statusCode).toBe(404);
  });

  it('refuses a MANAGER, a missing or bad CODCANDIDATO', async () => {
    expect((await exportOf(gestor.token, `?CODCANDIDATO=${id}`, C041)).statusCode).toBe(403);
    expect((await exportOf(gestor2.token, `?CODCANDIDATO=${id}`, C042)).statusCode).toBe(403);
    for (const q of ['', '?CODCANDIDATO=abc', '?CODCANDIDATO=-1', `?CODCANDIDATO=${'9'.repeat(40)}`]) {
      const res = await exportOf(admin.token, q, C041);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/\p{L}/u);
    }
  });

  it(`allows ${DATA_EXPORT_PER_HOUR} exports of a candidate per hour`, async () => {
    await clearLimit();
    for (let i = 0; i < DATA_EXPORT_PER_HOUR; i++) expect((await exportOf(cand.token)).statusCode).toBe(200);
    const res = await exportOf(cand.token);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
