import { Badge, Group, Text } from '@mantine/core';
import type { StatusEntry } from '@admissao/domain';
import type { ListFilters } from './listState';

/** The filters in force, as short badges. */
export function FilterSummary({ filters, statuses }: { filters: ListFilters; statuses: StatusEntry[] }) {
  const parts: string[] = [];
  if (filters.NOME) parts.push(`Nome ou código: ${filters.NOME}`);
  if (filters.DATINICIAL && filters.DATFINAL)
    parts.push(`Cadastro de ${filters.DATINICIAL} a ${filters.DATFINAL}`);
  else if (filters.DATINICIAL) parts.push(`Cadastro a partir de ${filters.DATINICIAL}`);
  else if (filters.DATFINAL) parts.push(`Cadastro até ${filters.DATFINAL}`);
  if (filters.STATUS) {
    const status = statuses.find((s) => String(s.CODSTATUS) === filters.STATUS);
    parts.push(`Status: ${status?.DESSTATUS ?? filters.STATUS}`);
  }
  if (!parts.length) return null;
  return (
    <Group gap="xs" aria-label="Filtros aplicados" role="group">
      <Text size="sm" c="gray.7">
        Filtros:
      </Text>
      {parts.map((p) => (
        <Badge key={p} variant="light" color="gray" tt="none" c="dark">
          {p}
        </Badge>
      ))}
    </Group>
  );
}
