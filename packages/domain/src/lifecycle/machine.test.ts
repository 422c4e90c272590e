import { describe, expect, it } from 'vitest';
import { CANDIDATE_STATUSES, candidateMayEdit, STATUS_ALLOWS, statusAllows } from '../status.ts';
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
