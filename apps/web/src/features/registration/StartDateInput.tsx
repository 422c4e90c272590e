/**
 * The registration's date fields as a calendar picker not before today (spec 3 §5). Only this form
 * uses a picker — every other date is typed dd/mm/aaaa through the registry's mask — so the date
 * library and its styles load with this page alone (issue 15 §4).
 */
import type { ReactNode, Ref } from 'react';
import { DateInput } from '../../components/DateInput';
import { formatDateBR, isoDateInBrazil, parseDateInput, type FieldDef } from '@admissao/domain';

export function StartDateInput(props: {
  def: FieldDef;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required: boolean;
  error?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <DateInput
      label={props.def.label}
      name={props.name}
      withAsterisk={props.required}
      error={props.error}
      onBlur={props.onBlur}
      ref={props.inputRef}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={(input) => parseDateInput(input)}
      minDate={isoDateInBrazil()}
      value={parseDateInput(props.value)}
      onChange={(d) => props.onChange(d ? formatDateBR(d) : '')}
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar data' }}
    />
  );
}
