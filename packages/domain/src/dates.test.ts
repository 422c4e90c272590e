import { describe, expect, it } from 'vitest';
import { formatDateBR, formatDateTimeBR, isoDateInBrazil } from './dates.ts';

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
