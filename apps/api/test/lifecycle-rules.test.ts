/**
 * Lifecycle actions against the rules of spec 1 §4, §6 and spec 3 §4, §6 (docs/api-lifecycle.md),
 * table-driven over all 14 statuses × ADMIN, MANAGER with the flag, MANAGER without it: allowed exactly
 * where the spec allows (resulting status of docs/design.md §3 and one log row), refused otherwise with the
 * rule's message and nothing changed. The expected sets are written out here, not read from the domain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, PermissionFlag } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import {
  ALL_STATUSES,
  C041,
  candidateRow,
  checkEveryDocument,
  idOf,
  logRows,
  setFlag,
  setStatus,
} from './support/lifecycle-fixture.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor] = await Promise.all([t.login('admin'), t.login('gestor')]);
  id = await idOf(t, 'daniel@demo.com.br');
  // the rule table is under test here, not the checking of documents (lifecycle-actions)
  await checkEveryDocument(t, id);
});
afterAll(() => t.close());

const except = (...out: number[]) => ALL_STATUSES.filter((s) => !out.includes(s));

interface Case {
  action: 'finalize' | 'reopen' | 'resend' | 'reset' | 'cancel';
  flag: PermissionFlag;
  allowed: number[];
  /** the status after the action (finalize: 6 with pending items, else 8) */
  result: (from: number, answer: { PENDENCIAS?: unknown[] }) => number;
  statusMessage: string;
  flagMessage: string;
}

const CASES: Case[] = [
  {
    action: 'finalize',
    flag: 'FINALIZAR',
    allowed: except(1, 2, 3, 8, 9),
    result: (_s, a) => (a.PENDENCIAS?.length ? 6 : 8),
    statusMessage:
      'Só é possível finalizar a partir do status 4 (Aguardando conferência), exceto finalizados ou cancelados.',
    flagMessage: 'Você não tem permissão para finalizar.',
  },
  {
    action: 'reopen',
    flag: 'REABRIR_PROCESSO',
    allowed: [8, 9],
    result: () => 7,
    statusMessage: 'Só é possível reabrir processos finalizados ou cancelados.',
    flagMessage: 'Você não tem permissão para reabrir processos.',
  },
  {
    action: 'resend',
    flag: 'REENVIAR_PEND',
    allowed: [1, 2, 3, 4, 5, 6],
    result: () => 13,
    statusMessage: 'Só é possível reenviar pendências até o status 6 (Pendente).',
    flagMessage: 'Você não tem permissão para reenviar pendências.',
  },
  {
    action: 'reset',
    flag: 'RESET_SENHA',
    allowed: [1, 2, 3, 4, 5, 6, 10, 13],
    result: (s) => s,
    statusMessage: 'Só é possível redefinir a senha com status abaixo de 7, 10 ou 13.',
    flagMessage: 'Você não tem permissão para redefinir a senha do candidato.',
  },
  {
    action: 'cancel',
    flag: 'CANCELAR',
    allowed: except(9),
    result: () => 9,
    statusMessage: 'O processo já está cancelado.',
    flagMessage: 'Você não tem permissão para cancelar processos.',
  },
];

type Role = 'ADMIN' | 'MANAGER com permissão' | 'MANAGER sem permissão';
const ROLES: Role[] = ['ADMIN', 'MANAGER com permissão', 'MANAGER sem permissão'];

const act = (action: string, who: LogonAnswer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${action}`,
    headers: t.headers(who.token, C041),
    payload: { CODCANDIDATO: id, CODUSUARIO: who.user.CODUSUARIO },
  });

describe.each(CASES)('POST /api/candidate/$action', (c) => {
  it.each(ROLES)(
    '%s: allowed exactly in the statuses of the spec, with the resulting status and a log row',
    async (role) => {
      const who = role === 'ADMIN' ? admin : gestor;
      await setFlag(t, 'gestor', c.flag, role === 'MANAGER com permissão');
      for (const s of ALL_STATUSES) {
        await setStatus(t, id, s);
        const logsBefore = await logRows(t, id);
        const res = await act(c.action, who);
        const after = await candidateRow(t, id);
        const logs = await logRows(t, id);
        const where = `${role}, status ${s}`;
        if (role === 'MANAGER sem permissão') {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().message, where).toBe(c.flagMessage);
        } else if (!c.allowed.includes(s)) {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().message, where).toBe(c.statusMessage);
        } else {
          expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
          const expected = c.result(s, res.json());
          expect(res.json().CODSTATUS, where).toBe(expected);
          expect(typeof res.json().message, where).toBe('string');
          expect(after.codstatus, where).toBe(expected);
          expect(logs.length, where).toBe(logsBefore.length + 1);
          expect(logs.at(-1), where).toMatchObject({
            codstatus: expected,
            codusuario: who.user.CODUSUARIO,
            usuario: who.user.NOMEUSUARIO,
            tipo: '0',
          });
          continue;
        }
        expect(after.codstatus, where).toBe(s);
        expect(logs.length, where).toBe(logsBefore.length);
      }
    },
  );
});

describe('POST /api/candidate/data/change (staff)', () => {
  const change = (who: LogonAnswer, CODSTATUS: number, OBSSTATUS = 'Corrija o endereço.') =>
    t.app.inject({
      method: 'POST',
      url: '/api/candidate/data/change',
      headers: t.headers(who.token, C041),
      payload: { CODCANDIDATO: id, CODUSUARIO: who.user.CODUSUARIO, CODSTATUS, OBSSTATUS },
    });

  it.each(['ADMIN', 'MANAGER'])(
    '%s: to 5, 11, 12, 14 from any status but 8, 9 and the target itself',
    async (role) => {
      const who = role === 'ADMIN' ? admin : gestor;
      for (const s of ALL_STATUSES)
        for (const target of [5, 11, 12, 14]) {
          await setStatus(t, id, s);
          const before = (await logRows(t, id)).length;
          const note = `Nota ${role} ${s}→${target} — atenção`;
          const res = await change(who, target, note);
          const where = `${role}, ${s} → ${target}`;
          const row = await candidateRow(t, id);
          if (s === 8 || s === 9) {
            expect(res.statusCode, where).toBe(403);
            expect(res.json().message).toBe(
              'Candidato finalizado ou cancelado: reabra o processo para alterar o status.',
            );
          } else if (s === target) {
            expect(res.statusCode, where).toBe(400);
            expect(res.json().message).toBe('O candidato já está neste status.');
          } else {
            expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
            expect(res.json()).toMatchObject({ CODSTATUS: target, message: 'Status alterado com sucesso!' });
            expect(row).toMatchObject({ codstatus: target, obsstatus: note });
            expect((await logRows(t, id)).at(-1)).toMatchObject({
              codstatus: target,
              observacoes: note,
              codusuario: who.user.CODUSUARIO,
            });
            continue;
          }
          expect(row.codstatus, where).toBe(s);
          expect((await logRows(t, id)).length, where).toBe(before);
        }
    },
  );

  it('refuses any other target status with 400 and 10 (the candidate reply) with 403', async () => {
    await setStatus(t, id, 4);
    for (const target of [1, 2, 3, 4, 6, 7, 8, 9, 13, 15, 0]) {
      const res = await change(admin, target);
      expect(res.statusCode, `→ ${target}`).toBe(400);
      expect(res.json().message).toBe('Status não permitido. Escolha 5, 11, 12 ou 14.');
    }
    expect((await change(admin, 10)).statusCode).toBe(403);
    expect((await candidateRow(t, id)).codstatus).toBe(4);
  });

  it('requires a note of at most 200 characters', async () => {
    await setStatus(t, id, 4);
    for (const note of ['', '   ']) {
      const res = await change(gestor, 11, note);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Informe a observação.');
    }
    const long = await change(gestor, 11, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Máximo de 200 caracteres.');
    expect((await candidateRow(t, id)).codstatus).toBe(4);
    expect((await change(gestor, 11, 'y'.repeat(200))).statusCode).toBe(200);
  });
});
