/**
 * The candidate changes their e-mail — their login — only through a code sent to the new address
 * (issue 14, decision 052): POST /api/candidate/email-change and /api/candidate/email-change/confirm.
 * Every mail is read through the real SMTP sink.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMAIL_CHANGE_MESSAGES, STATUS, type LogonAnswer } from '@admissao/domain';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';
import type { ReceivedMail } from '../src/testing/smtp-sink.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { signInAs, signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let other: LogonAnswer;
let admin: LogonAnswer;
let id: number;
const OLD = 'candidato@demo.com.br';
const NEW = 'carlos.novo@empresa.store';
const C041 = { CODADM: 9, CODCLI: '041' };

beforeAll(async () => {
  t = await createTestApp();
  cand = await signInAs(t, OLD);
  ({ cand042: other, admin } = await signInDemoCast(t, 'cand042', 'admin'));
  id = cand.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const ask = (token: string, payload: object, headers = t.headers(token)) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/email-change', headers, payload });
const confirm = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/email-change/confirm',
    headers: t.headers(token),
    payload,
  });
const storedEmail = async () =>
  rowsOf<{ email: string }>(
    await t.db.execute(sql`select email from candidate where codcandidato = ${id}`),
  )[0]!.email;
const signIn = (login: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logon', payload: { USUARIO: login, SENHA: DEMO_PASSWORD } });

let mark = 0;
/** The mails delivered since the last call. */
async function newMails(): Promise<ReceivedMail[]> {
  await t.deliverMail();
  const fresh = t.smtp.mails.slice(mark);
  mark = t.smtp.mails.length;
  return fresh;
}
const codeIn = (mail: ReceivedMail) => /código (\d{7})/.exec(mail.text)?.[1];

describe('POST /api/candidate/email-change', () => {
  it('refuses a malformed address, a NUL character, a wrong type and staff callers, sending nothing', async () => {
    await newMails();
    const bad = await ask(cand.token, { EMAIL: 'carlos@empresa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Email inválido');
    expect((await ask(cand.token, { EMAIL: 'carlos\u0000@empresa.com' })).statusCode).toBe(400);
    expect((await ask(cand.token, { EMAIL: 42 })).statusCode).toBe(400);
    expect((await ask(cand.token, {})).statusCode).toBe(400);
    expect((await confirm(cand.token, { CODIGO: 'abc' })).statusCode).toBe(400);
    const staff = await ask(admin.token, { EMAIL: NEW }, t.headers(admin.token, C041));
    expect(staff.statusCode).toBe(403);
    expect((await newMails()).length).toBe(0);
    expect(await storedEmail()).toBe(OLD);
  });

  it('refuses the current address and one another user signs in with, of this client or another', async () => {
    const same = await ask(cand.token, { EMAIL: 'Candidato@Demo.com.br' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(EMAIL_CHANGE_MESSAGES.same);
    for (const taken of ['beatriz@demo.com.br', 'CANDIDATA@outra.com.br']) {
      const res = await ask(cand.token, { EMAIL: taken });
      expect(res.statusCode, taken).toBe(409);
      expect(res.json().message).toBe('Este e-mail já está em uso por outro usuário. Informe outro e-mail.');
    }
    expect((await newMails()).length).toBe(0);
  });

  it('mails a code to the new address; the old one signs in until the code is given back, then the new one', async () => {
    const res = await ask(cand.token, { EMAIL: ` ${NEW.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ EMAIL_PENDENTE: NEW, message: EMAIL_CHANGE_MESSAGES.sent(NEW) });
    expect(Date.parse(res.json().EXPIRA)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const [mail, ...rest] = await newMails();
    expect(rest).toEqual([]);
    expect(mail!.to).toEqual([NEW]);
    expect(mail!.subject).toMatch(/Código para confirmar o novo e-mail/);
    expect(mail!.text).toMatch(/CARLOS CANDIDATO DA SILVA/);
    const code = codeIn(mail!)!;
    expect(code).toMatch(/^\d{7}$/);

    // nothing changed yet: the old address is still the login
    expect(await storedEmail()).toBe(OLD);
    expect((await signIn(OLD)).statusCode).toBe(200);
    expect((await signIn(NEW)).statusCode).toBe(401);

    // the code is this candidate's: another candidate (another client) cannot spend it
    expect((await confirm(other.token, { CODIGO: code })).statusCode).toBe(410);
    const wrong = await confirm(cand.token, { CODIGO: code === '0000000' ? '1111111' : '0000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(EMAIL_CHANGE_MESSAGES.wrongCode);

    const ok = await confirm(cand.token, { CODIGO: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ EMAIL: NEW, message: EMAIL_CHANGE_MESSAGES.changed });
    expect(await storedEmail()).toBe(NEW);
    expect((await signIn(NEW)).statusCode).toBe(200);
    expect((await signIn(OLD)).statusCode).toBe(401);

    // the old address is told; staff read the change in the candidate log
    const [notice, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(notice!.to).toEqual([OLD]);
    expect(notice!.subject).toMatch(/Seu e-mail de acesso foi alterado/);
    expect(notice!.text).not.toContain(NEW);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/log/${id}`,
      headers: t.headers(admin.token, C041),
    });
    expect(log.json()[0]).toMatchObject({ OBSERVACOES: EMAIL_CHANGE_MESSAGES.logNote(OLD, NEW) });

    // single use
    const again = await confirm(cand.token, { CODIGO: code });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(EMAIL_CHANGE_MESSAGES.expired);
  });

  it('lets a code expire, and locks it after 5 wrong tries', async () => {
    expect((await ask(cand.token, { EMAIL: 'carlos.2@empresa.com.br' })).statusCode).toBe(200);
    const code = codeIn((await newMails())[0]!)!;
    await t.db.execute(
      sql`update access_code set expires_at = now() - interval '1 second' where subject = ${`c:${id}`} and purpose = 'email_change' and used_at is null`,
    );
    expect((await confirm(cand.token, { CODIGO: code })).statusCode).toBe(410);

    expect((await ask(cand.token, { EMAIL: 'carlos.3@empresa.com.br' })).statusCode).toBe(200);
    const live = codeIn((await newMails())[0]!)!;
    const wrongCode = live === '9999999' ? '8888888' : '9999999';
    for (let i = 0; i < 5; i++)
      expect((await confirm(cand.token, { CODIGO: wrongCode })).statusCode).toBe(400);
    expect((await confirm(cand.token, { CODIGO: live })).statusCode).toBe(410);
    expect(await storedEmail()).toBe(NEW);
  });

  it('answers 429 beyond 5 requests an hour, and 403 once the registration is sent', async () => {
    // two were asked in the test above and one before: two more are allowed, the sixth is not
    for (const n of [4, 5])
      expect((await ask(cand.token, { EMAIL: `carlos.${n}@empresa.com.br` })).statusCode).toBe(200);
    expect((await ask(cand.token, { EMAIL: 'carlos.6@empresa.com.br' })).statusCode).toBe(429);
    await t.db.execute(sql`delete from rate_limit where key like 'email_change:%'`);
    await t.db.execute(
      sql`update candidate set codstatus = ${STATUS.AGUARDANDO_CONFERENCIA} where codcandidato = ${id}`,
    );
    const locked = await ask(cand.token, { EMAIL: 'carlos.7@empresa.com.br' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Dados aguardando validação');
  });
});
