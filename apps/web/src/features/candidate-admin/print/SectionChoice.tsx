/** The print areas as checkboxes (PRINT_SECTIONS of the domain: keys, letters A–I, titles). */
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { PRINT_SECTIONS, type PrintSelection } from '@admissao/domain';

export const allSections = (): PrintSelection => Object.fromEntries(PRINT_SECTIONS.map((s) => [s.key, true]));

export function SectionChoice({
  value,
  onChange,
  withLetters = false,
}: {
  value: PrintSelection;
  onChange: (next: PrintSelection) => void;
  withLetters?: boolean;
}) {
  return (
    <div role="group" aria-labelledby="itens-impressao">
      <Text id="itens-impressao" size="sm" fw={500}>
        Itens a imprimir
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
        {PRINT_SECTIONS.map((s) => (
          <Checkbox
            key={s.key}
            value={s.key}
            label={withLetters ? `${s.letter} - ${s.title}` : s.title}
            checked={value[s.key] === true}
            onChange={(e) => onChange({ ...value, [s.key]: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
