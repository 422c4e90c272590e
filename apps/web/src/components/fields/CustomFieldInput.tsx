/**
 * A client's custom (additional) field as an input (spec 2 §7, spec 3 §5): T text up to 100
 * characters, R one option as radio buttons, M several options kept joined with ';'.
 */
import type { ReactNode, Ref } from 'react';
import { Group, MultiSelect, Radio, TextInput } from '@mantine/core';
import { optionsOf } from './custom-field-options';

export { optionsOf };

export const CUSTOM_TEXT_MAX = 100;

/** What the input needs of a custom field (GET /candidate/customFields/list). */
export interface CustomFieldLike {
  CODINFO: number;
  DESCRICAO: string;
  TIPO: 'T' | 'M' | 'R';
  OPCOES: string | null;
  OBRIGATORIO: boolean;
}

interface Props {
  field: CustomFieldLike;
  value: string;
  /** every change (text: each key; radio and multi-select: each choice) */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function CustomFieldInput({ field, value, onChange, onBlur, name, inputRef, ...rest }: Props) {
  const common = { ...rest, label: field.DESCRICAO, withAsterisk: field.OBRIGATORIO };
  const options = optionsOf(field.OPCOES);
  if (field.TIPO === 'R')
    return (
      <Radio.Group {...common} name={name} value={value || null} onChange={onChange}>
        <Group mt={8} gap="lg">
          {options.map((o, i) => (
            <Radio key={o} value={o} label={o} ref={i === 0 ? inputRef : undefined} />
          ))}
        </Group>
      </Radio.Group>
    );
  if (field.TIPO === 'M')
    return (
      <MultiSelect
        {...common}
        ref={inputRef}
        data={options}
        placeholder={value ? undefined : 'Selecione'}
        value={optionsOf(value)}
        onChange={(list) => onChange(list.join(';'))}
        onBlur={onBlur}
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar seleção' }}
      />
    );
  return (
    <TextInput
      {...common}
      ref={inputRef}
      name={name}
      maxLength={CUSTOM_TEXT_MAX}
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}
