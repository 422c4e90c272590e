/**
 * Registration rules: required fields, values, e-mail outcomes and who may register (spec 3 §2 Registration, §4 e-mail outcomes, §5 Registration
 * rules, §7 POST /candidate and the Gestor/Recrutador suggestions; DESIGN.md §4 access link).
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { candidate } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { formatDateBR } from '@admissao/domain';
import {
  useRegistrationFixture,
  t,
  admin,
  gestor,
  gestor2,
  candidato,
  C041,
  C042,
  UNAVAILABLE,
  REUSABLE,
  missing,
  STAFF_LOGIN,
  unitId,
  centroCusto,
  turno,
  campo042,
  yesterday,
  newEmail,
  valid041,
  valid042,
  without,
  register,
  candidateByEmail,
  candidateById,
  state,
} from './support/registration-fixture.ts';

useRegistrationFixture();

describe('POST /candidate: required fields', () => {
  const ORDER_041: [string, string][] = [
    ['NOME', 'Nome'],
    ['EMAIL', 'E-mail'],
    ['CODUNIDADE', 'Unidade'],
    ['DATINICIO', 'Data de início'],
    ['TIPOCARGO', 'Tipo de cargo'],
    ['CARGO', 'Cargo'],
    ['GESTOR', 'Gestor'],
    ['RECRUTADOR', 'Recrutador'],
  ];

  it('names each missing (or blank) field, with its key in `field`, and creates nothing', async () => {
    const before = await state();
    for (const [name, label] of ORDER_041) {
      for (const payload of [
        without(valid041(), name),
        valid041({ [name]: '   ' }),
        valid041({ [name]: null }),
      ]) {
        const res = await register(t.headers(gestor.token), payload);
        expect(res.statusCode, name).toBe(400);
        expect(res.json(), name).toMatchObject({ message: missing(label), field: name });
      }
    }
    expect(await state()).toEqual(before);
  });

  it('names the FIRST missing field in form order', async () => {
    const before = await state();
    for (let i = 0; i < ORDER_041.length; i++) {
      const [name, label] = ORDER_041[i]!;
      const gone = ORDER_041.slice(i).map(([n]) => n);
      const res = await register(t.headers(gestor.token), without(valid041(), ...gone));
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ message: missing(label), field: name });
    }
    // two missing fields far apart: the earlier one is named
    const res = await register(t.headers(gestor.token), without(valid041(), 'RECRUTADOR', 'CODUNIDADE'));
    expect(res.json()).toMatchObject({ message: missing('Unidade'), field: 'CODUNIDADE' });
    expect(await state()).toEqual(before);
  });

  it('names a missing field even when an earlier field is malformed', async () => {
    const res = await register(
      t.headers(gestor.token),
      without(valid041({ EMAIL: 'sem-arroba' }), 'CODUNIDADE'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: missing('Unidade'), field: 'CODUNIDADE' });
  });

  it('in 042 names the first missing field among the fields it shows', async () => {
    const before = await state();
    for (const [name, label] of ORDER_041.slice(0, 6)) {
      const res = await register(t.headers(gestor2.token), without(valid042(), name));
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ message: missing(label), field: name });
    }
    expect(await state()).toEqual(before);
  });

  it("requires the admin-filled custom field 'Centro de custo' of 041", async () => {
    const before = await state();
    for (const CAMPOS_ADICIONAIS of [
      undefined,
      [],
      [{ CODINFO: centroCusto, DESCRICAO: '   ' }],
      [{ CODINFO: turno, DESCRICAO: 'MANHÃ' }],
    ]) {
      const payload = CAMPOS_ADICIONAIS
        ? valid041({ CAMPOS_ADICIONAIS })
        : without(valid041(), 'CAMPOS_ADICIONAIS');
      const res = await register(t.headers(gestor.token), payload);
      expect(res.statusCode, JSON.stringify(CAMPOS_ADICIONAIS)).toBe(400);
      expect(res.json()).toMatchObject({
        message: missing('Centro de custo'),
        field: `CAMPO_${centroCusto}`,
      });
    }
    // the registration fields come first
    const res = await register(
      t.headers(gestor.token),
      without(valid041({ CAMPOS_ADICIONAIS: [] }), 'RECRUTADOR'),
    );
    expect(res.json()).toMatchObject({ message: missing('Recrutador'), field: 'RECRUTADOR' });
    expect(await state()).toEqual(before);
  });
});

describe('POST /candidate: value rules', () => {
  const refused = async (
    payload: Record<string, unknown>,
    message: string,
    headers = t.headers(gestor.token),
  ) => {
    const before = await state();
    const res = await register(headers, payload);
    expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await state()).toEqual(before);
    return res.json();
  };

  it('refuses a start date before today, in either format', async () => {
    for (const DATINICIO of [formatDateBR(yesterday), yesterday, '01/01/2020']) {
      const body = await refused(
        valid041({ DATINICIO }),
        'A data de início não pode ser anterior à data de hoje.',
      );
      expect(body.field).toBe('DATINICIO');
    }
  });

  it('refuses a date that does not exist or is not a date', async () => {
    for (const DATINICIO of ['31/02/2030', '2030-13-01', 'amanhã', '1/1/2030']) {
      const body = await refused(valid041({ DATINICIO }), 'Data de início: Data inválida (dd/mm/aaaa).');
      expect(body.field).toBe('DATINICIO');
    }
  });

  it('limits the cargo description to 50 characters', async () => {
    await refused(valid041({ CARGO: 'C'.repeat(51) }), 'Cargo: Máximo de 50 caracteres.');
    expect((await register(t.headers(gestor.token), valid041({ CARGO: 'C'.repeat(50) }))).statusCode).toBe(
      201,
    );
  });

  it('limits Observações to 500 characters', async () => {
    await refused(valid041({ OBSERVACOES: 'o'.repeat(501) }), 'Observações: Máximo de 500 caracteres.');
    const ok = await register(t.headers(gestor.token), valid041({ OBSERVACOES: 'o'.repeat(500) }));
    expect(ok.statusCode).toBe(201);
    expect((await candidateById(ok.json().CODCANDIDATO)).observacoes).toHaveLength(500);
  });

  it('limits Gestor and Recrutador to 50 characters and Nome to 70', async () => {
    await refused(valid041({ GESTOR: 'G'.repeat(51) }), 'Gestor: Máximo de 50 caracteres.');
    await refused(valid041({ RECRUTADOR: 'R'.repeat(51) }), 'Recrutador: Máximo de 50 caracteres.');
    await refused(valid041({ NOME: 'N'.repeat(71) }), 'Nome: Máximo de 70 caracteres.');
  });

  it("refuses a malformed e-mail ('Email inválido')", async () => {
    for (const EMAIL of ['sem-arroba', 'a@b', 'dois@@demo.com.br', `${'a'.repeat(60)}@demo.com.br`]) {
      const body = await refused(valid041({ EMAIL }), 'E-mail: Email inválido');
      expect(body.field).toBe('EMAIL');
    }
  });

  it('refuses an unknown cargo type', async () => {
    const body = await refused(valid041({ TIPOCARGO: 'DIRETOR' }), 'Tipo de cargo: Opção inválida.');
    expect(body.field).toBe('TIPOCARGO');
  });

  it('requires TELEFONE to have 10 digits and stores the digits', async () => {
    for (const TELEFONE of ['(11) 93333-4444', '3333-4444', '(11) 333-4444']) {
      await refused(valid041({ TELEFONE }), 'Telefone: Telefone deve ter 10 dígitos.');
    }
    const ok = await register(t.headers(gestor.token), valid041({ TELEFONE: '1133334444' }));
    expect(ok.statusCode).toBe(201);
    expect((await candidateById(ok.json().CODCANDIDATO)).telefone).toBe('1133334444');
  });

  it('requires CELULAR to have 10 or 11 digits', async () => {
    for (const CELULAR of ['98765-4321', '(11) 98765-43210', '123']) {
      await refused(valid041({ CELULAR }), 'Celular: Celular deve ter 10 ou 11 dígitos.');
    }
    for (const [CELULAR, stored] of [
      ['(11) 98765-4321', '11987654321'],
      ['(11) 8765-4321', '1187654321'],
    ]) {
      const ok = await register(t.headers(gestor.token), valid041({ CELULAR }));
      expect(ok.statusCode, CELULAR).toBe(201);
      expect((await candidateById(ok.json().CODCANDIDATO)).celular).toBe(stored);
    }
  });

  it('answers 404 for a unit of another client (or none) and creates nothing', async () => {
    const before = await state();
    for (const [headers, CODUNIDADE] of [
      [t.headers(gestor.token), unitId['SEDE RIO DE JANEIRO']],
      [t.headers(admin.token, C042), unitId['MATRIZ SÃO PAULO']],
      [t.headers(gestor.token), 999999],
    ] as const) {
      const payload = headers['x-cliente'] ? valid042({ CODUNIDADE }) : valid041({ CODUNIDADE });
      const res = await register(headers, payload);
      expect(res.statusCode, String(CODUNIDADE)).toBe(404);
      expect(res.json().message).toBe('Unidade não encontrada.');
      expect(res.body).not.toContain('SEDE RIO');
    }
    expect(await state()).toEqual(before);
    await refused(valid041({ CODUNIDADE: 'abc' }), 'Unidade: Unidade inválida.');
  });

  it('refuses a radio value that is not one of its options', async () => {
    for (const value of ['MADRUGADA', 'manhã', 'MANHÃ;TARDE']) {
      await refused(
        valid041({
          CAMPOS_ADICIONAIS: [
            { CODINFO: centroCusto, DESCRICAO: 'CC-1' },
            { CODINFO: turno, DESCRICAO: value },
          ],
        }),
        'Turno de trabalho: opção inválida.',
      );
    }
  });

  it('limits a custom text field to 100 characters', async () => {
    await refused(
      valid041({ CAMPOS_ADICIONAIS: [{ CODINFO: centroCusto, DESCRICAO: 'x'.repeat(101) }] }),
      'Centro de custo: máximo de 100 caracteres.',
    );
  });

  it('answers 404 for a custom field of another client (or none) and creates nothing', async () => {
    const before = await state();
    const countOf042 = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from custom_field_data where codinfo = ${campo042}`),
      )[0]!.n;
    const stored042 = await countOf042();
    for (const CODINFO of [campo042, 999999]) {
      const res = await register(
        t.headers(gestor.token),
        valid041({
          CAMPOS_ADICIONAIS: [
            { CODINFO: centroCusto, DESCRICAO: 'CC-1' },
            { CODINFO, DESCRICAO: 'intruso' },
          ],
        }),
      );
      expect(res.statusCode, String(CODINFO)).toBe(404);
      expect(res.json().message).toBe('Campo adicional não encontrado.');
      expect(res.body).not.toContain('Matrícula 042');
    }
    expect(await state()).toEqual(before);
    expect(await countOf042()).toBe(stored042);
  });
});

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
    const expected = { statusCode: 409, error: 'Conflict', message: UNAVAILABLE, field: 'EMAIL' };
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
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: UNAVAILABLE, field: 'EMAIL' });
    expect(await state()).toEqual(before);
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

describe('POST /candidate: who may register', () => {
  it("refuses a CODUSUARIO naming another user with 403 and creates nothing; the caller's own is accepted", async () => {
    const before = await state();
    for (const CODUSUARIO of [admin.user.CODUSUARIO, gestor2.user.CODUSUARIO, 999]) {
      const res = await register(t.headers(gestor.token), valid041({ CODUSUARIO }));
      expect(res.statusCode, String(CODUSUARIO)).toBe(403);
      expect(res.json().message).toBe('Operação não permitida para outro usuário.');
    }
    expect(await state()).toEqual(before);
    const own = await register(t.headers(gestor.token), valid041({ CODUSUARIO: gestor.user.CODUSUARIO }));
    expect(own.statusCode).toBe(201);
    expect((await candidateById(own.json().CODCANDIDATO)).codusuarioCadastro).toBe(gestor.user.CODUSUARIO);
  });

  it("refuses a candidate's token with 403 and no token with 401, creating nothing", async () => {
    const before = await state();
    const asCandidate = await register(t.headers(candidato.token), valid041());
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    const anonymous = await register({}, valid041());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Autenticação necessária.');
    expect(await state()).toEqual(before);
  });

  it('refuses a client the user does not belong to (403) and the admin without a client (400)', async () => {
    const before = await state();
    const foreign = await register(t.headers(gestor.token, C042), valid042());
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Cliente não autorizado');
    const noClient = await register(t.headers(admin.token), valid041());
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe('Selecione um cliente.');
    expect(await state()).toEqual(before);
    const rows = await t.db
      .select()
      .from(candidate)
      .where(and(eq(candidate.codcli, '042'), eq(candidate.nome, 'OTÁVIO OUTRA EMPRESA')));
    expect(rows.every((r) => r.codusuarioCadastro !== gestor.user.CODUSUARIO)).toBe(true);
  });
});
