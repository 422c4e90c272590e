/**
 * POST /api/candidate/reset (docs/api-lifecycle.md; spec 3 §4): a new random password that meets the
 * password rules, shown once; the candidate signs in with it and must change it (TROCAR_SENHA); the old
 * password and every open session of the candidate stop working; status unchanged, one log row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkPassword, type LogonAnswer } from '@admissao/domain';
import { generatePassword } from '../src/modules/lifecycle/reset-password.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';
import {
  candidateRow,
  idOf,
  logRows,
  resetCandidatePassword,
  setStatus,
} from './support/lifecycle-fixture.ts';

let t: TestApp;
let admin: LogonAnswer;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  id = await idOf(t, 'candidato@demo.com.br');
});
afterAll(() => t.close());

const logon = (USUARIO: string, SENHA: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logon', payload: { USUARIO, SENHA } });

describe('Reset Senha', () => {
  it('gives a new password once, forces its change, and ends the old sessions', async () => {
    await setStatus(t, id, 4);
    const session = await t.login('candidato@demo.com.br');
    const before = await candidateRow(t, id);
    const logs = (await logRows(t, id)).length;

    const res = await resetCandidatePassword(t, admin, id);
    expect(res.statusCode, res.body).toBe(200);
    const { SENHA, message, CODSTATUS } = res.json();
    expect(message).toBe('Senha resetada com sucesso!');
    expect(CODSTATUS).toBe(4);
    expect(checkPassword({ password: SENHA })).toEqual([]);

    const after = await candidateRow(t, id);
    expect(after).toMatchObject({
      codstatus: 4,
      trocar_senha: true,
      session_version: before.session_version + 1,
    });
    // the password is never stored in clear, nor written to the audit log
    const leaked = await t.db
      .execute(sql`select count(*)::int as n from audit_log where new_value like ${`%${SENHA}%`}
      or old_value like ${`%${SENHA}%`}`);
    expect((Array.isArray(leaked) ? leaked : (leaked as { rows: { n: number }[] }).rows)[0]).toEqual({
      n: 0,
    });
    expect((await logRows(t, id)).length).toBe(logs + 1);
    expect((await logRows(t, id)).at(-1)).toMatchObject({
      codstatus: 4,
      observacoes: 'Senha do candidato redefinida.',
    });

    // the old session and its refresh token are over
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(session.token),
    });
    expect(old.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // the old password fails, the new one signs in and asks for a change
    expect((await logon('candidato@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await logon('candidato@demo.com.br', SENHA);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.TROCAR_SENHA).toBe(true);
  });

  it('makes a different password every time, each meeting the rules', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(checkPassword({ password: p }), p).toEqual([]);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
