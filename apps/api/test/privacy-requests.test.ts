/**
 * Requests under LGPD art. 18 (issue 16, decision 038): the candidate files and reads their own;
 * staff of the client list them by due date (created + PRAZO_REQUISICAO_DIAS) and answer once; the
 * outbox gets a mail to the privacy contact (ENCARREGADO_EMAIL, grouped: privacy-requests-limit
 * test) and one to the candidate; tenants, roles and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDateInBrazil, type PrivacyRequest } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, cand042, admin, gestor2 } = {} as DemoCast;
const DPO = 'dpo@demo.com.br';

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, gestor2 } = await signInDemoCast(t, 'cand', 'cand042', 'admin', 'gestor2'));
});
afterAll(() => t.close());

const URL = '/api/candidate/privacy/requests';
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  token: string,
  url = URL,
  payload?: object,
  tenant?: typeof C041,
) => t.app.inject({ method, url, headers: t.headers(token, tenant), ...(payload ? { payload } : {}) });
const settings = (payload: object) =>
  call('PATCH', admin.token, '/api/candidate/configuration', payload, C041);
const outbox = async () =>
  rowsOf<{ to_address: string; subject: string; text_body: string }>(
    await t.db.execute(sql`select to_address, subject, text_body from mail_outbox order by id`),
  );
const inDays = (n: number) =>
  new Date(Date.parse(`${isoDateInBrazil()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('privacy requests', () => {
  let filed: PrivacyRequest;

  it('the candidate files a request: due in 15 days, the privacy contact gets a mail without the text', async () => {
    expect((await settings({ ENCARREGADO_EMAIL: DPO })).statusCode).toBe(200);
    const res = await call('POST', cand.token, URL, {
      TIPO: 'ACESSO',
      DESCRICAO: 'Quero saber meus dados sigilosos',
    });
    expect(res.statusCode, res.body).toBe(201);
    filed = res.json<PrivacyRequest>();
    expect(filed).toMatchObject({ TIPO: 'ACESSO', SITUACAO: 'ABERTA', PRAZO: inDays(15), ATRASADA: false });
    // the grouped notice (privacy-requests-limit test) goes once the request has waited 5 minutes
    await t.app.jobs.runNow('privacy-notice');
    expect((await outbox()).filter((m) => m.to_address === DPO)).toEqual([]);
    await t.db.execute(sql`update privacy_request set criada_em = criada_em - interval '6 minutes'`);
    await t.app.jobs.runNow('privacy-notice');
    const mail = (await outbox()).filter((m) => m.to_address === DPO);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('Acesso aos dados');
    expect(mail[0]!.text_body).not.toContain('sigilosos');
  });

  it("uses the client's deadline setting", async () => {
    expect((await settings({ PRAZO_REQUISICAO_DIAS: 30 })).statusCode).toBe(200);
    const res = await call('POST', cand.token, URL, { TIPO: 'CORRECAO' });
    expect(res.json()).toMatchObject({ PRAZO: inDays(30), DESCRICAO: '' });
    expect((await settings({ PRAZO_REQUISICAO_DIAS: 0 })).statusCode).toBe(400);
  });

  it("each side lists what it may see: the candidate their own, staff the client's by due date", async () => {
    await call('POST', cand042.token, URL, { TIPO: 'REVOGACAO' });
    const own = (await call('GET', cand.token)).json<PrivacyRequest[]>();
    expect(own.map((r) => r.TIPO).sort()).toEqual(['ACESSO', 'CORRECAO']);
    const staff = (await call('GET', admin.token, URL, undefined, C041)).json<PrivacyRequest[]>();
    expect(staff.map((r) => r.PRAZO)).toEqual([inDays(15), inDays(30)]);
    expect(staff.every((r) => r.CANDIDATO)).toBe(true);
    const other = (await call('GET', gestor2.token, URL, undefined, C042)).json<PrivacyRequest[]>();
    expect(other.map((r) => r.TIPO)).toEqual(['REVOGACAO']);
  });

  it('staff answer once; the candidate sees the answer and gets a mail', async () => {
    const before = (await outbox()).length;
    const res = await call(
      'PATCH',
      admin.token,
      `${URL}/${filed.ID}`,
      { RESPOSTA: 'Segue o arquivo.' },
      C041,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ SITUACAO: 'RESPONDIDA', RESPOSTA: 'Segue o arquivo.' });
    const mails = (await outbox()).slice(before);
    expect(mails.map((m) => m.to_address)).toEqual(['candidato@demo.com.br']);
    expect(mails[0]!.text_body).not.toContain('Segue o arquivo');
    const own = (await call('GET', cand.token, `${URL}?SITUACAO=RESPONDIDA`)).json<PrivacyRequest[]>();
    expect(own).toEqual([expect.objectContaining({ ID: filed.ID, RESPOSTA: 'Segue o arquivo.' })]);
    const again = await call('PATCH', admin.token, `${URL}/${filed.ID}`, { RESPOSTA: 'De novo' }, C041);
    expect(again.statusCode).toBe(409);
  });

  it('refuses another client, the candidate answering, staff filing, and bad input', async () => {
    const open = (await call('GET', admin.token, `${URL}?SITUACAO=ABERTA`, undefined, C041)).json<
      PrivacyRequest[]
    >();
    const id = open[0]!.ID;
    expect((await call('PATCH', gestor2.token, `${URL}/${id}`, { RESPOSTA: 'x' }, C042)).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', admin.token, `${URL}/${id}`, { RESPOSTA: 'x' }, C042)).statusCode).toBe(404);
    expect((await call('PATCH', cand.token, `${URL}/${id}`, { RESPOSTA: 'x' })).statusCode).toBe(403);
    expect((await call('POST', admin.token, URL, { TIPO: 'ACESSO' }, C041)).statusCode).toBe(403);
    const bad: [string, 'POST' | 'PATCH', object][] = [
      [URL, 'POST', { TIPO: 'QUALQUER' }],
      [URL, 'POST', { TIPO: 'ACESSO', DESCRICAO: 'x'.repeat(2001) }],
      [URL, 'POST', { TIPO: 7 }],
    ];
    for (const [url, method, body] of bad) {
      const res = await call(method, cand.token, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/\p{L}/u);
    }
    for (const body of [{ RESPOSTA: '  ' }, { RESPOSTA: 'x'.repeat(2001) }, {}]) {
      const res = await call('PATCH', admin.token, `${URL}/${id}`, body, C041);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', admin.token, `${URL}?SITUACAO=X`, undefined, C041)).statusCode).toBe(400);
    expect((await call('PATCH', admin.token, `${URL}/abc`, { RESPOSTA: 'x' }, C041)).statusCode).toBe(400);
  });
});
