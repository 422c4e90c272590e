import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, sanitizeListState } from './listState';

describe('candidate list state', () => {
  it('keeps a valid stored state', () => {
    const stored = {
      page: 3,
      pageSize: 50,
      sort: { columnAccessor: 'NOME', direction: 'asc' },
      filters: { NOME: 'ana', DATINICIAL: '01/02/2026', DATFINAL: '', STATUS: '2' },
    };
    expect(sanitizeListState(stored, LIST_DEFAULTS)).toEqual(stored);
  });

  it('repairs old or tampered values', () => {
    expect(sanitizeListState(null, LIST_DEFAULTS)).toEqual(LIST_DEFAULTS);
    const bad = {
      page: -1,
      pageSize: 1000,
      sort: { columnAccessor: 'SENHA', direction: 'up' },
      filters: { NOME: 5, DATINICIAL: '2026-01-01', STATUS: 'x' },
    };
    expect(sanitizeListState(bad, LIST_DEFAULTS)).toEqual(LIST_DEFAULTS);
  });
});
