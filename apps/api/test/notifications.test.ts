/**
 * The e-mails of each step (decision 048), read through the SMTP sink: the candidate's (correction
 * with the note, reopened, finalized, cancelled), HR's (candidate finalized, replied, re-sent a
 * pending item) to the unit's responsible e-mail and to the Gestor and the Recrutador when each is a
 * staff user of the client; the per-client policy (each / daily / none), the 10-a-day allowance and
 * the digest; the ADMIN's previews. Each mail carries the client's logo, one link and no personal
 * data beyond the name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAIL_EVENT_KEYS, type LogonAnswer } from '@admissao/domain';
import type { ReceivedMail } from '../src/testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { sendHrDigests } from '../src/modules/notifications/hr-digest.ts';
import { noticeHr } from '../src/modules/notifications/hr-notices.ts';
import { rowsOf } from '../src/lib/rows.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { C041, fillComplete, refuseDocument, setStatus } from './support/lifecycle-fixture.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const HR = 'rh.matriz@demo.com.br';
const CAND = 'candidato@demo.com.br';
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let cand: LogonAnswer;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
  id = await fillComplete(t, cand);
});
afterAll(() => t.close());

let mark = 0;
/** the mails delivered since the last call, by recipient */
async function newMails(): Promise<ReceivedMail[]> {
  await t.deliverMail();
  const fresh = t.smtp.mails.slice(mark);
  mark = t.smtp.mails.length;
  return fresh;
}
const to = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.to.includes(address));
/** every address in the text part: the one link of the mail */
const links = (m: ReceivedMail) => m.text.match(/https?:\/\/\S+/g) ?? [];

const staff = (path: string, payload: Record<string, unknown>, who = admin) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, headers: t.headers(who.token, C041), payload });
const setPolicy = (policy: string) =>
  t.db
    .execute(sql`update client_settings set settings = settings || ${JSON.stringify({ AVISOS_RH: policy })}::jsonb
    where codadm = 9 and codcli = '041'`);

function expectWellFormed(m: ReceivedMail) {
  expect(links(m), m.subject).toHaveLength(1);
  expect(m.html, m.subject).toMatch(/<img [^>]*src="[^"]*\/api\/image\/logo\/09_041"/);
  // no CPF, phone or other person's e-mail: only the candidate's name
  expect(m.text).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}|11987654321/);
  expect(m.text).not.toContain('@demo.com.br');
}

describe('to the candidate', () => {
  it('correction requested (11 and 12) with the note, reopened (14) with the note', async () => {
    await newMails();
    for (const [status, subject] of [
      [11, 'Cliente Demonstração - Correção de dados no seu cadastro'],
      [12, 'Cliente Demonstração - Correção de documentos no seu cadastro'],
      [14, 'Cliente Demonstração - Seu cadastro de admissão foi reaberto'],
    ] as const) {
      await setStatus(t, id, 4);
      const note = `Nota do status ${status}: revise o CEP.`;
      const res = await staff('/candidate/data/change', {
        CODCANDIDATO: id,
        CODSTATUS: status,
        OBSSTATUS: note,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [mail, ...more] = to(await newMails(), CAND);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(subject);
      expect(mail!.text).toContain(note);
      expect(mail!.text).toContain('Olá, CARLOS CANDIDATO DA SILVA.');
      expectWellFormed(mail!);
    }
  });

  it('admission finalized (8) and process cancelled (9); reopening (7) sends nothing', async () => {
    await setStatus(t, id, 4);
    await t.db.execute(
      sql`update candidate_document set status = 3, conferido = true where codcandidato = ${id}`,
    );
    expect((await staff('/candidate/finalize', { CODCANDIDATO: id })).json().CODSTATUS).toBe(8);
    const [done] = to(await newMails(), CAND);
    expect(done!.subject).toBe('Cliente Demonstração - Cadastro de admissão concluído');
    expectWellFormed(done!);

    expect((await staff('/candidate/reopen', { CODCANDIDATO: id })).statusCode).toBe(200);
    expect(to(await newMails(), CAND)).toEqual([]);

    expect((await staff('/candidate/cancel', { CODCANDIDATO: id })).statusCode).toBe(200);
    const [cancelled] = to(await newMails(), CAND);
    expect(cancelled!.subject).toBe('Cliente Demonstração - Processo de admissão cancelado');
    expectWellFormed(cancelled!);
    await setStatus(t, id, 3);
  });
});

/** The candidate (back in status 3) finalizes their data: the mails that sends. */
async function mailsOfFinalizing() {
  await setStatus(t, id, 3);
  await newMails();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/confirm',
    headers: t.headers(cand.token),
    payload: { CODCANDIDATO: id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return newMails();
}

describe('to HR', () => {
  it('the candidate finalized their data (4): the unit, and the Gestor when a staff user of the client', async () => {
    await t.db.execute(
      sql`update candidate set gestor = 'gustavo gestor', recrutador = 'PEDRO ALVES' where codcandidato = ${id}`,
    );
    const mails = await mailsOfFinalizing();
    const [unit] = to(mails, HR);
    const [manager] = to(mails, 'gestor@demo.com.br');
    expect(unit!.subject).toBe('Cliente Demonstração - Candidato enviou os dados: CARLOS CANDIDATO DA SILVA');
    expect(unit!.text).toContain(`${t.config.appUrl}/admin/candidato?id=${id}`);
    expect(manager!.subject).toBe(unit!.subject);
    expect(mails).toHaveLength(2);
    expectWellFormed(unit!);
  });

  it('the Recrutador too, when a staff user of the client (by name): the unit, the Gestor and the Recrutador', async () => {
    await t.db.execute(
      sql`update candidate set gestor = 'Gustavo Gestor', recrutador = ' ana administradora ' where codcandidato = ${id}`,
    );
    const mails = await mailsOfFinalizing();
    const subject = 'Cliente Demonstração - Candidato enviou os dados: CARLOS CANDIDATO DA SILVA';
    for (const address of [HR, 'gestor@demo.com.br', 'admin@demo.com.br']) {
      const [mail, ...more] = to(mails, address);
      expect(mail?.subject, address).toBe(subject);
      expect(more, address).toEqual([]);
      expectWellFormed(mail!);
    }
    expect(mails).toHaveLength(3);
    await t.db.execute(sql`update candidate set recrutador = 'PEDRO ALVES' where codcandidato = ${id}`);
  });

  it('replied to a correction (10), without the reply', async () => {
    await setStatus(t, id, 11);
    await newMails();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/data/change',
      headers: t.headers(cand.token),
      payload: { CODSTATUS: 10, OBSSTATUS: 'Corrigi o CEP, meu CPF é 529.982.247-25.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = to(await newMails(), HR);
    expect(mail!.subject).toBe(
      'Cliente Demonstração - Candidato respondeu à correção: CARLOS CANDIDATO DA SILVA',
    );
    expect(mail!.text).not.toContain('Corrigi');
    expectWellFormed(mail!);
  });

  it('sent a pending item again: a refused document re-sent, once an hour', async () => {
    await setStatus(t, id, 13);
    await refuseDocument(t, id, 'RG (FRENTE E VERSO)', 'Ilegível.');
    const rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    await newMails();
    const send = async () => {
      const body = multipartBody(await F.png(), 'rg.png');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/candidate/documents/upload/image/${id}/${rg}/0`,
        headers: { ...t.headers(cand.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await send();
    const [mail] = to(await newMails(), HR);
    expect(mail!.subject).toBe(
      'Cliente Demonstração - Candidato reenviou uma pendência: CARLOS CANDIDATO DA SILVA',
    );
    expectWellFormed(mail!);
    await send();
    expect(to(await newMails(), HR)).toEqual([]);
    await setStatus(t, id, 3);
  });
});

describe('the notice policy of the client and the digest', () => {
  const noticeOf = (n: number) =>
    t.db.transaction(async (tx) => {
      for (let i = 0; i < n; i++) await noticeHr(tx, t.config.appUrl, C041, id, 'candidateFinalized');
    });

  it('C: ten a day to each recipient, the rest in the next day digest', async () => {
    await setPolicy('C');
    await t.db.execute(sql`delete from hr_notice`);
    await newMails();
    await noticeOf(12);
    expect(to(await newMails(), HR)).toHaveLength(10);
    const rows = rowsOf<{ sent: boolean }>(
      await t.db.execute(sql`select sent from hr_notice where to_address = ${HR}`),
    );
    expect(rows.filter((r) => !r.sent)).toHaveLength(2);

    // today's notices wait for the day to end
    expect(await sendHrDigests(t.db, t.config.appUrl)).toBe(0);
    await t.db.execute(sql`update hr_notice set day = day - 1`);
    expect(await sendHrDigests(t.db, t.config.appUrl)).toBeGreaterThan(0);
    expect(await sendHrDigests(t.db, t.config.appUrl)).toBe(0);
    const [digest, ...more] = to(await newMails(), HR);
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(/^Cliente Demonstração - Resumo dos avisos de \d{2}\/\d{2}\/\d{4}$/);
    expect(digest!.text).toContain('- CARLOS CANDIDATO DA SILVA: candidato enviou os dados');
    expectWellFormed(digest!);
  });

  it('D: nothing at once, one digest the next day (through the job); N: nothing at all', async () => {
    await setPolicy('D');
    await t.db.execute(sql`delete from hr_notice`);
    await newMails();
    await noticeOf(3);
    expect(to(await newMails(), HR)).toEqual([]);
    await t.db.execute(sql`update hr_notice set day = day - 1`);
    await t.app.jobs.runNow('hr-digest');
    expect(to(await newMails(), HR)).toHaveLength(1);

    await setPolicy('N');
    await t.db.execute(sql`delete from hr_notice`);
    await noticeOf(2);
    expect(rowsOf(await t.db.execute(sql`select 1 from hr_notice`))).toEqual([]);
    await setPolicy('C');
  });

  it('the policy is a setting ADMIN saves in Configurações', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, C041),
      payload: { AVISOS_RH: 'D' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().AVISOS_RH).toBe('D');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, C041),
      payload: { AVISOS_RH: 'X' },
    });
    expect(bad.statusCode).toBe(400);
    await setPolicy('C');
  });
});

describe('previews in Configurações', () => {
  it('ADMIN previews every template with the client logo; a manager may not; an unknown one is 400', async () => {
    for (const event of MAIL_EVENT_KEYS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/candidate/configuration/mail/${event}`,
        headers: t.headers(admin.token, C041),
      });
      expect(res.statusCode, event).toBe(200);
      const body = res.json<{ ASSUNTO: string; TEXTO: string; HTML: string }>();
      expect(body.ASSUNTO, event).not.toBe('');
      expect(body.HTML, event).toContain('<!doctype html>');
      if (!event.startsWith('staff')) expect(body.HTML, event).toContain('/api/image/logo/09_041');
    }
    const manager = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/configuration/mail/hrMessage',
      headers: t.headers(gestor.token, C041),
    });
    expect(manager.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/configuration/mail/__proto__',
      headers: t.headers(admin.token, C041),
    });
    expect(unknown.statusCode).toBe(400);
    // the logo shows in a webmail page (another origin)
    const logo = await t.app.inject({ method: 'GET', url: '/api/image/logo/09_041' });
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
