/**
 * The conversation 'Fale com o RH' (decision 049): the candidate writes and reads only their own
 * thread, staff of the candidate's client answer (another client's candidate is 404), unread
 * counts for both badges, the text cleaned and limited, a candidate's flood refused, and the
 * e-mail notice of a message left unread 5 minutes, read through the SMTP sink.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAT_BURST_MAX, CHAT_TEXT_MAX, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let id: number;
let id042: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand, cand042 } = await signInDemoCast(
    t,
    'admin',
    'gestor',
    'gestor2',
    'cand',
    'cand042',
  ));
  id = cand.candidate!.CODCANDIDATO;
  id042 = cand042.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

type Who = LogonAnswer;
const tenantOf = (who: Who) => (who === gestor2 ? C042 : who === cand || who === cand042 ? undefined : C041);
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.headers(who.token, tenantOf(who)), payload });
const write = (who: Who, text: string, extra: Record<string, unknown> = {}) =>
  call(who, 'POST', '/candidate/chat', { MENSAGEM: text, ...extra });
const answer = (who: Who, candidate: number, text: string) =>
  call(who, 'POST', `/candidate/chat/${candidate}`, { MENSAGEM: text });
const unread = async (who: Who) =>
  (await call(who, 'GET', '/candidate/chat/unread')).json<{ NAOLIDAS: number }>();
const mailsTo = async (to: string, after: number) => {
  await t.deliverMail();
  return t.smtp.mails.slice(after).filter((m) => m.to.includes(to));
};
/** what the clock does: every message of the candidate is `minutes` older */
const age = (candidate: number, minutes: number) =>
  t.db.execute(sql`update conversation_message set created_at = created_at - make_interval(mins => ${minutes})
    where codcandidato = ${candidate}`);

describe('a thread between the candidate and HR', () => {
  it('the candidate writes, staff see the badge and the open conversation, answer, and the candidate reads it', async () => {
    const before = (await unread(admin)).NAOLIDAS;
    const res = await write(cand, '  Olá, RH!\r\nQuando começo?  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      AUTOR: 'C',
      NOMEAUTOR: 'CARLOS CANDIDATO DA SILVA',
      MENSAGEM: 'Olá, RH!\nQuando começo?',
    });

    expect((await unread(admin)).NAOLIDAS).toBe(before + 1);
    expect((await unread(gestor)).NAOLIDAS).toBe(before + 1);
    const list = (await call(admin, 'GET', '/candidate/chat/list')).json<
      { CODCANDIDATO: number; NAOLIDAS: number; AUTORULTIMA: string; ULTIMA: string }[]
    >();
    expect(list.find((c) => c.CODCANDIDATO === id)).toMatchObject({
      NAOLIDAS: 1,
      AUTORULTIMA: 'C',
      ULTIMA: 'Olá, RH!\nQuando começo?',
    });

    const thread = (await call(gestor, 'GET', `/candidate/chat/${id}`)).json<{
      NAOLIDAS: number;
      MENSAGENS: unknown[];
    }>();
    expect(thread).toMatchObject({ NOME: 'CARLOS CANDIDATO DA SILVA', NAOLIDAS: 1 });

    const reply = await answer(gestor, id, 'Olá, Carlos! No dia 1º.');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ AUTOR: 'R', NOMEAUTOR: 'Gustavo Gestor' });
    // answering reads the thread: the badge goes down, the conversation no longer waits for HR
    expect((await unread(admin)).NAOLIDAS).toBe(before);
    const open = (await call(admin, 'GET', '/candidate/chat/list')).json<{ CODCANDIDATO: number }[]>();
    expect(open.some((c) => c.CODCANDIDATO === id)).toBe(false);
    const all = (await call(admin, 'GET', '/candidate/chat/list?TODAS=true')).json<
      { CODCANDIDATO: number }[]
    >();
    expect(all.some((c) => c.CODCANDIDATO === id)).toBe(true);

    expect((await unread(cand)).NAOLIDAS).toBe(1);
    const mine = (await call(cand, 'GET', '/candidate/chat')).json<{
      NAOLIDAS: number;
      MENSAGENS: { MENSAGEM: string }[];
    }>();
    expect(mine.NAOLIDAS).toBe(1);
    expect(mine.MENSAGENS.map((m) => m.MENSAGEM)).toEqual([
      'Olá, RH!\nQuando começo?',
      'Olá, Carlos! No dia 1º.',
    ]);
    expect((await call(cand, 'POST', '/candidate/chat/read')).json()).toEqual({ NAOLIDAS: 0 });
    expect((await unread(cand)).NAOLIDAS).toBe(0);
  });

  it('staff mark a thread read without answering', async () => {
    await write(cand, 'Mais uma dúvida.');
    expect((await call(admin, 'GET', `/candidate/chat/${id}`)).json()).toMatchObject({ NAOLIDAS: 1 });
    expect((await call(admin, 'POST', `/candidate/chat/${id}/read`)).statusCode).toBe(200);
    expect((await call(gestor, 'GET', `/candidate/chat/${id}`)).json()).toMatchObject({ NAOLIDAS: 0 });
  });
});

describe('tenants and roles', () => {
  it("another client's staff get 404 for the thread, the answer and the read mark, and never list it", async () => {
    for (const [method, url, payload] of [
      ['GET', `/candidate/chat/${id}`, undefined],
      ['POST', `/candidate/chat/${id}`, { MENSAGEM: 'intrusa' }],
      ['POST', `/candidate/chat/${id}/read`, undefined],
    ] as const) {
      const res = await call(gestor2, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Candidato não encontrado.');
    }
    const list = (await call(gestor2, 'GET', '/candidate/chat/list?TODAS=true')).json<
      { CODCANDIDATO: number }[]
    >();
    expect(list.some((c) => c.CODCANDIDATO === id)).toBe(false);
    // the admin acting on 042 does not reach 041's candidate either
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/chat/${id}`,
      headers: t.headers(admin.token, C042),
    });
    expect(res.statusCode).toBe(404);
    expect(
      rowsOf(await t.db.execute(sql`select 1 from conversation_message where body = 'intrusa'`)),
    ).toEqual([]);
  });

  it('a candidate writes only in their own thread and reaches no staff call', async () => {
    const other = await write(cand, 'para outra pessoa', { CODCANDIDATO: id042 });
    expect(other.statusCode).toBe(404);
    await write(cand042, 'Oi, aqui é a Carolina.');
    const mine = (await call(cand, 'GET', '/candidate/chat')).json<{ MENSAGENS: { MENSAGEM: string }[] }>();
    expect(mine.MENSAGENS.map((m) => m.MENSAGEM)).not.toContain('Oi, aqui é a Carolina.');
    for (const url of [`/candidate/chat/${id042}`, '/candidate/chat/list'])
      expect((await call(cand, 'GET', url)).statusCode, url).toBe(403);
    expect((await answer(cand, id, 'como RH')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/candidate/chat')).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: '/api/candidate/chat/unread' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('the text', () => {
  it('is kept as plain text: markup shown as written; controls, bidi overrides and zero-width characters refused (decision 066)', async () => {
    const res = await write(cand, 'abcd <b>e</b>\r\n\n\n\nf');
    expect(res.json().MENSAGEM).toBe('abcd <b>e</b>\n\nf');
    const count = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from conversation_message`))[0]!
        .n;
    const before = await count();
    for (const [text, problem] of [
      ['a\u0007b', /^Mensagem: Contém caractere de controle/],
      ['a\u202Ec', /^Mensagem: Contém caractere que muda a direção do texto/],
      ['c\u200Bd', /^Mensagem: Contém caractere invisível/],
    ] as const) {
      const refused = await write(cand, text);
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json().message).toMatch(problem);
    }
    expect(await count()).toBe(before);
  });

  it('refuses an empty message, one over the limit and a NUL', async () => {
    for (const text of ['', '   \n\t ', '\r\n'])
      expect((await write(cand, text)).json()).toMatchObject({ message: 'Escreva a mensagem.' });
    const long = await write(cand, 'x'.repeat(CHAT_TEXT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`A mensagem pode ter no máximo ${CHAT_TEXT_MAX} caracteres.`);
    expect((await write(cand, 'x'.repeat(CHAT_TEXT_MAX))).statusCode).toBe(201);
    const nul = await answer(admin, id, 'a\u0000b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Caractere inválido.');
  });

  it('a candidate flooding the thread is refused with 429; HR is not limited', async () => {
    await t.db.execute(sql`insert into conversation_message (codcandidato, author, author_name, body)
      select ${id042}, 'C', 'X', 'repetida' from generate_series(1, ${CHAT_BURST_MAX})`);
    const res = await write(cand042, 'mais uma');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Muitas mensagens/);
    expect((await answer(gestor2, id042, 'Calma, estamos vendo.')).statusCode).toBe(201);
  });
});

describe('the e-mail notice of an unread message', () => {
  it('HR hears of a candidate message unread for 5 minutes, once; the candidate of an HR answer unread for 5 minutes', async () => {
    await call(admin, 'POST', `/candidate/chat/${id}/read`);
    await call(cand, 'POST', '/candidate/chat/read');
    const sent = t.smtp.mails.length;
    await write(cand, 'Alguém pode me ajudar?');
    await t.app.jobs.runNow('chat-notice');
    expect(await mailsTo('rh.matriz@demo.com.br', sent)).toEqual([]);

    await age(id, 6);
    await t.app.jobs.runNow('chat-notice');
    await t.app.jobs.runNow('chat-notice');
    const [hr, ...more] = await mailsTo('rh.matriz@demo.com.br', sent);
    expect(more).toEqual([]);
    expect(hr!.subject).toBe('Cliente Demonstração - Nova mensagem do candidato: CARLOS CANDIDATO DA SILVA');
    expect(hr!.text).toContain('CARLOS CANDIDATO DA SILVA escreveu uma mensagem na conversa com o RH.');
    expect(hr!.text).not.toContain('Alguém pode me ajudar?');
    expect(hr!.text).toContain(`${t.config.appUrl}/admin/candidato?id=${id}`);

    // read within 5 minutes: no notice
    await answer(admin, id, 'Claro! Qual a dúvida?');
    await call(cand, 'POST', '/candidate/chat/read');
    await age(id, 6);
    await t.app.jobs.runNow('chat-notice');
    expect(await mailsTo('candidato@demo.com.br', sent)).toEqual([]);

    await answer(admin, id, 'Conseguiu ver?');
    await age(id, 6);
    await t.app.jobs.runNow('chat-notice');
    const [toCandidate, ...again] = await mailsTo('candidato@demo.com.br', sent);
    expect(again).toEqual([]);
    expect(toCandidate!.subject).toBe('Cliente Demonstração - Nova mensagem do RH');
    expect(toCandidate!.text).not.toContain('Conseguiu ver?');
    expect(toCandidate!.raw.replace(/=\r?\n/g, '')).toContain('/api/image/logo/09_041');
  });

  it("a candidate's name that looks like an address reaches HR as text, never as a link", async () => {
    const original = cand.candidate!.NOME;
    const rename = (VALUE: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(cand.token),
        payload: { CODCANDIDATO: id, FIELD: 'NOME', VALUE },
      });
    expect((await rename('www.meubanco-seguro.com/login?u=rh@demo.com.br')).statusCode).toBe(200);
    try {
      await call(admin, 'POST', `/candidate/chat/${id}/read`);
      const sent = t.smtp.mails.length;
      await write(cand, 'Meu nome mudou.');
      await age(id, 6);
      await t.app.jobs.runNow('chat-notice');
      const [hr] = await mailsTo('rh.matriz@demo.com.br', sent);
      const zwsp = '\u200B';
      const inert = `WWW.${zwsp}MEUBANCO-SEGURO.${zwsp}COM/${zwsp}LOGIN?U=RH@${zwsp}DEMO.${zwsp}COM.${zwsp}BR`;
      expect(hr!.subject).toBe(`Cliente Demonstração - Nova mensagem do candidato: ${inert}`);
      expect(hr!.text).toContain(`${inert} escreveu uma mensagem`);
      // no host, address or scheme left for a mail client to turn into a link, in any part
      for (const part of [hr!.subject, hr!.text.replace(`${t.config.appUrl}/admin/candidato?id=${id}`, '')])
        expect(part).not.toMatch(/[\w-]+\.[a-z]{2,}|@\w|:\/\//i);
    } finally {
      await rename(original);
    }
  });
});
