import { SimpleGrid } from '@mantine/core';
import { DateInput } from '../../components/DateInput';
import { parseDateInput } from '@admissao/domain';
import type { ReportRange } from './range';

interface Props {
  value: ReportRange;
  onChange: (value: ReportRange) => void;
  /** what the dates refer to, e.g. 'Data de cadastro' */
  description: string;
  idPrefix: string;
}

/** Two dd/mm/yyyy dates kept as yyyy-mm-dd ('' = open end). */
export function DateRange({ value, onChange, description, idPrefix }: Props) {
  const field = (key: keyof ReportRange, label: string) => (
    <DateInput
      id={`${idPrefix}-${key}`}
      label={label}
      description={description}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={(input) => parseDateInput(input)}
      value={value[key] || null}
      onChange={(d) => onChange({ ...value, [key]: d ?? '' })}
      clearable
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {field('from', 'Data inicial')}
      {field('to', 'Data final')}
    </SimpleGrid>
  );
}
