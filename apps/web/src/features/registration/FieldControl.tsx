import { Group, Radio, Select, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, type Control } from 'react-hook-form';
import { formatDateBR, isoDateInBrazil, parseDateInput, type FieldDef, type Unit } from '@admissao/domain';
import { MASKS, MaskedInput } from '../../components/MaskedInput';
import type { SuggestionKind } from './api';
import type { FormValues } from './model';
import { SuggestionInput } from './SuggestionInput';

const SUGGESTIONS: Record<string, SuggestionKind> = { GESTOR: 'managers', RECRUTADOR: 'recruiters' };

interface Props {
  def: FieldDef;
  control: Control<FormValues>;
  required: boolean;
  units: Unit[];
  /** called when the value changes (clears the field's error) */
  onEdit: (name: string) => void;
  onEmailBlur?: (email: string) => void;
}

/** One registry field as an input: the field type chooses the control (spec 3 §5). */
export function FieldControl({ def, control, required, units, onEdit, onEmailBlur }: Props) {
  return (
    <Controller
      control={control}
      name={def.name}
      render={({ field, fieldState }) => {
        const value = field.value ?? '';
        const change = (v: string) => {
          field.onChange(v);
          onEdit(def.name);
        };
        const common = {
          label: def.label,
          name: field.name,
          withAsterisk: required,
          error: fieldState.error?.message,
          onBlur: field.onBlur,
        };
        switch (def.type) {
          case 'unit':
            return (
              <Select
                {...common}
                ref={field.ref}
                searchable
                placeholder="Selecione a unidade"
                nothingFoundMessage="Nenhuma unidade encontrada"
                data={units.map((u) => ({ value: String(u.CODUNIDADE), label: u.UNIDADE }))}
                value={value || null}
                onChange={(v) => change(v ?? '')}
                allowDeselect={false}
              />
            );
          case 'date':
            return (
              <DateInput
                {...common}
                ref={field.ref}
                valueFormat="DD/MM/YYYY"
                placeholder="dd/mm/aaaa"
                dateParser={(input) => parseDateInput(input)}
                minDate={isoDateInBrazil()}
                value={parseDateInput(value)}
                onChange={(d) => change(d ? formatDateBR(d) : '')}
                clearable
                clearButtonProps={{ 'aria-label': 'Limpar data' }}
              />
            );
          case 'choice':
            return (
              <Radio.Group {...common} value={value} onChange={change}>
                <Group mt={8} gap="lg">
                  {(def.options ?? []).map((o, i) => (
                    <Radio
                      key={o.value}
                      value={o.value}
                      label={o.label}
                      ref={i === 0 ? field.ref : undefined}
                    />
                  ))}
                </Group>
              </Radio.Group>
            );
          case 'phone':
          case 'mobile':
            return (
              <MaskedInput
                {...common}
                inputRef={field.ref}
                mask={def.type === 'mobile' ? MASKS.phone : (def.mask ?? MASKS.phone)}
                inputMode="tel"
                autoComplete="off"
                value={value}
                onChange={change}
              />
            );
          case 'textarea':
            return (
              <Textarea
                {...common}
                ref={field.ref}
                maxLength={def.max}
                autosize
                minRows={3}
                maxRows={8}
                description={`${value.length}/${def.max ?? 500} caracteres`}
                value={value}
                onChange={(e) => change(e.currentTarget.value)}
              />
            );
          default:
            if (SUGGESTIONS[def.name])
              return (
                <SuggestionInput
                  {...common}
                  kind={SUGGESTIONS[def.name]!}
                  inputRef={field.ref}
                  required={required}
                  maxLength={def.max ?? 50}
                  value={value}
                  onChange={change}
                />
              );
            return (
              <TextInput
                {...common}
                ref={field.ref}
                type={def.type === 'email' ? 'email' : 'text'}
                maxLength={def.max}
                autoComplete="off"
                value={value}
                onChange={(e) => change(e.currentTarget.value)}
                onBlur={() => {
                  field.onBlur();
                  if (def.type === 'email') onEmailBlur?.(value.trim());
                }}
              />
            );
        }
      }}
    />
  );
}
