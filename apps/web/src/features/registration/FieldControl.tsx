import type { FieldDef, Unit } from '@admissao/domain';
import { RegistryInput } from '../../components/fields/RegistryInput';
import type { SuggestionKind } from './api/get-suggestions';
import type { FieldBinding } from './useFormState';
import { StartDateInput } from './lazyParts';
import { SuggestionInput } from './SuggestionInput';

const SUGGESTIONS: Record<string, SuggestionKind> = { GESTOR: 'managers', RECRUTADOR: 'recruiters' };

interface Props {
  def: FieldDef;
  field: FieldBinding;
  required: boolean;
  units: Unit[];
  onEmailBlur?: (email: string) => void;
}

/**
 * One registry field as an input (spec 3 §5): the shared RegistryInput chooses the control by
 * type; here the unit list, the start-date picker (not before today) and the name suggestions.
 */
export function FieldControl({ def, field, required, units, onEmailBlur }: Props) {
  const { value, error, onChange, inputRef } = field;
  if (SUGGESTIONS[def.name])
    return (
      <SuggestionInput
        label={def.label}
        name={def.name}
        error={error}
        kind={SUGGESTIONS[def.name]!}
        inputRef={inputRef}
        required={required}
        maxLength={def.max ?? 50}
        value={value}
        onChange={onChange}
      />
    );
  const common = { def, name: def.name, inputRef, required, error, value, onChange };
  if (def.type === 'date') return <StartDateInput {...common} />;
  return (
    <RegistryInput
      {...common}
      onBlur={() => {
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
}
