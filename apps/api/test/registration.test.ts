/**
 * Registration of a candidate by staff (spec 3 §2 Registration, §4 e-mail outcomes, §5 Registration
 * rules, §7 POST /candidate and the Gestor/Recrutador suggestions; docs/design.md §4 access link).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customFieldData } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { outbox } from '../src/testing/test-app.ts';
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
  REGISTERED,
  NEW_PASSWORD,
  unitId,
  centroCusto,
  turno,
  campo042,
  today,
  addDays,
  newEmail,
  valid041,
  valid042,
  without,
  register,
  candidateByEmail,
  candidateById,
  state,
  outboxRow,
} from './support/registration-fixture.ts';

useRegistrationFixture();

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
    // escaped, and inert as every name in a mail: a zero-width space after the '/' (inert-text.ts)
    expect(row!.html_body).toContain('&lt;b&gt;Negrito&lt;/\u200Bb&gt;');
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
