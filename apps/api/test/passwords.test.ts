import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswerWithRefresh } from '@admissao/domain';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswerWithRefresh;
let gestor: LogonAnswerWithRefresh;
let candidato: LogonAnswerWithRefresh;
let candidata: LogonAnswerWithRefresh;

beforeAll(async () => {
  t = await createTestApp();
  ({
    admin,
    gestor,
    cand: candidato,
    cand042: candidata,
  } = await signInDemoCast(t, 'admin', 'gestor', 'cand', 'cand042'));
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.4.0.${++ipCounter}`;
const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.headers(token), payload, remoteAddress: nextIp() });
const logonStatus = async (USUARIO: string, SENHA: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { USUARIO, SENHA },
      remoteAddress: nextIp(),
    })
  ).statusCode;
const ownUserData = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers: t.headers(token), payload: {} });

const RULES_FOR_FRACA = [
  'A senha deve conter pelo menos 8 caracteres.',
  'A senha deve conter pelo menos uma letra maiúscula.',
  'A senha deve conter pelo menos um número.',
  'A senha deve conter pelo menos um caractere especial (!@#$&_-).',
];

describe('password check', () => {
  it('POST /user/password/check answers {VALIDO:true} for the right password, {VALIDO:false} otherwise', async () => {
    const ok = await call('POST', '/user/password/check', gestor.token, {
      CODUSUARIO: gestor.user.CODUSUARIO,
      SENHA: DEMO_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ VALIDO: true });
    const wrong = await call('POST', '/user/password/check', gestor.token, { SENHA: 'Errada#123x' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ VALIDO: false });
  });

  it('POST /candidate/password/check answers {VALIDO:true} / {VALIDO:false}', async () => {
    const id = candidato.candidate!.CODCANDIDATO;
    const ok = await call('POST', '/candidate/password/check', candidato.token, {
      CODCANDIDATO: id,
      SENHA: DEMO_PASSWORD,
    });
    expect(ok.json()).toEqual({ VALIDO: true });
    const wrong = await call('POST', '/candidate/password/check', candidato.token, {
      CODCANDIDATO: id,
      SENHA: 'x',
    });
    expect(wrong.json()).toEqual({ VALIDO: false });
  });

  it('refuses a check naming someone else (403)', async () => {
    const user = await call('POST', '/user/password/check', gestor.token, {
      CODUSUARIO: admin.user.CODUSUARIO,
      SENHA: DEMO_PASSWORD,
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Operação não permitida para outro usuário.');
    const cand = await call('POST', '/candidate/password/check', candidato.token, {
      CODCANDIDATO: candidata.candidate!.CODCANDIDATO,
      SENHA: DEMO_PASSWORD,
    });
    expect(cand.statusCode).toBe(403);
    expect(cand.json().message).toBe('Operação não permitida para outro usuário.');
  });
});

describe('staff and candidate routes are not interchangeable', () => {
  it("staff calling the candidate routes get 403 'Acesso negado.'", async () => {
    for (const [method, url] of [
      ['POST', '/candidate/password/check'],
      ['PATCH', '/candidate/password'],
    ] as const) {
      const res = await call(method, url, gestor.token, {
        SENHA: 'Nova#Senha7x',
        SENHA_ATUAL: DEMO_PASSWORD,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Acesso negado.');
    }
    expect(await logonStatus('gestor', DEMO_PASSWORD)).toBe(200);
  });

  it("candidates calling the user routes get 403 'Acesso negado.'", async () => {
    for (const [method, url] of [
      ['POST', '/user/password/check'],
      ['PATCH', '/user/password'],
    ] as const) {
      const res = await call(method, url, candidato.token, {
        SENHA: 'Nova#Senha7x',
        SENHA_ATUAL: DEMO_PASSWORD,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Acesso negado.');
    }
    expect(await logonStatus('candidato@demo.com.br', DEMO_PASSWORD)).toBe(200);
  });
});

describe('PATCH /user/password', () => {
  const patch = (payload: Record<string, unknown>, token = gestor.token) =>
    call('PATCH', '/user/password', token, { CODUSUARIO: gestor.user.CODUSUARIO, ...payload });

  it("refuses a wrong current password with 400 'Senha atual incorreta!', changing nothing", async () => {
    const res = await patch({ SENHA: 'Nova#Senha7x', SENHA_ATUAL: 'Errada#123x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Senha atual incorreta!');
    const empty = await patch({ SENHA: 'Nova#Senha7x', SENHA_ATUAL: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Senha atual incorreta!');
    expect(await logonStatus('gestor', 'Nova#Senha7x')).toBe(401);
    expect(await logonStatus('gestor', DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a weak password with 400 and every failed rule, changing nothing', async () => {
    const res = await patch({ SENHA: 'fraca', SENHA_ATUAL: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RULES_FOR_FRACA[0]);
    expect(res.json().messages).toEqual(RULES_FOR_FRACA);
    expect(await logonStatus('gestor', 'fraca')).toBe(401);
    expect(await logonStatus('gestor', DEMO_PASSWORD)).toBe(200);
  });

  it("refuses the current password as the new one: 'A nova senha precisa ser diferente da senha atual.'", async () => {
    const res = await patch({ SENHA: DEMO_PASSWORD, SENHA_ATUAL: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A nova senha precisa ser diferente da senha atual.');
    expect(res.json().messages).toEqual(['A nova senha precisa ser diferente da senha atual.']);
  });

  it('refuses a CODUSUARIO of someone else with 403, changing nothing', async () => {
    const res = await patch({
      CODUSUARIO: admin.user.CODUSUARIO,
      SENHA: 'Nova#Senha7x',
      SENHA_ATUAL: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Operação não permitida para outro usuário.');
    expect(await logonStatus('admin', 'Nova#Senha7x')).toBe(401);
    expect(await logonStatus('gestor', 'Nova#Senha7x')).toBe(401);
  });

  it("changes it: 'Senha do usuário atualizada com sucesso!', new tokens work, old ones answer 401", async () => {
    const res = await patch({ SENHA: 'Nova#Senha7x', SENHA_ATUAL: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Senha do usuário atualizada com sucesso!');
    expect(Object.keys(body).sort()).toEqual(['message', 'refreshToken', 'token']);

    expect((await ownUserData(body.token)).statusCode).toBe(200);
    const old = await ownUserData(gestor.token);
    expect(old.statusCode).toBe(401);
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: gestor.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);
    const newRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    expect(newRefresh.statusCode).toBe(200);

    expect(await logonStatus('gestor', DEMO_PASSWORD)).toBe(401);
    expect(await logonStatus('gestor', 'Nova#Senha7x')).toBe(200);
    // other users are untouched
    expect((await ownUserData(admin.token)).statusCode).toBe(200);
  });
});

describe('PATCH /candidate/password', () => {
  const patch = (payload: Record<string, unknown>, token = candidato.token) =>
    call('PATCH', '/candidate/password', token, {
      CODADM: 9,
      CODCANDIDATO: candidato.candidate!.CODCANDIDATO,
      ...payload,
    });
  const candCheck = (token: string) =>
    call('POST', '/candidate/password/check', token, { SENHA: 'Outra#Senha8y' });

  it('refuses a candidate naming another CODCANDIDATO or CODADM with 403, changing nothing', async () => {
    const other = await patch({
      CODCANDIDATO: candidata.candidate!.CODCANDIDATO,
      SENHA: 'Outra#Senha8y',
      SENHA_ATUAL: DEMO_PASSWORD,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Operação não permitida para outro usuário.');
    const adm = await patch({ CODADM: 10, SENHA: 'Outra#Senha8y', SENHA_ATUAL: DEMO_PASSWORD });
    expect(adm.statusCode).toBe(403);
    expect(await logonStatus('candidata@outra.com.br', DEMO_PASSWORD)).toBe(200);
    expect(await logonStatus('candidato@demo.com.br', DEMO_PASSWORD)).toBe(200);
  });

  it('applies the same rules as the staff change', async () => {
    const wrong = await patch({ SENHA: 'Outra#Senha8y', SENHA_ATUAL: 'Errada#123x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Senha atual incorreta!');
    const weak = await patch({ SENHA: 'fraca', SENHA_ATUAL: DEMO_PASSWORD });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messages).toEqual(RULES_FOR_FRACA);
    const same = await patch({ SENHA: DEMO_PASSWORD, SENHA_ATUAL: DEMO_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('A nova senha precisa ser diferente da senha atual.');
    expect(await logonStatus('candidato@demo.com.br', DEMO_PASSWORD)).toBe(200);
  });

  it("changes it: 'Senha do candidato atualizada com sucesso!', new tokens work, old ones answer 401", async () => {
    const res = await patch({ SENHA: 'Outra#Senha8y', SENHA_ATUAL: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Senha do candidato atualizada com sucesso!');
    expect((await candCheck(body.token)).json()).toEqual({ VALIDO: true });
    const old = await candCheck(candidato.token);
    expect(old.statusCode).toBe(401);
    expect(await logonStatus('candidato@demo.com.br', DEMO_PASSWORD)).toBe(401);
    expect(await logonStatus('candidato@demo.com.br', 'Outra#Senha8y')).toBe(200);
    // the other candidate is untouched
    expect((await candCheck(candidata.token)).json()).toEqual({ VALIDO: false });
    expect(await logonStatus('candidata@outra.com.br', DEMO_PASSWORD)).toBe(200);
  });
});
