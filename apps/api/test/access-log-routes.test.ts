/**
 * Every staff read of a candidate's personal data leaves one access-log row (issue 31 §3, decision
 * 036). The routes are taken from the contract (every GET open to staff with a candidate in its
 * path), so a new one fails here until it is either called below — and leaves its row — or listed,
 * with the reason, among the routes that answer no personal data. Another client's id answers 404
 * and leaves no row; the candidate reading their own data leaves none. Each use of a print link
 * (page or PDF: the whole record) leaves one row naming the link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allOperations, type AccessAction, type DocumentImages } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import * as F from './fixtures/files.ts';
import { docTypes, uploadFile } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, admin, id, id042 } = {} as DemoCast;
let RG: number;
let file: string;

/** A path parameter that names a candidate. */
const CANDIDATE_PARAM = /:(id|CODCANDIDATO)(\/|$)/;
/** Routes whose `:id` is not a candidate. */
// kitTemplates.preview: its :id is a kit template's, not a candidate's
const NOT_A_CANDIDATE = new Set(['content.doubt', 'staffUsers.get', 'kitTemplates.preview']);

/**
 * Candidate routes that answer no personal data, so they leave no row. Keep this short: a route
 * listed here must say why.
 */
const NO_PERSONAL_DATA: Record<string, string> = {
  // file metadata only (generated names like '12.jpg', sizes, pages, order): opening a file is
  // DOCUMENTO_VISUALIZADO (documentFiles.show / byStoragePath below)
  'documents.images': 'metadados dos arquivos, sem o conteúdo',
};

/**
 * Candidate routes logged by their own module whose successful call needs a state this file does
 * not build; the row is proven by the test named.
 */
const LOGGED_ELSEWHERE: Record<string, { action: AccessAction; test: string }> = {
  // needs a finalized record complete for eSocial (client CNPJ, job data)
  'esocial.xml': { action: 'EXPORTACAO_ESOCIAL', test: 'esocial-s2200.test.ts' },
  // need a finalized intern (the S-2300 answers 409 for an employee)
  'esocial.s2300Check': { action: 'VERIFICACAO_ESOCIAL', test: 'esocial-s2300.test.ts' },
  'esocial.s2300Xml': { action: 'EXPORTACAO_ESOCIAL', test: 'esocial-s2300.test.ts' },
  // needs a kit sent to the candidate
  'kit.pdf': { action: 'KIT_DOCUMENTO_BAIXADO', test: 'kit-flow-staff.test.ts' },
};

interface Call {
  action: AccessAction;
  /** the URL for candidate `c` (under /api) */
  url: (c: number) => string;
  /** the row's detail (codes, never personal data) */
  detail: () => string | null;
}
const none = () => null;
const shownFile = () => `CODTIPODOC ${RG}, CODIMAGEM ${parseInt(file, 10)}`;
const CALLS: Record<string, Call> = {
  'candidateRecord.get': { action: 'LEITURA_FICHA', url: (c) => `/candidate/${c}`, detail: none },
  'candidateExtras.dependents': {
    action: 'LEITURA_DEPENDENTES',
    url: (c) => `/candidate/dependents/${c}`,
    detail: none,
  },
  'candidateExtras.authorizations': {
    action: 'LEITURA_AUTORIZADOS',
    url: (c) => `/candidate/authorizations/${c}`,
    detail: none,
  },
  'candidateExtras.customValues': {
    action: 'LEITURA_INFO_ADICIONAIS',
    url: (c) => `/candidate/customFieldsData/${c}`,
    detail: none,
  },
  'accessLink.get': {
    action: 'LEITURA_LINK_ACESSO',
    url: (c) => `/candidate/access-link/${c}`,
    detail: none,
  },
  'documentFiles.show': {
    action: 'DOCUMENTO_VISUALIZADO',
    url: (c) => `/candidate/documents/image/show/${c}/${RG}`,
    detail: shownFile,
  },
  'documentFiles.byStoragePath': {
    action: 'DOCUMENTO_VISUALIZADO',
    url: (c) => `/candidate/images/storage/9/041/${c}/${RG}/${file}`,
    detail: shownFile,
  },
  'candidateLog.list': { action: 'LEITURA_HISTORICO', url: (c) => `/candidate/log/${c}`, detail: none },
  'conversation.thread': { action: 'LEITURA_CONVERSA', url: (c) => `/candidate/chat/${c}`, detail: none },
  'privacy.revealSensitive': {
    action: 'CAMPO_SENSIVEL',
    url: (c) => `/candidate/${c}/sensitive?FIELD=IDRACA`,
    detail: () => 'IDRACA',
  },
  // its pending list names the dependents and asks the disability kinds only of a PCD
  'esocial.check': {
    action: 'VERIFICACAO_ESOCIAL',
    url: (c) => `/candidate/${c}/esocial/s2200/check`,
    detail: none,
  },
  // the service's occurrences may quote a value of the record back
  'esocialTransmission.events': {
    action: 'VERIFICACAO_ESOCIAL',
    url: (c) => `/candidate/${c}/esocial/events`,
    detail: none,
  },
  'kit.get': { action: 'LEITURA_KIT', url: (c) => `/candidate/${c}/kit`, detail: none },
  'crosscheck.show': {
    action: 'LEITURA_VALIDACAO',
    url: (c) => `/candidate/documents/crosscheck/${c}/${RG}`,
    detail: () => `CODTIPODOC ${RG}`,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, id, id042 } = await signInDemoCast(t, 'cand', 'admin', 'cand042'));
  RG = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
  const up = await uploadFile(t, cand.token, id, RG, await F.jpeg(), 'rg.jpg');
  expect(up.statusCode, up.body).toBe(200);
  const images = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/documents/images/${id}/${RG}`,
    headers: t.headers(cand.token),
  });
  file = images.json<DocumentImages>().IMAGES[0]!.file;
  await t.db.execute(sql`update candidate set idraca = 1 where codcandidato = ${id}`);
});
afterAll(() => t.close());

interface Row {
  codadm: number;
  codcli: string;
  codusuario: number;
  codcandidato: number | null;
  acao: string;
  detalhe: string | null;
}
const allRows = async () =>
  rowsOf<Row>(
    await t.db.execute(
      sql`select codadm, codcli, codusuario, codcandidato, acao, detalhe from access_log order by id`,
    ),
  );
/** Runs `act`, checks its status and answers the rows it added. */
async function added(act: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const before = (await allRows()).length;
  const res = await act();
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  return (await allRows()).slice(before);
}
const get = (url: string, token = admin.token, tenant: typeof C041 | undefined = C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(token, tenant) });

describe('the routes that answer a candidate’s personal data', () => {
  it('are every staff GET with a candidate in its path, each called here or listed with its reason', () => {
    const derived = allOperations()
      .filter(([, o]) => o.method === 'GET' && (o.auth === 'staff' || o.auth === 'any'))
      .filter(([key, o]) => CANDIDATE_PARAM.test(o.path) && !NOT_A_CANDIDATE.has(key))
      .map(([key]) => key)
      .sort();
    const known = [...Object.keys(CALLS), ...Object.keys(NO_PERSONAL_DATA), ...Object.keys(LOGGED_ELSEWHERE)];
    expect(derived).toEqual(known.sort());
  });

  it.each(Object.entries(CALLS))('%s leaves one row: who, which candidate, what', async (_key, call) => {
    const rows = await added(() => get(call.url(id)), 200);
    expect(rows).toEqual([
      {
        codadm: 9,
        codcli: '041',
        codusuario: admin.user.CODUSUARIO,
        codcandidato: id,
        acao: call.action,
        detalhe: call.detail(),
      },
    ]);
  });

  it.each(Object.entries(CALLS))(
    '%s: another client’s candidate answers 404 and leaves no row',
    async (_k, call) => {
      expect(await added(() => get(call.url(id042)), 404)).toEqual([]);
    },
  );

  it('the candidate reading their own data leaves no row', async () => {
    for (const key of [
      'candidateRecord.get',
      'candidateExtras.dependents',
      'candidateExtras.authorizations',
      'candidateExtras.customValues',
      'documentFiles.show',
    ])
      expect(await added(() => get(CALLS[key]!.url(id), cand.token, undefined), 200), key).toEqual([]);
  });
});

describe('a print link', () => {
  it('leaves one row per use, page or PDF, naming the link and who made it', async () => {
    // printable (status ≥ 3)
    await setStatus(t, id, 4);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/print/link',
      headers: t.headers(admin.token, C041),
      payload: { CODCANDIDATO: id, PERMISSOES: 'AE' },
    });
    expect(link.statusCode, link.body).toBe(201);
    const { ID, TOKEN } = link.json<{ ID: number; TOKEN: string }>();
    const use = (path: string) => () =>
      t.app.inject({ method: 'GET', url: `/api/print/${path}?token=${encodeURIComponent(TOKEN)}` });
    const row = (detalhe: string) => ({
      codadm: 9,
      codcli: '041',
      codusuario: admin.user.CODUSUARIO,
      codcandidato: id,
      acao: 'USO_LINK_IMPRESSAO',
      detalhe,
    });
    expect(await added(use('form'), 200)).toEqual([row(`LINK ${ID}; AE`)]);
    expect(await added(use('form'), 200)).toEqual([row(`LINK ${ID}; AE`)]);
    expect(await added(use('form.pdf'), 200)).toEqual([row(`LINK ${ID}; AE; PDF`)]);
    // a bad token reads nothing and leaves nothing
    const bad = () => t.app.inject({ method: 'GET', url: `/api/print/form?token=${TOKEN.slice(0, -2)}xx` });
    expect(await added(bad, 401)).toEqual([]);
  });
});
