/**
 * A Mantine input that lays typed digits into a mask (CPF, CEP, dates, phones). The mask is the
 * domain's own (`maskAsTyped`, the same masks the print and the export apply), so no mask library
 * travels with the forms (issue 15 §4: imask weighed 16 KB gzip on every form page). The caret stays
 * after the digit it followed, wherever the user types or deletes.
 */
import { useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { maskAsTyped } from '@admissao/domain';

export const MASKS = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  date: '00/00/0000',
  code7: '0000000',
  phone: ['(00) 0000-0000', '(00) 00000-0000'],
} as const;

type MaskDef = string | readonly string[];

export interface MaskedInputProps extends Omit<InputBaseProps, 'onChange' | 'value'> {
  mask: MaskDef;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  readOnly?: boolean;
  /** the input element (focus from a form) */
  inputRef?: Ref<HTMLInputElement>;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Where the caret goes in `masked` to stand after its `count`-th digit. */
function caretAfterDigits(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) if (/\d/.test(masked[i]!) && ++seen === count) return i + 1;
  return masked.length;
}

/** Mantine input with a digit mask; the value handed back is the masked text. */
export function MaskedInput({ mask, value, onChange, inputRef, ...rest }: MaskedInputProps) {
  const own = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(own, inputRef);
  // the caret to restore once the parent has rendered the new value
  const caret = useRef<number | null>(null);
  // a value given unmasked (digits as stored) reads masked, as it would once typed
  const shown = value ? maskAsTyped(mask, digitsOf(value)) : '';
  useLayoutEffect(() => {
    const input = own.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.currentTarget.value;
    const masked = maskAsTyped(mask, digitsOf(typed));
    const before = digitsOf(typed.slice(0, e.currentTarget.selectionStart ?? typed.length)).length;
    caret.current = caretAfterDigits(masked, before);
    if (masked !== shown) onChange(masked);
    else {
      // nothing changed (a literal deleted, a letter typed): the input shows the masked text again
      e.currentTarget.value = masked;
      e.currentTarget.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  };
  return <InputBase ref={ref} value={shown} onChange={change} {...rest} />;
}
