/**
 * Mantine's date input with the pt-BR calendar (dayjs locale, Sunday first). The locale and the
 * date library come with the pages that show a calendar instead of with every page (decision 045:
 * 5 KB of the candidate's /dados, which has no calendar).
 */
import { DateInput as MantineDateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import '../lib/dates';

const SETTINGS = { locale: 'pt-br', firstDayOfWeek: 0 } as const;

export function DateInput(props: DateInputProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <MantineDateInput {...props} />
    </DatesProvider>
  );
}
