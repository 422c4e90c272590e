/**
 * Registration of a candidate by staff (spec 3 §2 Registration, §4 e-mail outcomes, §5 Registration
 * rules, §7 POST /candidate and the Gestor/Recrutador suggestions; DESIGN.md §4 access link).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateBR, isoDateInBrazil, type LogonAnswer, type TenantRef } from '@admissao/domain';
import { candidate, customField, customFieldData, unit } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, outbox, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
const REGISTERED = 'Candidato cadastrado com sucesso!';
const UNAVAILABLE = 'Este e-mail não pode ser utilizado. Informe outro e-mail.';
const REUSABLE = 'Este e-mail pertence a um processo finalizado ou cancelado. Confirme para reutilizá-lo.';
const missing = (label: string) =>
  `Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ${label}`;
const STAFF_LOGIN = 'rh.login@demo.com.br';
const NEW_PASSWORD = 'Nova#Senha7x';

const unitId: Record<string, number> = {};
let centroCusto: number; // 041, admin-filled, text, required
let turno: number; // 041, admin-filled, radio MANHÃ;TARDE;NOITE;
let campo042: number; // 042, admin-filled, text, optional

const today = isoDateInBrazil();
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const yesterday = addDays(today, -1);

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, gestor2, candidato] = await Promise.all([
    t.login('admin'),
    t.login('gestor'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
  ]);
  for (const u of await t.db.select().from(unit)) unitId[u.unidade] = u.codunidade;
  const fields = await t.db.select().from(customField);
  centroCusto = fields.find((f) => f.descricao === 'Centro de custo')!.codinfo;
  turno = fields.find((f) => f.descricao === 'Turno de trabalho')!.codinfo;
  const [f042] = await t.db
    .insert(customField)
    .values({
      codadm: 9,
      codcli: '042',
      numcampo: 1,
      descricao: 'Matrícula 042',
      tipo: 'T',
      respPreenchimento: 'A',
      obrigatorio: false,
    })
    .returning();
  campo042 = f042!.codinfo;
  await t.db.execute(sql`insert into staff_user (codadm, usuario, permissao, senha_hash, nomeusuario)
    values (9, ${STAFF_LOGIN}, 'MANAGER', 'x', 'Rita Login')`);
});
afterAll(() => t.close());

let seq = 0;
const newEmail = (tag = 'novo') => `${tag}.${++seq}@demo.com.br`;

/** A complete, valid registration for client 041 (INFO_GESTOR and INFO_RECRUTADOR on). */
const valid041 = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  NOME: 'Fernanda Registro Teste',
  EMAIL: newEmail(),
  CODUNIDADE: unitId['MATRIZ SÃO PAULO'],
  DATINICIO: formatDateBR(addDays(today, 10)),
  TIPOCARGO: 'OUTROS',
  CARGO: 'ANALISTA DE SISTEMAS',
  GESTOR: 'MARIANA PRADO',
  RECRUTADOR: 'PEDRO ALVES',
  CAMPOS_ADICIONAIS: [{ CODINFO: centroCusto, DESCRICAO: 'CC-1020' }],
  ...over,
});
const valid042 = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  NOME: 'Otávio Outra Empresa',
  EMAIL: newEmail('outra'),
  CODUNIDADE: unitId['SEDE RIO DE JANEIRO'],
  DATINICIO: formatDateBR(addDays(today, 3)),
  TIPOCARGO: 'OUTROS',
  CARGO: 'AUXILIAR',
  ...over,
});
const without = (payload: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(payload).filter(([k]) => !keys.includes(k)));

const register = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/candidate', headers, payload });

async function candidateByEmail(email: string) {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.email, email));
  return row;
}
async function candidateById(id: number) {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.codcandidato, id));
  return row!;
}
/** What a refused registration must leave untouched. */
async function state() {
  const [c] = rowsOf<{ n: number; emails: string }>(
    await t.db.execute(sql`select count(*)::int as n, string_agg(email, ',' order by codcandidato) as emails
      from candidate`),
  );
  const [o] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from mail_outbox`));
  const [d] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from custom_field_data`),
  );
  return { candidates: c!.n, emails: c!.emails, outbox: o!.n, customData: d!.n };
}
async function outboxRow(to: string) {
  const [row] = rowsOf<{ id: number; status: string; attempts: number; subject: string; text_body: string }>(
    await t.db.execute(
      sql`select id, status, attempts, subject, text_body from mail_outbox where to_address = ${to} order by id desc limit 1`,
    ),
  );
  return row;
}

describe('GET /candidate/data/managers and /candidate/data/recruiters (suggestions)', () => {
  const suggest = (kind: 'managers' | 'recruiters', headers: Record<string, string>, filter?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/candidate/data/${kind}`,
      headers,
      query: filter === undefined ? {} : { FILTER: filter },
    });

  it("suggests the client's managers by prefix, case-insensitive, distinct and sorted", async () => {
    const all = await suggest('managers', t.headers(gestor.token));
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([{ GESTOR: 'MARCOS TEIXEIRA' }, { GESTOR: 'MARIANA PRADO' }]);
    expect((await suggest('managers', t.headers(gestor.token), 'ma')).json()).toEqual([
      { GESTOR: 'MARCOS TEIXEIRA' },
      { GESTOR: 'MARIANA PRADO' },
    ]);
    expect((await suggest('managers', t.headers(gestor.token), 'Mari')).json()).toEqual([
      { GESTOR: 'MARIANA PRADO' },
    ]);
    // a prefix, not a substring; and % or _ are not wildcards
    for (const f of ['prado', '%', '_ARIANA', 'MARIANA PRADO X', '\\']) {
      expect((await suggest('managers', t.headers(gestor.token), f)).json(), f).toEqual([]);
    }
  });

  it("suggests the client's recruiters by prefix", async () => {
    const res = await suggest('recruiters', t.headers(gestor.token), 'pe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ RECRUTADOR: 'PEDRO ALVES' }]);
    expect((await suggest('recruiters', t.headers(gestor.token), 'ma')).json()).toEqual([]);
  });

  it("never suggests another client's names (041's MARIANA PRADO is not shown to 042)", async () => {
    for (const headers of [t.headers(gestor2.token), t.headers(admin.token, C042)]) {
      const managers = await suggest('managers', headers, 'ma');
      expect(managers.statusCode).toBe(200);
      expect(managers.json()).toEqual([]);
      expect((await suggest('managers', headers)).json()).toEqual([]);
      expect((await suggest('recruiters', headers, 'p')).json()).toEqual([]);
    }
    expect((await suggest('managers', t.headers(admin.token, C041), 'mariana')).json()).toEqual([
      { GESTOR: 'MARIANA PRADO' },
    ]);
  });

  it('learns a name once a candidate is registered with it, only in that client', async () => {
    const res = await register(
      t.headers(gestor.token),
      valid041({ GESTOR: 'Zuleide Matos', RECRUTADOR: 'Zeca Recruta' }),
    );
    expect(res.statusCode).toBe(201);
    expect((await suggest('managers', t.headers(gestor.token), 'zul')).json()).toEqual([
      { GESTOR: 'Zuleide Matos' },
    ]);
    expect((await suggest('recruiters', t.headers(gestor.token), 'ZE')).json()).toEqual([
      { RECRUTADOR: 'Zeca Recruta' },
    ]);
    expect((await suggest('managers', t.headers(gestor2.token), 'zul')).json()).toEqual([]);
  });

  it('refuses a filter over 50 characters, a candidate (403) and no token (401)', async () => {
    expect((await suggest('managers', t.headers(gestor.token), 'M'.repeat(51))).statusCode).toBe(400);
    const asCandidate = await suggest('managers', t.headers(candidato.token), 'ma');
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    const anonymous = await suggest('recruiters', {}, 'p');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Autenticação necessária.');
  });
});

describe('POST /candidate: a valid registration', () => {
  it('answers 201 {CODCANDIDATO, LINK, message} and stores the candidate in status 1', async () => {
    const before = await state();
    const email = newEmail('Fernanda.Silva');
    const res = await register(
      t.headers(gestor.token),
      valid041({
        NOME: '  Fernanda da Conceição  ',
        EMAIL: `  ${email.toUpperCase()} `,
        CODUNIDADE: String(unitId['FILIAL CAMPINAS']),
        TELEFONE: '(11) 3333-4444',
        CELULAR: '(11) 98765-4321',
        OBSERVACOES: 'Trazer documentos originais.',
        CODUSUARIO: gestor.user.CODUSUARIO,
        CAMPOS_ADICIONAIS: [
          { CODINFO: centroCusto, DESCRICAO: ' CC-1020 ' },
          { CODINFO: turno, DESCRICAO: 'TARDE' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ CODCANDIDATO: expect.any(Number), LINK: expect.any(String), message: REGISTERED });

    const row = await candidateById(body.CODCANDIDATO);
    expect(row).toMatchObject({
      codadm: 9,
      codcli: '041',
      nome: 'FERNANDA DA CONCEIÇÃO',
      email: email.toLowerCase(),
      codstatus: 1,
      datinicio: addDays(today, 10),
      codunidade: unitId['FILIAL CAMPINAS'],
      tipocargo: 'OUTROS',
      cargo: 'ANALISTA DE SISTEMAS',
      gestor: 'MARIANA PRADO',
      recrutador: 'PEDRO ALVES',
      telefone: '1133334444',
      celular: '11987654321',
      observacoes: 'Trazer documentos originais.',
      codusuarioCadastro: gestor.user.CODUSUARIO,
      senhaHash: null,
    });
    const data = await t.db
      .select({ codinfo: customFieldData.codinfo, descricao: customFieldData.descricao })
      .from(customFieldData)
      .where(eq(customFieldData.codcandidato, body.CODCANDIDATO))
      .orderBy(customFieldData.codinfo);
    expect(data).toEqual([
      { codinfo: centroCusto, descricao: 'CC-1020' },
      { codinfo: turno, descricao: 'TARDE' },
    ]);
    const after = await state();
    expect(after.candidates).toBe(before.candidates + 1);
    expect(after.outbox).toBe(before.outbox + 1);
    const mail = await outboxRow(email.toLowerCase());
    expect(mail?.subject).toBe('Cliente Demonstração - Cadastro de admissão');
    expect(mail?.text_body).toContain(body.LINK);
  });

  it('accepts a start date of today, in dd/mm/yyyy and in yyyy-mm-dd', async () => {
    for (const DATINICIO of [formatDateBR(today), today]) {
      const res = await register(t.headers(gestor.token), valid041({ DATINICIO }));
      expect(res.statusCode, DATINICIO).toBe(201);
      expect((await candidateById(res.json().CODCANDIDATO)).datinicio).toBe(today);
    }
  });

  it("stores CARGO 'ESTAGIO' for TIPOCARGO ESTAGIO, with no description needed", async () => {
    const plain = await register(
      t.headers(gestor.token),
      without(valid041({ TIPOCARGO: 'ESTAGIO' }), 'CARGO'),
    );
    expect(plain.statusCode).toBe(201);
    expect(await candidateById(plain.json().CODCANDIDATO)).toMatchObject({
      tipocargo: 'ESTAGIO',
      cargo: 'ESTAGIO',
    });
    // a description sent along is not kept: an intern's cargo is always ESTAGIO
    const withText = await register(
      t.headers(gestor.token),
      valid041({ TIPOCARGO: 'ESTAGIO', CARGO: 'ESTAGIÁRIO DE RH' }),
    );
    expect(withText.statusCode).toBe(201);
    expect((await candidateById(withText.json().CODCANDIDATO)).cargo).toBe('ESTAGIO');
  });

  it('does not require Gestor and Recrutador in 042 (neither flag on)', async () => {
    const res = await register(t.headers(gestor2.token), valid042());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(REGISTERED);
    expect(await candidateById(res.json().CODCANDIDATO)).toMatchObject({
      codcli: '042',
      codunidade: unitId['SEDE RIO DE JANEIRO'],
      gestor: null,
      recrutador: null,
    });
    // the admin registers for 042 through the header, with 042's optional custom field
    const byAdmin = await register(
      t.headers(admin.token, C042),
      valid042({ CAMPOS_ADICIONAIS: [{ CODINFO: campo042, DESCRICAO: 'M-77' }] }),
    );
    expect(byAdmin.statusCode).toBe(201);
    const row = await candidateById(byAdmin.json().CODCANDIDATO);
    expect(row).toMatchObject({ codcli: '042', codusuarioCadastro: admin.user.CODUSUARIO });
  });

  it('ignores VAGA when INFO_VAGA is off (041) instead of failing on its length', async () => {
    const before = await state();
    const res = await register(t.headers(gestor.token), valid041({ VAGA: 'V'.repeat(60) }));
    expect(res.statusCode).toBe(201);
    expect((await candidateById(res.json().CODCANDIDATO)).vaga).toBeNull();
    expect((await state()).candidates).toBe(before.candidates + 1);
  });

  it('ignores GESTOR and RECRUTADOR in 042 (flags off) instead of failing on their length', async () => {
    const before = await state();
    const res = await register(
      t.headers(gestor2.token),
      valid042({ GESTOR: 'G'.repeat(60), RECRUTADOR: 'R'.repeat(60) }),
    );
    expect(res.statusCode).toBe(201);
    expect(await candidateById(res.json().CODCANDIDATO)).toMatchObject({ gestor: null, recrutador: null });
    expect((await state()).candidates).toBe(before.candidates + 1);
  });
});

describe('POST /candidate: the access link and the access e-mail', () => {
  it('gives a link {APP_URL}/?u={email}&l={code} that signs the candidate in once (status 2)', async () => {
    const email = newEmail('link');
    const res = await register(t.headers(gestor.token), valid041({ EMAIL: email }));
    expect(res.statusCode).toBe(201);
    const { CODCANDIDATO, LINK } = res.json();
    expect(LINK.startsWith(`${t.config.appUrl}/?u=`)).toBe(true);
    const url = new URL(LINK);
    expect(url.origin).toBe('http://admissao.test');
    expect(url.pathname).toBe('/');
    expect([...url.searchParams.keys()]).toEqual(['u', 'l']);
    expect(url.searchParams.get('u')).toBe(email);
    const code = url.searchParams.get('l')!;
    expect(code.length).toBeGreaterThanOrEqual(16);
    expect(LINK).not.toContain('Demo@Admissao9');

    const start = (SENHA_ANTERIOR: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/start',
        payload: { USUARIO: email, SENHA: NEW_PASSWORD, SENHA_ANTERIOR },
        remoteAddress: '10.7.0.1',
      });
    const signed = await start(code);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().candidate).toMatchObject({ CODCANDIDATO, CODADM: 9, CODCLI: '041', EMAIL: email });
    expect(signed.json().user).toMatchObject({ PERMISSAO: 'CANDIDATO', USUARIO: email });
    const row = await candidateById(CODCANDIDATO);
    expect(row.codstatus).toBe(2);
    expect(row.senhaHash).not.toBeNull();
    // the code is single-use
    const again = await start(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Usuário ou senha inválidos');
  });

  it('delivers the access e-mail over SMTP with the client name in the subject and the link in the text', async () => {
    const email = newEmail('smtp');
    const res = await register(t.headers(gestor.token), valid041({ EMAIL: email, NOME: 'Sara Smtp' }));
    expect(res.statusCode).toBe(201);
    await t.deliverMail();
    const mail = await t.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toContain('Cliente Demonstração');
    expect(mail.text).toContain(res.json().LINK);
    expect(mail.text).toContain('Olá, Sara Smtp.');
    const row = await outboxRow(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('escapes the typed name in the HTML of the access e-mail', async () => {
    const email = newEmail('html');
    const res = await register(
      t.headers(gestor.token),
      valid041({ EMAIL: email, NOME: 'Ana <b>Negrito</b>' }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = rowsOf<{ html_body: string }>(
      await t.db.execute(sql`select html_body from mail_outbox where to_address = ${email}`),
    );
    expect(row!.html_body).not.toContain('<b>Negrito</b>');
    expect(row!.html_body).toContain('&lt;b&gt;Negrito&lt;/b&gt;');
  });

  it('answers 201 at once when SMTP fails, keeps the mail pending, and a later delivery sends it', async () => {
    await t.deliverMail(); // nothing else due, so the failure hits this registration's mail
    const email = newEmail('smtpfalha');
    t.smtp.failNext(1);
    const startedAt = Date.now();
    const res = await register(t.headers(gestor.token), valid041({ EMAIL: email }));
    expect(res.statusCode).toBe(201);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(res.json().message).toBe(REGISTERED);
    expect(await candidateByEmail(email)).toBeDefined();

    await t.deliverMail(); // waits for the attempt the registration started (it failed), then finds nothing due
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(t.smtp.mails.some((m) => m.to.includes(email))).toBe(false);

    await t.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${failed!.id}`);
    await t.deliverMail();
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 2 });
    const mail = await t.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain(res.json().LINK);
    const all = await outbox(t.db);
    expect(all.filter((m) => m.to_address === email)).toHaveLength(1);
  });
});

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
    const [stored] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from custom_field_data where codinfo = ${campo042}`),
    );
    expect(stored!.n).toBe(1); // only the admin's own 042 registration above
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
