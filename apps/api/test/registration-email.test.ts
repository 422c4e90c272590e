/**
 * Registration rules: the e-mail already in use (spec 3 §2 Registration, §4 e-mail outcomes, §7 POST /candidate;
 * docs/design.md §4 access link). Required fields, values and who may register are in
 * registration-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidate } from '../src/db/schema.ts';
import {
  useRegistrationFixture,
  t,
  admin,
  gestor,
  C041,
  UNAVAILABLE,
  REUSABLE,
  STAFF_LOGIN,
  newEmail,
  valid041,
  register,
  candidateByEmail,
  candidateById,
  state,
} from './support/registration-fixture.ts';

useRegistrationFixture();

describe('POST /candidate: e-mail already in use (spec 3 §4)', () => {
  it('refuses the e-mail of an unfinished candidate of the client, naming its code padded to 4 digits', async () => {
    const carlos = (await candidateByEmail('candidato@demo.com.br'))!;
    const before = await state();
    for (const payload of [
      valid041({ EMAIL: 'candidato@demo.com.br' }),
      valid041({ EMAIL: 'CANDIDATO@Demo.com.br' }),
      valid041({ EMAIL: 'candidato@demo.com.br', REUTILIZAR_EMAIL: true }),
    ]) {
      const res = await register(t.headers(gestor.token), payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        error: 'Conflict',
        message: `Este e-mail já está em uso pelo candidato ${String(carlos.codcandidato).padStart(4, '0')}, com processo não finalizado. Finalize ou cancele esse processo antes de cadastrar novamente.`,
        field: 'EMAIL',
        CODCANDIDATO: carlos.codcandidato,
      });
    }
    expect(await state()).toEqual(before);
    expect(await candidateById(carlos.codcandidato)).toEqual(carlos);
  });

  it('offers to reuse the e-mail of a finished candidate (8) and, when confirmed, renames the old one INATIVO_', async () => {
    const elisa = (await candidateByEmail('elisa@demo.com.br'))!;
    expect(elisa.codstatus).toBe(8);
    const before = await state();
    for (const payload of [
      valid041({ EMAIL: 'elisa@demo.com.br' }),
      valid041({ EMAIL: 'Elisa@Demo.com.br', REUTILIZAR_EMAIL: false }),
    ]) {
      const res = await register(t.headers(gestor.token), payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'EMAIL_REUSABLE',
        error: 'Conflict',
        message: REUSABLE,
        field: 'EMAIL',
        CODCANDIDATO: elisa.codcandidato,
        REUTILIZAVEL: true,
      });
    }
    expect(await state()).toEqual(before);

    const res = await register(
      t.headers(gestor.token),
      valid041({ EMAIL: 'elisa@demo.com.br', NOME: 'Elisa Martins Rocha', REUTILIZAR_EMAIL: true }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().CODCANDIDATO;
    expect(created).not.toBe(elisa.codcandidato);
    const old = await candidateById(elisa.codcandidato);
    expect(old.email.startsWith('INATIVO_')).toBe(true);
    expect(old.email.endsWith('elisa@demo.com.br')).toBe(true);
    expect(old).toMatchObject({ codstatus: 8, nome: 'ELISA MARTINS ROCHA', codcli: '041' });
    expect(await candidateById(created)).toMatchObject({ email: 'elisa@demo.com.br', codstatus: 1 });
    // the check now finds the new record
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/check/email',
      headers: t.headers(gestor.token),
      payload: { EMAIL: 'elisa@demo.com.br' },
    });
    expect(check.json()).toMatchObject({ CODCANDIDATO: created, CODSTATUS: 1 });
  });

  it('also reuses the e-mail of a cancelled candidate (9)', async () => {
    const email = newEmail('cancelado');
    const first = await register(t.headers(gestor.token), valid041({ EMAIL: email }));
    expect(first.statusCode).toBe(201);
    await t.db
      .update(candidate)
      .set({ codstatus: 9 })
      .where(eq(candidate.codcandidato, first.json().CODCANDIDATO));
    const ask = await register(t.headers(gestor.token), valid041({ EMAIL: email }));
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ message: REUSABLE, REUTILIZAVEL: true });
    const reuse = await register(t.headers(gestor.token), valid041({ EMAIL: email, REUTILIZAR_EMAIL: true }));
    expect(reuse.statusCode).toBe(201);
    expect((await candidateById(first.json().CODCANDIDATO)).email).toMatch(/^INATIVO_/);
  });

  it("refuses another client's candidate e-mail, revealing nothing and touching nothing, even when asked to reuse", async () => {
    const carolina = (await candidateByEmail('candidata@outra.com.br'))!;
    const expected = {
      statusCode: 409,
      code: 'CONFLICT',
      error: 'Conflict',
      message: UNAVAILABLE,
      field: 'EMAIL',
    };
    const before = await state();
    for (const payload of [
      valid041({ EMAIL: 'candidata@outra.com.br' }),
      valid041({ EMAIL: 'CANDIDATA@OUTRA.COM.BR', REUTILIZAR_EMAIL: true }),
    ]) {
      const res = await register(t.headers(gestor.token), payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(expected);
      expect(res.body).not.toContain('CAROLINA');
    }
    // even when that candidate's process is finished, 041 cannot take the e-mail over
    await t.db
      .update(candidate)
      .set({ codstatus: 8 })
      .where(eq(candidate.codcandidato, carolina.codcandidato));
    try {
      const res = await register(
        t.headers(admin.token, C041),
        valid041({ EMAIL: 'candidata@outra.com.br', REUTILIZAR_EMAIL: true }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(expected);
    } finally {
      await t.db
        .update(candidate)
        .set({ codstatus: 3 })
        .where(eq(candidate.codcandidato, carolina.codcandidato));
    }
    expect(await state()).toEqual(before);
    expect(await candidateById(carolina.codcandidato)).toEqual(carolina);
  });

  it('refuses a staff login as the e-mail', async () => {
    const before = await state();
    const res = await register(t.headers(gestor.token), valid041({ EMAIL: STAFF_LOGIN.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      error: 'Conflict',
      message: UNAVAILABLE,
      field: 'EMAIL',
    });
    expect(await state()).toEqual(before);
  });

  it('the login is never changed field by field: PATCH /candidate EMAIL is refused, so no staff login slips in', async () => {
    const carlos = (await candidateByEmail('candidato@demo.com.br'))!;
    for (const VALUE of [STAFF_LOGIN, newEmail('autosave')]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(gestor.token),
        payload: { CODCANDIDATO: carlos.codcandidato, FIELD: 'EMAIL', VALUE },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Este campo não pode ser alterado.');
    }
    expect((await candidateById(carlos.codcandidato))!.email).toBe('candidato@demo.com.br');
  });

  it('lets only one of three simultaneous registrations with the same e-mail through (the others get 409, not 500)', async () => {
    const email = newEmail('simultaneo');
    const before = await state();
    const results = await Promise.all(
      [1, 2, 3].map(() => register(t.headers(gestor.token), valid041({ EMAIL: email }))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    const created = results.find((r) => r.statusCode === 201)!.json().CODCANDIDATO as number;
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toContain(String(created).padStart(4, '0'));
    }
    const after = await state();
    expect(after.candidates).toBe(before.candidates + 1);
    expect(after.outbox).toBe(before.outbox + 1);
  });
});
