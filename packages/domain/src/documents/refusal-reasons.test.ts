import { describe, expect, it } from 'vitest';
import { OBSERVACAO_MAX } from './document-rules.ts';
import {
  composeRefusal,
  CORRECTION_NOTE_MAX,
  correctionNote,
  REFUSAL_REASON_KEYS,
  refusalTextRoom,
} from './refusal-reasons.ts';

describe('refusal reasons', () => {
  it('composes the sentences in the table order, then the free text', () => {
    expect(composeRefusal(['VERSO', 'ILEGIVEL'], '  Use boa luz. ')).toBe(
      'A imagem está ilegível. Falta o verso do documento. Use boa luz.',
    );
    expect(composeRefusal([], 'Só texto.')).toBe('Só texto.');
    expect(composeRefusal([], '   ')).toBe('');
  });

  it('leaves room for text within OBSERVACAO, even with every reason', () => {
    const all = composeRefusal(REFUSAL_REASON_KEYS, '');
    expect(all.length).toBeLessThan(OBSERVACAO_MAX);
    const room = refusalTextRoom(REFUSAL_REASON_KEYS);
    expect(room).toBeGreaterThan(40);
    expect(composeRefusal(REFUSAL_REASON_KEYS, 'x'.repeat(room)).length).toBe(OBSERVACAO_MAX);
    expect(refusalTextRoom([])).toBe(OBSERVACAO_MAX);
  });

  it('the status note names the document and fits the column', () => {
    expect(correctionNote('CPF', 'A imagem está ilegível.')).toBe('CPF: A imagem está ilegível.');
    const long = correctionNote('D'.repeat(100), 'x'.repeat(OBSERVACAO_MAX));
    expect(long.length).toBe(CORRECTION_NOTE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
