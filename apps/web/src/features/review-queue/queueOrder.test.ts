import { describe, expect, it } from 'vitest';
import type { ReviewQueueRow } from '@admissao/domain';
import { formatWait, nextInQueue } from './queueOrder';

const row = (CODCANDIDATO: number, CODCLI = '041'): ReviewQueueRow => ({
  CODCANDIDATO,
  NOME: `C${CODCANDIDATO}`,
  CODADM: 9,
  CODCLI,
  NOMECLI: CODCLI,
  CODSTATUS: 4,
  DESSTATUS: 'Aguardando conferência',
  CORSTATUS: '#f08c00',
  AGUARDANDO_DESDE: '2026-01-01T00:00:00.000Z',
  MINUTOS_ESPERA: 10,
  DOCS_CONFERIR: 1,
  ESOCIAL: [],
});

describe('formatWait', () => {
  it('says minutes, hours, then days', () => {
    expect(formatWait(0)).toBe('há 0 min');
    expect(formatWait(59)).toBe('há 59 min');
    expect(formatWait(60)).toBe('há 1 h');
    expect(formatWait(23 * 60 + 59)).toBe('há 23 h');
    expect(formatWait(24 * 60)).toBe('há 1 dia');
    expect(formatWait(5 * 24 * 60 + 3)).toBe('há 5 dias');
  });
});

describe('nextInQueue', () => {
  const rows = [row(5, '042'), row(2), row(9)];
  it('is the row after the current one, across clients', () => {
    expect(nextInQueue(rows, 5)?.CODCANDIDATO).toBe(2);
    expect(nextInQueue(rows, 2)?.CODCANDIDATO).toBe(9);
  });
  it('is nothing after the last one', () => {
    expect(nextInQueue(rows, 9)).toBeNull();
  });
  it('is the oldest wait when the current candidate has left the queue', () => {
    expect(nextInQueue(rows, 7)?.CODCANDIDATO).toBe(5);
    expect(nextInQueue([], 7)).toBeNull();
  });
  it('skips a row that waits only for its eSocial events (a finalized candidate)', () => {
    const esocialOnly = { ...row(3), CODSTATUS: 8 };
    expect(nextInQueue([row(5), esocialOnly, row(9)], 5)?.CODCANDIDATO).toBe(9);
    expect(nextInQueue([esocialOnly, row(9)], 7)?.CODCANDIDATO).toBe(9);
  });
});
