import { describe, expect, it } from 'vitest';
import { CANDIDATE_STATUSES, candidateMayEdit, STATUS_ALLOWS, statusAllows } from '../status.ts';
import { mayAnonymise, STATUS_TRAITS, statusesWhere } from '../status-traits.ts';
import { REVIEW_QUEUE_STATUSES } from '../contract/review-queue.ts';
import { eventAllows, statusAfterSave, statusEdges } from './machine.ts';

const codes = CANDIDATE_STATUSES.map((s) => s.CODSTATUS);

describe('STATUS_ALLOWS (decision 067)', () => {
  it('says what the number ranges it replaced said, for every status', () => {
    // the predicates of before 2026-12-02, kept here as the proof that nothing moved
    const old = {
      edit: (s: number) => s <= 3 || s === 6 || s >= 11,
      removeImage: (s: number) => s <= 3 || s === 6 || s >= 12,
      upload: (s: number) => (s >= 1 && s <= 3) || s === 6 || (s >= 11 && s <= 14),
      review: (s: number) => s !== 8 && s !== 9,
      reply: (s: number) => s === 11 || s === 12,
      finalize: (s: number) => s >= 4 && s !== 8 && s !== 9,
      esocial: (s: number) => s === 8,
      resend: (s: number) => s <= 6,
      resetPassword: (s: number) => s < 7 || s === 10 || s === 13,
      print: (s: number) => s >= 3,
      accessLink: (s: number) => s < 4,
      // new with the table: staff correct data in any status but Cancelado (the hand-written
      // `status === CANCELADO` checks of before); the kit is signed once Finalizado (issue 33)
      staffEdit: (s: number) => s !== 9,
      sign: (s: number) => s === 8,
    };
    for (const code of codes)
      for (const [what, pred] of Object.entries(old))
        expect(STATUS_ALLOWS[code][what as keyof typeof old], `${what} in ${code}`).toBe(pred(code));
  });

  it('a status the table does not know allows nothing (no longer editable by default)', () => {
    expect(candidateMayEdit(15)).toBe(false);
    expect(statusAllows(99, 'upload')).toBe(false);
    expect(statusAllows(0, 'edit')).toBe(false);
  });
});

describe('STATUS_TRAITS (decision 067)', () => {
  it('gives the Painel, the queue and retention the lists they kept by hand before', () => {
    expect([...REVIEW_QUEUE_STATUSES].sort((a, b) => a - b)).toEqual([4, 10, 13]);
    expect(statusesWhere((s) => STATUS_TRAITS[s].retention !== null)).toEqual([8, 9]);
    const stage = (s: number) =>
      s === 1
        ? 'CADASTRADOS'
        : s <= 3
          ? 'ACESSARAM'
          : s === 8
            ? 'FINALIZADOS'
            : s === 9
              ? 'CANCELADO'
              : 'ENVIARAM';
    for (const code of codes) expect(STATUS_TRAITS[code].funnel, `${code}`).toBe(stage(code));
  });

  it('lets staff anonymise a cancelled process, and a finalized one only under a retention period', () => {
    expect(mayAnonymise(9, {})).toBe(true);
    expect(mayAnonymise(8, { RETENCAO_FINALIZADOS_DIAS: 0 })).toBe(false);
    expect(mayAnonymise(8, { RETENCAO_FINALIZADOS_DIAS: 1825 })).toBe(true);
    for (const code of codes.filter((c) => c !== 8 && c !== 9))
      expect(mayAnonymise(code, { RETENCAO_FINALIZADOS_DIAS: 1825 })).toBe(false);
    expect(mayAnonymise(99, {})).toBe(false);
  });
});

describe('STATUS_EVENTS', () => {
  it('lets each actor only its own moves', () => {
    expect(eventAllows('firstSignIn', 'candidate', 1, 2)).toBe(true);
    expect(eventAllows('firstSignIn', 'staff', 1, 2)).toBe(false);
    expect(eventAllows('reply', 'candidate', 11, 10)).toBe(true);
    expect(eventAllows('reply', 'candidate', 13, 10)).toBe(false);
    expect(eventAllows('changeStatus', 'staff', 8, 5)).toBe(false);
    expect(eventAllows('changeStatus', 'staff', 5, 5)).toBe(false);
    expect(eventAllows('finalize', 'staff', 6, 6)).toBe(true);
    expect(eventAllows('confirm', 'candidate', 4, 4)).toBe(false);
  });

  it('the first real save moves 1–2 to 3, a forced value and staff leave it', () => {
    expect(statusAfterSave('candidate', 1, true)).toBe(3);
    expect(statusAfterSave('candidate', 2, true)).toBe(3);
    expect(statusAfterSave('candidate', 2, false)).toBe(2);
    expect(statusAfterSave('staff', 2, true)).toBe(2);
    expect(statusAfterSave('candidate', 6, true)).toBe(6);
  });

  it('every edge ends in a known status', () => {
    for (const e of statusEdges()) expect(codes).toContain(e.to);
  });
});
