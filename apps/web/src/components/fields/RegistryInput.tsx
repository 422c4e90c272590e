import type { ReactNode, Ref } from 'react';
import { Group, Radio, Select, Textarea, TextInput } from '@mantine/core';
import { maskOf, type FieldDef } from '@admissao/domain';
import { MASKS, MaskedInput } from '../MaskedInput';
import { RemoteSelect, type Option, type RemoteOptions } from './RemoteSelect';

export type { Option, RemoteOptions };

/** Sim / Não of a boolean field: the values the input hands back. */
export const BOOLEAN_OPTIONS: readonly Option[] = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

const NUMERIC_TYPES = new Set<FieldDef['type']>([
  'cpf',
  'cep',
  'date',
  'phone',
  'mobile',
  'pis',
  'cns',
  'titulo',
  'cnh',
  'integer',
  'digits',
]);
/** Up to this many options are shown as radio buttons; more as a select. */
const RADIO_LIMIT = 3;

export interface RegistryInputProps {
  def: FieldDef;
  /** the value as the form holds it: dd/mm/yyyy dates, 'true'/'false' booleans, masked text */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** options of a choice or lookup (the registry's `options` otherwise) */
  options?: readonly Option[];
  /** a lookup searched on the server as the user types */
  remote?: RemoteOptions;
  name?: string;
  /** shown while empty (a choice list: 'Selecione') */
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** One registry field as an input: the field type chooses the control (masks, limits, choices). */
export function RegistryInput(props: RegistryInputProps) {
  const { def, value, onChange, onBlur, options, remote, inputRef, required, readOnly } = props;
  const common = {
    label: props.label ?? def.label,
    name: props.name ?? def.name,
    withAsterisk: required,
    error: props.error,
    description: props.description,
    disabled: props.disabled,
    onBlur,
    // read-only values look different from the ones the user fills
    variant: readOnly ? ('filled' as const) : undefined,
  };
  const choices = options ?? def.options ?? (def.type === 'boolean' ? BOOLEAN_OPTIONS : undefined);

  if (remote)
    return (
      <RemoteSelect
        {...common}
        required={required}
        readOnly={readOnly}
        remote={remote}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
      />
    );

  if (choices && (def.type === 'boolean' || def.type === 'choice') && choices.length <= RADIO_LIMIT)
    return (
      <Radio.Group
        {...common}
        value={value || null}
        onChange={(v) => {
          if (!readOnly) onChange(v);
        }}
        readOnly={readOnly}
      >
        <Group mt={8} gap="lg">
          {choices.map((o, i) => (
            <Radio key={o.value} value={o.value} label={o.label} ref={i === 0 ? inputRef : undefined} />
          ))}
        </Group>
      </Radio.Group>
    );

  if (choices || def.type === 'lookup' || def.type === 'unit' || def.type === 'bank')
    return (
      <Select
        {...common}
        ref={inputRef}
        readOnly={readOnly}
        data={(choices ?? []).map((o) => ({ value: o.value, label: o.label }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        searchable={(choices?.length ?? 0) > 7 || def.type === 'unit'}
        placeholder={props.placeholder ?? 'Selecione'}
        nothingFoundMessage="Nada encontrado"
        allowDeselect={false}
        autoComplete="off"
      />
    );

  if (def.type === 'textarea')
    return (
      <Textarea
        {...common}
        ref={inputRef as unknown as Ref<HTMLTextAreaElement>}
        readOnly={readOnly}
        maxLength={def.max}
        autosize
        minRows={3}
        maxRows={8}
        description={props.description ?? `${value.length}/${def.max ?? 300} caracteres`}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );

  // a mobile field takes a landline number too: the input switches between the two masks
  const mask = def.type === 'mobile' ? MASKS.phone : maskOf(def);
  if (mask)
    return (
      <MaskedInput
        {...common}
        inputRef={inputRef}
        readOnly={readOnly}
        mask={mask}
        inputMode={def.type === 'phone' || def.type === 'mobile' ? 'tel' : 'numeric'}
        placeholder={def.type === 'date' ? 'dd/mm/aaaa' : undefined}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    );

  const digitsOnly = NUMERIC_TYPES.has(def.type);
  const decimal = def.type === 'decimal';
  return (
    <TextInput
      {...common}
      ref={inputRef}
      readOnly={readOnly}
      type={def.type === 'email' ? 'email' : 'text'}
      // an e-mail address is never shown in upper case (display preference textCase M)
      styles={def.type === 'email' ? { input: { textTransform: 'none' } } : undefined}
      inputMode={digitsOnly ? 'numeric' : decimal ? 'decimal' : undefined}
      placeholder={decimal ? '0,00' : undefined}
      maxLength={decimal ? 12 : (def.max ?? 100)}
      autoComplete="off"
      value={value}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        onChange(digitsOnly ? raw.replace(/\D/g, '') : decimal ? raw.replace(/[^\d.,]/g, '') : raw);
      }}
    />
  );
}
