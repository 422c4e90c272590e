/** The mask of the form inputs, as digits are typed (apps/web MaskedInput) — the same masks the print applies. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMask, maskAsTyped } from './format-value.ts';

const CPF = '000.000.000-00';
const PHONES = ['(00) 0000-0000', '(00) 00000-0000'] as const;

describe('maskAsTyped', () => {
  it('shows a literal only once a digit follows it, and drops digits beyond the mask', () => {
    expect(maskAsTyped(CPF, '')).toBe('');
    expect(maskAsTyped(CPF, '529')).toBe('529');
    expect(maskAsTyped(CPF, '5299')).toBe('529.9');
    expect(maskAsTyped(CPF, '529982247251234')).toBe('529.982.247-25');
    expect(maskAsTyped('00/00/0000', '01022')).toBe('01/02/2');
  });

  it('takes the landline mask up to 10 digits and the mobile one beyond', () => {
    expect(maskAsTyped(PHONES, '1132345678')).toBe('(11) 3234-5678');
    expect(maskAsTyped(PHONES, '11987654321')).toBe('(11) 98765-4321');
    expect(maskAsTyped(PHONES, '119876543210')).toBe('(11) 98765-4321');
  });

  it('keeps every digit typed in order, and agrees with the print once complete', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        const shown = maskAsTyped(CPF, digits);
        expect(shown.replace(/\D/g, '')).toBe(digits);
        expect(maskAsTyped(CPF, shown.replace(/\D/g, ''))).toBe(shown);
        if (digits.length === 11) expect(shown).toBe(applyMask(CPF, digits));
      }),
    );
  });
});
