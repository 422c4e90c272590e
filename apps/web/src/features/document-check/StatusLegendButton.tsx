/**
 * 'Legenda' of the checking screen, closed by default (issue 30 item 4): the colours of the
 * document tiles and of the candidate statuses, one click away instead of two rows above the
 * image. Any key closes it: the shortcuts (R opens a dialog) must not open under it.
 */
import { useState } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import { Box, Button, Group, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { DOCUMENT_STATUS } from '@admissao/domain';
import { useStatusList } from '../../lib/status';

function Entry({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={12} h={12} bdrs="xl" bg={color} aria-hidden="true" style={{ flex: 'none' }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

export function StatusLegendButton() {
  const statuses = useStatusList();
  const [opened, setOpened] = useState(false);
  useWindowEvent('keydown', () => setOpened(false));
  return (
    <Popover width={340} position="bottom-start" withArrow shadow="md" opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button size="xs" variant="default" onClick={() => setOpened((o) => !o)}>
          Legenda
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="xs" fw={700}>
            Documentos
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            {Object.values(DOCUMENT_STATUS).map((s) => (
              <Entry key={s.DESSTATUS} color={s.CORSTATUS} label={s.DESSTATUS} />
            ))}
          </SimpleGrid>
          {statuses.data?.length ? (
            <>
              <Text size="xs" fw={700}>
                Candidato
              </Text>
              <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
                {statuses.data.map((s) => (
                  <Entry key={s.CODSTATUS} color={s.CORSTATUS} label={s.DESSTATUS} />
                ))}
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
