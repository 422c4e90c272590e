/**
 * Limits that hold under concurrency (issue 31 §5): on the PostgreSQL server requests run on
 * several connections at once, so a limit read by one statement and acted on by another let every
 * concurrent request through (PGlite, one connection, never showed it). Each limit here is sent
 * many requests at once and must let through exactly what it allows: the candidate's chat burst
 * (CHAT_BURST_MAX in CHAT_BURST_MINUTES, decision 049) and the wrong tries of a typed code
 * (MAX_CODE_ATTEMPTS: the e-mail change code and the staff reset code, decision 010).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAT_BURST_MAX, EMAIL_CHANGE_MESSAGES, MSG } from '@admissao/domain';
import { MAX_CODE_ATTEMPTS } from '../src/modules/auth/access-codes.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';

let t: TestApp;
let { cand, id } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, id } = await signInDemoCast(t, 'cand'));
});
afterAll(() => t.close());

/** `n` copies of a request, all sent before any answer is read; the status codes, counted */
async function atOnce<A extends { statusCode: number }>(n: number, send: (i: number) => Promise<A>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return { answers, counts };
}

const attemptsOf = async (subject: string, purpose: string) =>
  rowsOf<{ attempts: number }>(
    await t.db.execute(sql`select attempts from access_code where subject = ${subject}
      and purpose = ${purpose} and used_at is null order by id desc limit 1`),
  )[0]?.attempts;

/** a code of the same length that is not `code` */
const otherCode = (code: string) => String((Number(code) + 1234567) % 10_000_000).padStart(7, '0');

async function mailedCode(to: string, since: number): Promise<string> {
  await t.deliverMail();
  const mail = await t.smtp.waitFor((m) => t.smtp.mails.indexOf(m) >= since && m.to.includes(to));
  return /\b(\d{7})\b/.exec(mail.text)![1]!;
}

describe('limits under concurrent requests', () => {
  it(`40 chat messages at once: ${CHAT_BURST_MAX} are accepted, the rest answer 429 with Retry-After`, async () => {
    const { answers, counts } = await atOnce(40, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/candidate/chat',
        headers: t.headers(cand.token),
        payload: { MENSAGEM: `Mensagem ${i}` },
      }),
    );
    expect(counts).toEqual({ 201: CHAT_BURST_MAX, 429: 40 - CHAT_BURST_MAX });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/Muitas mensagens/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [stored] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from conversation_message
        where codcandidato = ${id} and author = 'C'`),
    );
    expect(stored!.n).toBe(CHAT_BURST_MAX);
  });

  it(`30 wrong e-mail change codes at once: ${MAX_CODE_ATTEMPTS} are judged, the code is then locked`, async () => {
    const since = t.smtp.mails.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/email-change',
      headers: t.headers(cand.token),
      payload: { EMAIL: 'carlos.concorrente@empresa.com.br' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await mailedCode('carlos.concorrente@empresa.com.br', since);
    const confirm = (CODIGO: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/candidate/email-change/confirm',
        headers: t.headers(cand.token),
        payload: { CODIGO },
      });
    const { counts } = await atOnce(30, () => confirm(otherCode(code)));
    expect(counts).toEqual({ 400: MAX_CODE_ATTEMPTS, 410: 30 - MAX_CODE_ATTEMPTS });
    expect(await attemptsOf(`c:${id}`, 'email_change')).toBe(MAX_CODE_ATTEMPTS);
    const right = await confirm(code);
    expect(right.statusCode).toBe(410);
    expect(right.json().message).toBe(EMAIL_CHANGE_MESSAGES.expired);
  });

  it(`30 wrong staff reset codes at once, from 30 addresses: ${MAX_CODE_ATTEMPTS} are judged, the right one is then refused`, async () => {
    const since = t.smtp.mails.length;
    const reset = (payload: object, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset', payload, remoteAddress: `10.31.5.${i + 1}` });
    expect((await reset({ USER: 'gestor' }, 200)).statusCode).toBe(200);
    const code = await mailedCode('gestor@demo.com.br', since);
    const { counts } = await atOnce(30, (i) => reset({ USER: 'gestor', CODIGO: otherCode(code) }, i));
    expect(counts).toEqual({ 400: MAX_CODE_ATTEMPTS, 429: 30 - MAX_CODE_ATTEMPTS });
    const [row] = rowsOf<{ codusuario: number }>(
      await t.db.execute(sql`select codusuario from staff_user where usuario = 'gestor'`),
    );
    expect(await attemptsOf(`u:${row!.codusuario}`, 'staff_reset')).toBe(MAX_CODE_ATTEMPTS);
    const right = await reset({ USER: 'gestor', CODIGO: code }, 201);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MSG.codeExpired);
  });
});
