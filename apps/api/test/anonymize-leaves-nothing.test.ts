/**
 * Anonymisation leaves no personal value anywhere (issue 31 §1, decision 039). Distinctive values
 * go in through every path the product has — a name change, the CPF and a phone, an e-mail change
 * still waiting for its code, the terms accepted from a known address and browser, chat messages
 * both ways, a refusal whose note quotes the CPF and the name, uploaded documents and a temporary
 * upload, mails written as .eml files (no SMTP), a dependent, an authorized person, custom data,
 * an OCR reading, staff reads in the access log, a privacy request and its answer — and after
 * POST /candidate/{id}/anonymize none of them is in any column of any table (every column
 * information_schema lists) nor in any file under DATA_DIR (stored files and mails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody, uploadFile } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { child } from './support/dependents-fixture.ts';
import { C041, setStatus } from './support/lifecycle-fixture.ts';
import { filesHolding, whereFoundAll } from './support/where-found.ts';

let t: TestApp;
let { admin, cand, id } = {} as DemoCast;

const V = {
  oldName: 'CARLOS CANDIDATO DA SILVA',
  name: 'QUIRINO ZEBEDEU VALDEVINO',
  email: 'candidato@demo.com.br',
  pendingEmail: 'quirino.zebedeu@exemplo-unico.com.br',
  cpf: '731.846.259-82',
  cpfDigits: '73184625982',
  phone: '(11) 97531-8642',
  phoneDigits: '11975318642',
  userAgent: 'NavegadorZebedeu/7.7 (Quirino)',
  ip: '203.0.113.77',
  chat: 'Mensagem do candidato XYZZY-8841',
  chatAnswer: 'Resposta do RH PLUGH-5512',
  dependent: 'HORTENSIA ZEBEDEU VALDEVINO',
  dependentCpf: '864.213.579-46',
  dependentCpfDigits: '86421357946',
  person: 'OSVALDINO PROCURADOR ZEBEDEU',
  personDoc: 'RG-99887766',
  custom: 'CRACHA-QX-5521',
  ocrWord: 'OCRPALAVRA-7781',
  privacy: 'Corrijam meu endereço FROBOZZ-3310',
  privacyAnswer: 'Corrigido, FROBOZZ-4420',
};
const refusalNote = `CPF ${V.cpf} de ${V.name} ilegível`;
const NEEDLES = [...Object.values(V), refusalNote];

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  payload?: object,
  tenant = C041,
) => t.app.inject({ method, url, headers: t.headers(token, tenant), ...(payload ? { payload } : {}) });
const asCandidate = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: t.headers(cand.token), payload });
const ok = (res: { statusCode: number; body: string }, code = 200) =>
  expect(res.statusCode, res.body).toBe(code);

const patchField = (FIELD: string, VALUE: string) =>
  asCandidate('PATCH', '/api/candidate', { CODCANDIDATO: id, FIELD, VALUE });

beforeAll(async () => {
  // no SMTP: every mail is written as an .eml file under DATA_DIR/mail
  t = await createTestApp({ smtpUrl: undefined });
  ({ admin, cand, id } = await signInDemoCast(t, 'admin', 'cand'));
  await setStatus(t, id, 3);
});
afterAll(() => t.close());

async function writeEverything() {
  const types = await docTypes(t, '041');
  const rg = types['RG (FRENTE E VERSO)']!;
  // documents, one of them refused with a note that quotes the candidate
  ok(await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg.jpg'));
  ok(await uploadFile(t, cand.token, id, types['CPF']!, await F.pdf(1), 'cpf.pdf'));
  const temp = multipartBody(await F.jpeg(), 'foto.jpg');
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/temporary/upload',
      headers: { ...t.headers(cand.token), ...temp.headers },
      payload: temp.payload,
    }),
    201,
  );
  ok(await patchField('CPF', V.cpf));
  ok(await patchField('CELULAR', V.phone));
  ok(await patchField('NOME', V.name));
  ok(await asCandidate('POST', '/api/candidate/email-change', { EMAIL: V.pendingEmail }));
  // a new access link (a mail naming the candidate; before the documents are sent for checking)
  ok(await call('POST', '/api/candidate/access-link/resend', admin.token, { CODCANDIDATO: id }));
  // terms accepted from a known address and browser (the demo candidate's acceptance has none)
  await t.db.execute(sql`delete from terms_acceptance where codcandidato = ${id}`);
  const terms = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/terms',
    headers: t.headers(cand.token),
  });
  ok(
    await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/terms',
      headers: { ...t.headers(cand.token), 'user-agent': V.userAgent },
      remoteAddress: V.ip,
      payload: { CODCANDIDATO: id, VERSAO: terms.json<{ VERSAO: string }>().VERSAO },
    }),
  );
  ok(await asCandidate('POST', '/api/candidate/chat', { MENSAGEM: V.chat }), 201);
  ok(await call('POST', `/api/candidate/chat/${id}`, admin.token, { MENSAGEM: V.chatAnswer }), 201);
  ok(
    await call('POST', '/api/candidate/documents/action', admin.token, {
      CODCANDIDATO: id,
      CODTIPODOC: rg,
      ACAO: 'R',
      OBSERVACAO: refusalNote,
      PEDIR_CORRECAO: true,
    }),
  );
  ok(
    await call(
      'POST',
      '/api/candidate/dependent',
      admin.token,
      child({ CODCANDIDATO: id, NOME: V.dependent, CPF: V.dependentCpf }),
    ),
    201,
  );
  ok(
    await call('POST', '/api/candidate/authorization', admin.token, {
      CODCANDIDATO: id,
      NOME: V.person,
      TIPODOC: 'RG',
      DOCUMENTO: V.personDoc,
    }),
    201,
  );
  const [field] = rowsOf<{ codinfo: number }>(
    await t.db.execute(sql`select codinfo from custom_field where codadm = 9 and codcli = '041'
      and tipo = 'T' order by codinfo limit 1`),
  );
  ok(
    await call('PUT', '/api/candidate/customFieldsData', admin.token, {
      CODCANDIDATO: id,
      CODINFO: field!.codinfo,
      DESCRICAO: V.custom,
    }),
  );
  // the OCR job's reading, stored as the job stores it (the real OCR is crosscheck.test.ts's)
  await t.db.execute(sql`update document_crosscheck set versao_lida = versao, lido_em = now(),
    paginas = ${JSON.stringify([
      {
        CODIMAGEM: 1,
        TIPO: 'imagem',
        PALAVRAS: [
          [V.cpf, 95],
          [V.name, 90],
          [V.ocrWord, 88],
        ],
      },
    ])}::jsonb
    where codcandidato = ${id}`);
  ok(
    await asCandidate('POST', '/api/candidate/privacy/requests', { TIPO: 'CORRECAO', DESCRICAO: V.privacy }),
    201,
  );
  const [request] = rowsOf<{ id: number }>(
    await t.db.execute(sql`select id from privacy_request where codcandidato = ${id}`),
  );
  ok(
    await call('PATCH', `/api/candidate/privacy/requests/${request!.id}`, admin.token, {
      RESPOSTA: V.privacyAnswer,
    }),
  );
  // staff read the record (access log)
  ok(await call('GET', `/api/candidate/${id}`, admin.token));
  await t.deliverMail();
}

const leftovers = async () => {
  const inDb = await whereFoundAll(t.db, NEEDLES);
  // PGlite keeps its database under DATA_DIR/pg: that is the database, searched above
  const inFiles = await filesHolding(t.config.dataDir, NEEDLES, ['pg']);
  return Object.fromEntries(
    NEEDLES.map((n) => [n, [...inDb[n]!, ...inFiles[n]!.map((f) => f.slice(t.config.dataDir.length + 1))]]),
  );
};

describe('anonymising a candidate who used every path', () => {
  it('leaves none of their values in any column of any table nor in any file under DATA_DIR', async () => {
    await writeEverything();
    const before = await leftovers();
    // each value really went in somewhere (else the search below proves nothing); masked forms
    // stored only as digits are searched all the same
    const digitsOnly: string[] = [V.phone, V.dependentCpf];
    for (const n of NEEDLES.filter((x) => !digitsOnly.includes(x))) expect(before[n], n).not.toEqual([]);
    expect(before[V.userAgent]).toContain('terms_acceptance.user_agent');
    expect(before[V.ip]).toContain('terms_acceptance.ip');
    expect(before[refusalNote]).toContain('dashboard_refusal_day.observacao');
    expect(before[V.ocrWord]).toContain('document_crosscheck.paginas');
    expect(before[V.name]!.some((w) => w.startsWith('mail/'))).toBe(true);
    const [refusals] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select coalesce(sum(quantidade), 0)::int as n from dashboard_refusal_day
        where codadm = 9 and codcli = '041'`),
    );

    await setStatus(t, id, 9);
    ok(await call('POST', `/api/candidate/${id}/anonymize`, admin.token));

    const after = await leftovers();
    expect(Object.fromEntries(Object.entries(after).filter(([, where]) => where.length > 0))).toEqual({});
    // the summary still counts the refusal (client, day, type), without the words
    const [kept] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select coalesce(sum(quantidade), 0)::int as n from dashboard_refusal_day
        where codadm = 9 and codcli = '041'`),
    );
    expect(kept!.n).toBe(refusals!.n);
  });
});
