/**
 * The access-link dialog of the staff view (issue 14; spec 3 §2): GET /candidate/access-link/{id}
 * shows the live link, POST /candidate/access-link/resend issues a new one (the old one stops
 * working), mails it and writes the candidate log. Staff of the candidate's client only, before
 * Aguardando conferência.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCESS_LINK_MESSAGES } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import {
  C041,
  C042,
  admin,
  candidato,
  gestor,
  gestor2,
  t,
  useStaffApp,
} from './support/staff-app-fixture.ts';

const BEATRIZ = 'beatriz@demo.com.br';
let beatriz: number;
let daniel: number;
useStaffApp(async (app) => {
  const ids = rowsOf<{ codcandidato: number; email: string }>(
    await app.db.execute(
      sql`select codcandidato, email from candidate where email in (${BEATRIZ}, 'daniel@demo.com.br')`,
    ),
  );
  beatriz = ids.find((r) => r.email === BEATRIZ)!.codcandidato;
  daniel = ids.find((r) => r.email !== BEATRIZ)!.codcandidato;
});

const get = (token: string, id: unknown, tenant = C041) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/access-link/${id}`, headers: t.headers(token, tenant) });
const resend = (token: string, payload: Record<string, unknown>, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/access-link/resend',
    headers: t.headers(token, tenant),
    payload,
  });
const start = (link: string, SENHA: string) => {
  const url = new URL(link);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/start',
    payload: { USUARIO: url.searchParams.get('u'), SENHA, SENHA_ANTERIOR: url.searchParams.get('l') },
  });
};

describe('GET and POST /api/candidate/access-link', () => {
  it('shows the live link, and a resend replaces it: mailed, logged, the old one refused', async () => {
    const old = await t.issueCandidateLink(BEATRIZ);
    const shown = await get(gestor.token, beatriz);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ CODCANDIDATO: beatriz, LINK: old, EXPIRA: expect.any(String) });

    const res = await resend(gestor.token, { CODCANDIDATO: beatriz });
    expect(res.statusCode).toBe(200);
    const { LINK, message } = res.json();
    expect(message).toBe(ACCESS_LINK_MESSAGES.resent);
    expect(LINK).not.toBe(old);
    expect((await get(gestor.token, beatriz)).json().LINK).toBe(LINK);

    const [mail] = rowsOf<{ text_body: string }>(
      await t.db.execute(
        sql`select text_body from mail_outbox where to_address = ${BEATRIZ} order by id desc limit 1`,
      ),
    );
    expect(mail!.text_body).toContain(LINK);
    const log = rowsOf<{ observacoes: string; codusuario: number }>(
      await t.db.execute(sql`select observacoes, codusuario from candidate_log where codcandidato = ${beatriz}
        order by codlog desc limit 1`),
    );
    expect(log[0]).toMatchObject({
      observacoes: ACCESS_LINK_MESSAGES.logNote,
      codusuario: gestor.user.CODUSUARIO,
    });

    expect((await start(old, 'Nova#Senha97')).statusCode).toBe(401);
    expect((await start(LINK, 'Nova#Senha97')).statusCode).toBe(200);
    // spent by the first access: no live link to show any more
    expect((await get(gestor.token, beatriz)).json()).toMatchObject({ LINK: null, EXPIRA: null });
  });

  it("answers 404 for another client's candidate and an unknown id", async () => {
    expect((await get(gestor2.token, beatriz, C042)).statusCode).toBe(404);
    expect((await resend(gestor2.token, { CODCANDIDATO: beatriz }, C042)).statusCode).toBe(404);
    expect((await get(gestor.token, 999999)).statusCode).toBe(404);
  });

  it('is refused to a candidate (403) and to staff naming another CODUSUARIO', async () => {
    expect((await get(candidato.token, beatriz)).statusCode).toBe(403);
    expect((await resend(candidato.token, { CODCANDIDATO: beatriz })).statusCode).toBe(403);
    expect((await resend(admin.token, { CODCANDIDATO: beatriz, CODUSUARIO: 999999 })).statusCode).toBe(403);
  });

  it('is refused from Aguardando conferência on (409), sending nothing', async () => {
    const before = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from mail_outbox`),
    )[0]!.n;
    const res = await resend(gestor.token, { CODCANDIDATO: daniel });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCESS_LINK_MESSAGES.notAllowed);
    expect((await get(gestor.token, daniel)).statusCode).toBe(409);
    const after = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from mail_outbox`),
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('refuses bad input with a 4xx in pt-BR', async () => {
    for (const res of [
      await get(gestor.token, 'abc'),
      await resend(gestor.token, { CODCANDIDATO: 'x\u0000' }),
      await resend(gestor.token, {}),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
