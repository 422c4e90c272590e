import { describe, expect, it } from 'vitest';
import { formatDateBR, formatDateTimeBR, isoDateInBrazil, parseDateInput } from './dates.ts';
import { ZDate } from './schemas/common.ts';

describe('dates a person sees (America/Sao_Paulo, stored as UTC)', () => {
  // 02:30 UTC on 10 March is still 23:30 of 9 March in Brasília (UTC−3)
  const nearMidnight = '2026-03-10T02:30:00.000Z';

  it('an instant shortly after midnight UTC is the day before in Brasília', () => {
    expect(formatDateBR(nearMidnight)).toBe('09/03/2026');
    expect(formatDateBR(new Date(nearMidnight))).toBe('09/03/2026');
    expect(formatDateTimeBR(nearMidnight)).toBe('09/03/2026 23:30');
    expect(isoDateInBrazil(new Date(nearMidnight))).toBe('2026-03-09');
  });

  it('an instant after 03:00 UTC is the same day; midnight in Brasília is 00:00, not 24:00', () => {
    expect(formatDateBR('2026-03-10T03:00:00Z')).toBe('10/03/2026');
    expect(formatDateTimeBR('2026-03-10T03:00:00Z')).toBe('10/03/2026 00:00');
  });

  it('a calendar day is shown as it is, never shifted by a zone', () => {
    expect(formatDateBR('2026-03-10')).toBe('10/03/2026');
    expect(formatDateBR('10/03/2026')).toBe('10/03/2026');
  });

  it('absent or not a date: empty, never an exception', () => {
    for (const v of [null, undefined, '', 'amanhã', '2026-13-45T99:00:00Z'])
      expect([formatDateBR(v), formatDateTimeBR(v)]).toEqual(['', '']);
  });
});

describe('parseDateInput: the years a typed date may have', () => {
  it.each([
    ['31/12/0999', null],
    ['0000-01-01', null],
    ['00000101', null],
    ['01/01/3000', null],
    ['31/12/9999', null],
    ['01/01/1000', '1000-01-01'],
    ['31/12/1899', '1899-12-31'],
    ['2999-12-31', '2999-12-31'],
  ])('%s → %s', (typed, ymd) => {
    expect(parseDateInput(typed)).toBe(ymd);
  });
  it('ZDate reads with the same parser: a bounded year, a timestamp by its day', () => {
    expect(ZDate.safeParse('0000-01-01').success).toBe(false);
    expect(ZDate.parse('2026-12-02T10:00:00Z')).toBe('2026-12-02');
    expect(ZDate.parse('02/12/2026')).toBe('2026-12-02');
  });
});
