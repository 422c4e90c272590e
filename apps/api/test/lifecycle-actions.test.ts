/**
 * Lifecycle actions end to end (docs/api-lifecycle.md; docs/design.md §3): finalize with pending items → 6
 * and the pending e-mail through the real SMTP sink, without → 8 with DATFINALIZACAO; resend → 13 with
 * the e-mail; reopen → 7; cancel → 9; racing actions apply once; tenant, role and bad input per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { applyTransition } from '../src/modules/candidate-status/transition.ts';
import { rowsOf } from '../src/lib/rows.ts';
import type { StaffActor } from '../src/modules/auth/actor.ts';
import {
  C041,
  C042,
  candidateRow,
  checkEveryDocument,
  fillComplete,
  idOf,
  logRows,
  refuseDocument,
  setStatus,
} from './support/lifecycle-fixture.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let cand: LogonAnswer;
let complete: number; // candidato@demo.com.br, every section filled
let partial: number; // daniel@demo.com.br, sections missing

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, gestor2, cand] = await Promise.all([
    t.login('admin'),
    t.login('gestor'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
  ]);
  complete = await fillComplete(t, cand);
  partial = await idOf(t, 'daniel@demo.com.br');
});
afterAll(() => t.close());

const act = (action: string, who: LogonAnswer, payload: Record<string, unknown>, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${action}`,
    headers: t.headers(who.token, who === cand ? undefined : tenant),
    payload,
  });
const mailTo = async (to: string, after: number) => {
  await t.deliverMail();
  return t.smtp.mails.slice(after).filter((m) => m.to.includes(to));
};

describe('Finalizar', () => {
  it('with a refused document → 6, and the pending e-mail lists it', async () => {
    await setStatus(t, complete, 4);
    await refuseDocument(t, complete, 'COMPROVANTE DE RESIDÊNCIA', 'Documento ilegível.');
    const sent = t.smtp.mails.length;
    const res = await act('finalize', admin, { CODCANDIDATO: complete });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      CODCANDIDATO: complete,
      CODSTATUS: 6,
      DESSTATUS: 'Pendente',
      message: 'Existem pendências: o candidato foi notificado por e-mail para corrigi-las.',
      PENDENCIAS: [
        {
          TIPO: 'DOCUMENTO',
          TITULO: 'COMPROVANTE DE RESIDÊNCIA',
          DETALHE: 'Documento recusado: Documento ilegível.',
        },
      ],
    });
    expect((await candidateRow(t, complete)).datfinalizacao).toBeNull();
    const [mail, ...more] = await mailTo('candidato@demo.com.br', sent);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Cliente Demonstração - Pendências no seu cadastro de admissão');
    expect(mail!.text).toContain('COMPROVANTE DE RESIDÊNCIA: Documento recusado: Documento ilegível.');
    expect(mail!.text).toContain(`${t.config.appUrl.replace(/\/$/, '')}/login`);
    expect((await logRows(t, complete)).at(-1)).toMatchObject({
      codstatus: 6,
      codusuario: admin.user.CODUSUARIO,
    });
  });

  it('refuses (409) while a sent or required document is not checked, naming them; changes nothing', async () => {
    await setStatus(t, partial, 4);
    const before = (await logRows(t, partial)).length;
    const res = await act('finalize', admin, { CODCANDIDATO: partial });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/^Faltam conferir: .+\.$/);
    expect((await candidateRow(t, partial)).codstatus).toBe(4);
    expect((await logRows(t, partial)).length).toBe(before);
    // an optional document never sent does not count
    const optional = await t.db.execute(sql`
      select documento from document_type where codadm = 9 and codcli = '041' and ativo and opcional`);
    for (const row of rowsOf<{ documento: string }>(optional))
      expect(res.json().message).not.toContain(row.documento);
    await checkEveryDocument(t, partial);
  });

  it('with invalid sections → 6, the e-mail naming the sections and fields', async () => {
    await setStatus(t, partial, 4);
    const sent = t.smtp.mails.length;
    const res = await act('finalize', gestor, { CODCANDIDATO: partial });
    expect(res.json().CODSTATUS).toBe(6);
    const sections = res.json().PENDENCIAS.filter((p: { TIPO: string }) => p.TIPO === 'SECAO');
    expect(sections.length).toBeGreaterThan(0);
    const [mail] = await mailTo('daniel@demo.com.br', sent);
    for (const s of sections) expect(mail!.text).toContain(`${s.TITULO}: ${s.DETALHE}`);
  });

  it('with nothing pending → 8 with DATFINALIZACAO, and the admission-finalized e-mail (no pending list)', async () => {
    // the refused document was sent again and approved
    await t.db.execute(sql`update candidate_document set status = 3 where codcandidato = ${complete}`);
    await setStatus(t, complete, 6);
    const sent = t.smtp.mails.length;
    const res = await act('finalize', gestor, { CODCANDIDATO: complete, CODUSUARIO: gestor.user.CODUSUARIO });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      CODSTATUS: 8,
      DESSTATUS: 'Finalizado',
      message: 'Conferência finalizada com sucesso!',
      PENDENCIAS: [],
    });
    const row = await candidateRow(t, complete);
    expect(row.codstatus).toBe(8);
    expect(Date.now() - new Date(String(row.datfinalizacao)).getTime()).toBeLessThan(60_000);
    expect((await mailTo('candidato@demo.com.br', sent)).map((m) => m.subject)).toEqual([
      'Cliente Demonstração - Cadastro de admissão concluído',
    ]);
    expect((await logRows(t, complete)).at(-1)).toMatchObject({
      codstatus: 8,
      codusuario: gestor.user.CODUSUARIO,
      usuario: gestor.user.NOMEUSUARIO,
      observacoes: 'Conferência finalizada.',
    });
  });
});

describe('Reabrir, Cancelar, Reenviar Pendente', () => {
  it('reopens 8 → 7 clearing DATFINALIZACAO; cancels → 9; reopens 9 → 7', async () => {
    await setStatus(t, complete, 8);
    await t.db.execute(sql`update candidate set datfinalizacao = now() where codcandidato = ${complete}`);
    const reopened = await act('reopen', admin, { CODCANDIDATO: complete });
    expect(reopened.json()).toMatchObject({ CODSTATUS: 7, message: 'Processo reaberto com sucesso!' });
    expect(await candidateRow(t, complete)).toMatchObject({ codstatus: 7, datfinalizacao: null });
    const cancelled = await act('cancel', admin, { CODCANDIDATO: complete });
    expect(cancelled.json()).toMatchObject({ CODSTATUS: 9, message: 'Processo cancelado com sucesso!' });
    expect((await logRows(t, complete)).at(-1)).toMatchObject({
      codstatus: 9,
      observacoes: 'Processo cancelado.',
    });
    expect((await act('reopen', admin, { CODCANDIDATO: complete })).json().CODSTATUS).toBe(7);
  });

  it('resends the pending e-mail → 13', async () => {
    await setStatus(t, partial, 6);
    const sent = t.smtp.mails.length;
    const res = await act('resend', admin, { CODCANDIDATO: partial });
    expect(res.json()).toMatchObject({ CODSTATUS: 13, message: 'E-mail de pendências enviado com sucesso!' });
    const [mail] = await mailTo('daniel@demo.com.br', sent);
    expect(mail!.subject).toContain('Pendências');
    expect((await candidateRow(t, partial)).codstatus).toBe(13);
  });
});

describe('concurrency', () => {
  it('of racing actions on one candidate exactly one applies', async () => {
    await setStatus(t, partial, 4);
    const before = (await logRows(t, partial)).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        act(i % 2 ? 'cancel' : 'finalize', admin, { CODCANDIDATO: partial }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200).length, codes.join()).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect([403, 409]).toContain(a.statusCode);
      if (a.statusCode === 409)
        expect(a.json().message).toBe('O status do candidato mudou. Recarregue a página.');
    }
    // every applied action left exactly one log row, and the final status is the last applied one
    const logs = await logRows(t, partial);
    expect(logs.length - before).toBe(codes.filter((c) => c === 200).length);
    expect((await candidateRow(t, partial)).codstatus).toBe(logs.at(-1)!.codstatus);
  });

  it('a transition checked against a status that has changed since answers 409 and changes nothing', async () => {
    await setStatus(t, partial, 4);
    const actor = {
      kind: 'staff',
      subject: `u:${admin.user.CODUSUARIO}`,
      codusuario: admin.user.CODUSUARIO,
      userData: { NOMEUSUARIO: admin.user.NOMEUSUARIO },
    } as unknown as StaffActor;
    const before = (await logRows(t, partial)).length;
    await expect(
      t.db.transaction((tx) =>
        applyTransition(tx, {
          event: 'finalize',
          actor,
          tenant: C041,
          codcandidato: partial,
          from: 5,
          to: 8,
          note: 'x',
          auditAction: 'finalize',
          appUrl: t.config.appUrl,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await candidateRow(t, partial)).codstatus).toBe(4);
    expect((await logRows(t, partial)).length).toBe(before);
  });

  it('a move STATUS_EVENTS does not list for that actor answers 409 and changes nothing (decision 067)', async () => {
    await setStatus(t, partial, 4);
    const staff = {
      kind: 'staff',
      subject: `u:${admin.user.CODUSUARIO}`,
      codusuario: admin.user.CODUSUARIO,
      userData: { NOMEUSUARIO: admin.user.NOMEUSUARIO },
    } as unknown as StaffActor;
    const candidate = { kind: 'candidate', subject: `c:${partial}`, name: 'x' } as const;
    const base = {
      tenant: C041,
      codcandidato: partial,
      note: 'x',
      auditAction: 'status',
      appUrl: t.config.appUrl,
    };
    const before = (await logRows(t, partial)).length;
    const refused = [
      // staff never reply for the candidate
      { ...base, event: 'reply', actor: staff, from: 4, to: 10 },
      // a candidate never cancels, nor confirms from a locked status
      { ...base, event: 'cancel', actor: candidate, from: 4, to: 9 },
      { ...base, event: 'confirm', actor: candidate, from: 4, to: 4 },
      // finalize leads to 6 or 8 only
      { ...base, event: 'finalize', actor: staff, from: 4, to: 10 },
    ] as const;
    for (const move of refused)
      await expect(
        t.db.transaction((tx) => applyTransition(tx, move)),
        move.event,
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'Esta mudança de status não é permitida.',
        code: 'STATUS_NOT_ALLOWED',
      });
    expect((await candidateRow(t, partial)).codstatus).toBe(4);
    expect((await logRows(t, partial)).length).toBe(before);
  });
});

describe.each(['finalize', 'reopen', 'resend', 'reset', 'cancel'])(
  'POST /api/candidate/%s: tenant, role, input',
  (action) => {
    it("answers 404 for another client's candidate or an unknown id, changing nothing", async () => {
      await setStatus(t, partial, 8);
      for (const [who, tenant] of [
        [gestor2, C042],
        [admin, C042],
      ] as const) {
        const res = await act(action, who, { CODCANDIDATO: partial }, tenant);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Candidato não encontrado.');
      }
      expect((await act(action, admin, { CODCANDIDATO: 99999999 })).statusCode).toBe(404);
      expect((await candidateRow(t, partial)).codstatus).toBe(8);
    });

    it('refuses a candidate (403), another CODUSUARIO (403), no token (401) and bad input (400)', async () => {
      expect((await act(action, cand, { CODCANDIDATO: cand.candidate!.CODCANDIDATO })).statusCode).toBe(403);
      const other = await act(action, admin, { CODCANDIDATO: partial, CODUSUARIO: gestor.user.CODUSUARIO });
      expect(other.statusCode).toBe(403);
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/candidate/${action}`,
        payload: { CODCANDIDATO: partial },
      });
      expect(anon.statusCode).toBe(401);
      for (const payload of [
        {},
        { CODCANDIDATO: 'abc' },
        { CODCANDIDATO: 0 },
        { CODCANDIDATO: 1.5 },
        { CODCANDIDATO: 1e12 },
      ])
        expect((await act(action, admin, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      expect((await candidateRow(t, partial)).codstatus).toBe(8);
    });
  },
);

describe('POST /api/candidate/data/change (staff): tenant, role, input', () => {
  const change = (who: LogonAnswer, payload: Record<string, unknown>, tenant = C041) =>
    t.app.inject({
      method: 'POST',
      url: '/api/candidate/data/change',
      headers: t.headers(who.token, tenant),
      payload,
    });
  it("answers 404 for another client's candidate and 400 for bad input", async () => {
    await setStatus(t, partial, 4);
    const body = { CODCANDIDATO: partial, CODSTATUS: 11, OBSSTATUS: 'Corrija o RG.' };
    expect((await change(gestor2, body, C042)).statusCode).toBe(404);
    expect((await change(admin, body, C042)).statusCode).toBe(404);
    expect((await change(admin, { ...body, CODCANDIDATO: undefined })).statusCode).toBe(400);
    expect((await change(admin, { ...body, CODSTATUS: 'onze' })).statusCode).toBe(400);
    expect((await change(admin, { ...body, OBSSTATUS: undefined })).statusCode).toBe(400);
    expect((await change(admin, { ...body, CODUSUARIO: gestor.user.CODUSUARIO })).statusCode).toBe(403);
    expect((await candidateRow(t, partial)).codstatus).toBe(4);
  });
});
