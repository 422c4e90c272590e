import { describe, expect, it } from 'vitest';
import { confidenceText, situationText } from './crosscheckText';

describe('cross-check wording', () => {
  it('says what differs, and the confidence with a decimal comma', () => {
    expect(
      situationText({ SITUACAO: 'Diverge', DIGITADO: '529.982.247-35', DOCUMENTO: '529.982.247-25' }),
    ).toBe('Diverge: digitado 529.982.247-35, documento 529.982.247-25');
    expect(situationText({ SITUACAO: 'Confere', DIGITADO: 'x', DOCUMENTO: 'x' })).toBe('Confere');
    expect(confidenceText(87.5)).toBe('87,5%');
    expect(confidenceText(91)).toBe('91%');
    expect(confidenceText(null)).toBeNull();
  });
});
