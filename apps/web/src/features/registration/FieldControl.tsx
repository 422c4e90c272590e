import { Controller, type Control } from 'react-hook-form';
import type { FieldDef, Unit } from '@admissao/domain';
import { RegistryInput } from '../../components/fields/RegistryInput';
import type { SuggestionKind } from './api/get-suggestions';
import type { FormValues } from './model';
import { StartDateInput } from './StartDateInput';
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

/**
 * One registry field as an input (spec 3 §5): the shared RegistryInput chooses the control by
 * type; here the unit list, the start-date picker (not before today) and the name suggestions.
 */
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
        const error = fieldState.error?.message;
        if (SUGGESTIONS[def.name])
          return (
            <SuggestionInput
              label={def.label}
              name={field.name}
              error={error}
              onBlur={field.onBlur}
              kind={SUGGESTIONS[def.name]!}
              inputRef={field.ref}
              required={required}
              maxLength={def.max ?? 50}
              value={value}
              onChange={change}
            />
          );
        const common = {
          def,
          name: field.name,
          inputRef: field.ref,
          required,
          error,
          value,
          onChange: change,
        };
        if (def.type === 'date') return <StartDateInput {...common} onBlur={field.onBlur} />;
        return (
          <RegistryInput
            {...common}
            onBlur={() => {
              field.onBlur();
              if (def.type === 'email') onEmailBlur?.(value.trim());
            }}
            options={
              def.type === 'unit'
                ? units.map((u) => ({ value: String(u.CODUNIDADE), label: u.UNIDADE }))
                : undefined
            }
            placeholder={def.type === 'unit' ? 'Selecione a unidade' : undefined}
          />
        );
      }}
    />
  );
}
