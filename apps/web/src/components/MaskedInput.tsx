import type { Ref } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

export const MASKS = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  date: '00/00/0000',
  code7: '0000000',
  phone: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
} as const;

type MaskDef = string | readonly { mask: string }[];

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

/** Mantine input with an imask mask; the value handed back is the masked text. */
export function MaskedInput({ mask, value, onChange, inputRef, ...rest }: MaskedInputProps) {
  const maskProp = (typeof mask === 'string' ? mask : mask.map((m) => ({ ...m }))) as string;
  return (
    <InputBase
      component={IMaskInput}
      mask={maskProp}
      inputRef={inputRef}
      value={value ?? ''}
      onAccept={(v: string) => {
        if (v !== value) onChange(v);
      }}
      {...rest}
    />
  );
}
