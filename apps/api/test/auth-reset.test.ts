import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshToken, staffUser } from '../src/db/schema.ts';
import { createTestApp, DEMO_PASSWORD, outbox, type TestApp } from '../src/testing/test-app.ts';
import type { ReceivedMail } from '../src/testing/smtp-sink.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Troca#Senha8w';
let ipCounter = 0;
/** a fresh address per call, so the per-address limits never interfere unless a test wants them to */
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const reset = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset', payload, remoteAddress: ip });
const change = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/change', payload, remoteAddress: ip });
const logon = (USUARIO: string, SENHA: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logon',
    payload: { USUARIO, SENHA },
    remoteAddress: nextIp(),
  });

/** Runs the mail job and waits for the first mail to `to` that arrived after `since` mails. */
async function mailTo(to: string, since: number): Promise<ReceivedMail> {
  await t.deliverMail();
  return t.smtp.waitFor((m) => t.smtp.mails.indexOf(m) >= since && m.to.includes(to));
}

async function staffCode(payload: Record<string, unknown>, to: string): Promise<string> {
  const since = t.smtp.mails.length;
  const res = await reset(payload);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'E-mail enviado' });
  const mail = await mailTo(to, since);
  expect(mail.subject).toBe('Código para redefinir sua senha');
  const code = /\b(\d{7})\b/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{7}$/);
  return code!;
}

/** A 7-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1234567) % 10_000_000).padStart(7, '0');

describe('candidate reset (POST /auth/reset {EMAIL})', () => {
  it("answers 'E-mail enviado' and e-mails a link whose code works in /auth/start", async () => {
    const since = t.smtp.mails.length;
    const res = await reset({ EMAIL: 'candidato@demo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail enviado' });

    const queued = (await outbox(t.db)).filter((m) => m.to_address === 'candidato@demo.com.br');
    expect(queued.map((m) => m.subject)).toEqual(['Redefinição de senha - Admissão']);
    const mail = await mailTo('candidato@demo.com.br', since);
    // the sink's header decoder keeps the blank between two encoded-words; compare without blanks
    expect(mail.subject.replace(/\s/g, '')).toBe('Redefiniçãodesenha-Admissão');
    const href = /http:\/\/admissao\.test\/\?u=\S+/.exec(mail.text)?.[0];
    expect(href).toBeDefined();
    const url = new URL(href!);
    expect(url.searchParams.get('u')).toBe('candidato@demo.com.br');
    const code = url.searchParams.get('l')!;
    expect(code.length).toBeGreaterThanOrEqual(16);

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/start',
      payload: { USUARIO: 'candidato@demo.com.br', SENHA: NEW_PASSWORD, SENHA_ANTERIOR: code },
      remoteAddress: nextIp(),
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().candidate.EMAIL).toBe('candidato@demo.com.br');
    expect((await logon('candidato@demo.com.br', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logon('candidato@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const queued = (await outbox(t.db)).length;
    const since = t.smtp.mails.length;
    const res = await reset({ EMAIL: 'ninguem@demo.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail enviado' });
    expect((await outbox(t.db)).length).toBe(queued);
    await t.deliverMail();
    expect(t.smtp.mails.length).toBe(since);
  });

  it("answers 400 'Insira Usuário ou CPF!' when nothing is given", async () => {
    const res = await reset({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Insira Usuário ou CPF!');
  });
});

describe('staff reset (POST /auth/reset {USER, CPF}, code step, PATCH /auth/change)', () => {
  it("answers 404 'Usuário não encontrado' for an unknown user, CPF or a CPF that is not the user's, queuing nothing", async () => {
    const queued = (await outbox(t.db)).length;
    for (const payload of [
      { USER: 'ninguem' },
      { CPF: '123.456.789-09' },
      { USER: 'gestor', CPF: '52998224725' },
    ]) {
      const res = await reset(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json().message).toBe('Usuário não encontrado');
    }
    expect((await outbox(t.db)).length).toBe(queued);
  });

  it('e-mails a 7-digit code to the user found by USER, by CPF or by both; a new code retires the old one', async () => {
    const byCpf = await staffCode({ CPF: '529.982.247-25' }, 'admin@demo.com.br');
    const byBoth = await staffCode({ USER: 'ADMIN', CPF: '52998224725' }, 'admin@demo.com.br');
    const byUser = await staffCode({ USER: 'admin' }, 'admin@demo.com.br');
    expect(new Set([byCpf, byBoth, byUser]).size).toBe(3);

    for (const old of [byCpf, byBoth]) {
      const res = await reset({ USER: 'admin', CODIGO: old });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Código incorreto!');
    }
    const ok = await reset({ USER: 'admin', CODIGO: byUser });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true });
  });

  describe('the code flow of gestor', () => {
    let code: string;
    let oldSession: { token: string; refreshToken: string };

    beforeAll(async () => {
      const res = await logon('gestor', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      oldSession = res.json();
      code = await staffCode({ USER: 'gestor' }, 'gestor@demo.com.br');
    });

    it("code step: a wrong code answers 400 'Código incorreto!', the right one {valid:true} (without spending it)", async () => {
      const wrong = await reset({ USER: 'gestor', CODIGO: otherCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Código incorreto!');
      const malformed = await reset({ USER: 'gestor', CODIGO: '12ab' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Código incorreto!');
      for (let i = 0; i < 2; i++) {
        const right = await reset({ USER: 'gestor', CPF: '111.444.777-35', CODIGO: code });
        expect(right.statusCode).toBe(200);
        expect(right.json()).toEqual({ valid: true });
      }
    });

    it('PATCH /auth/change with a weak password answers 400 with every rule and leaves the password alone', async () => {
      const res = await change({ LOGIN: 'gestor', NOVASENHA: 'fraca', CODIGO: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A senha deve conter pelo menos 8 caracteres.');
      expect(res.json().messages).toEqual([
        'A senha deve conter pelo menos 8 caracteres.',
        'A senha deve conter pelo menos uma letra maiúscula.',
        'A senha deve conter pelo menos um número.',
        'A senha deve conter pelo menos um caractere especial (!@#$&_-).',
      ]);
      expect((await logon('gestor', 'fraca')).statusCode).toBe(401);
      expect((await logon('gestor', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("PATCH /auth/change with a wrong code answers 400 'Código incorreto!' and leaves the password alone", async () => {
      const res = await change({ LOGIN: 'gestor', NOVASENHA: NEW_PASSWORD, CODIGO: otherCode(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Código incorreto!');
      expect((await logon('gestor', NEW_PASSWORD)).statusCode).toBe(401);
      expect((await logon('gestor', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it("PATCH /auth/change with the code: 'Senha resetada com sucesso!', new password only, code spent, sessions ended", async () => {
      const changedAt = Date.now();
      const res = await change({
        CPF: '111.444.777-35',
        LOGIN: 'gestor',
        NOVASENHA: NEW_PASSWORD,
        CODIGO: code,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Senha resetada com sucesso!' });

      expect((await logon('gestor', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await logon('gestor', NEW_PASSWORD)).statusCode).toBe(200);

      const again = await change({ LOGIN: 'gestor', NOVASENHA: 'Mais#Outra9z', CODIGO: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Código incorreto!');
      const check = await reset({ USER: 'gestor', CODIGO: code });
      expect(check.statusCode).toBe(400);
      expect((await logon('gestor', 'Mais#Outra9z')).statusCode).toBe(401);

      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: oldSession.refreshToken },
        remoteAddress: nextIp(),
      });
      expect(refresh.statusCode).toBe(401);
      const access = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: t.headers(oldSession.token),
        payload: {},
      });
      expect(access.statusCode).toBe(401);

      // every refresh token issued before the change is revoked in the database
      const [user] = await t.db.select().from(staffUser).where(eq(staffUser.usuario, 'gestor'));
      const rows = await t.db
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.subject, `u:${user!.codusuario}`));
      const earlier = rows.filter((r) => r.createdAt.getTime() < changedAt);
      expect(earlier.length).toBeGreaterThanOrEqual(3);
      expect(earlier.filter((r) => r.revokedAt === null)).toEqual([]);
    });
  });

  it('after 5 wrong codes even the right code is refused (from any address), and no password can be set', async () => {
    const code = await staffCode({ USER: 'gestor2' }, 'gestor2@outra.com.br');
    for (let i = 0; i < 5; i++) {
      const res = await reset({ USER: 'gestor2', CODIGO: otherCode(code) });
      expect(res.statusCode, `try ${i + 1}`).toBe(400);
      expect(res.json().message).toBe('Código incorreto!');
    }
    const right = await reset({ USER: 'gestor2', CODIGO: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Código expirado. Solicite um novo código.');
    expect(right.json()).not.toHaveProperty('valid');

    const set = await change({ LOGIN: 'gestor2', NOVASENHA: NEW_PASSWORD, CODIGO: code });
    expect(set.statusCode).toBe(429);
    expect((await logon('gestor2', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await logon('gestor2', DEMO_PASSWORD)).statusCode).toBe(200);

    // a new code works again
    const fresh = await staffCode({ USER: 'gestor2' }, 'gestor2@outra.com.br');
    expect((await reset({ USER: 'gestor2', CODIGO: fresh })).json()).toEqual({ valid: true });
  });

  it('limits code tries per login and address: the sixth from one address answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await reset({ USER: 'naoexiste', CODIGO: '0000000' }, '10.2.250.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
