import { Box, Group, Text } from '@mantine/core';
import { useStatusList } from '../../lib/status';

/** Colour and description of every candidate status (from the cached status list). */
export function StatusLegend() {
  const { data } = useStatusList();
  if (!data?.length) return null;
  return (
    <Box component="aside" aria-label="Legenda de status" mb="sm" p="xs" bg="gray.0" bdrs="sm">
      <Group gap="md" wrap="wrap">
        {data.map((s) => (
          <Group key={s.CODSTATUS} gap={6} wrap="nowrap">
            <Box w={12} h={12} bdrs="xl" bg={s.CORSTATUS} aria-hidden="true" />
            <Text size="xs">{s.DESSTATUS}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
