/**
 * Registration rules: required fields, values and who may register (spec 3 §2 Registration, §5 Registration
 * rules, §7 POST /candidate and the Gestor/Recrutador suggestions; docs/design.md §4 access link).
 * The e-mail outcomes (spec 3 §4) are in registration-email.test.ts.
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
  C042,
  missing,
  unitId,
  centroCusto,
  turno,
  campo042,
  yesterday,
  valid041,
  valid042,
  without,
  register,
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
