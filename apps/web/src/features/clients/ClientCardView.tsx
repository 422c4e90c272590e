import { Box, Card, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ClientCard, StatusEntry } from '@admissao/domain';
import { ClientLogo } from '../../components/ClientLogo';

interface Props {
  client: ClientCard;
  statuses: Map<number, StatusEntry>;
  onChoose: (client: ClientCard) => void;
}

/** One client: code, name, logo and the per-status candidate counts. */
export function ClientCardView({ client, statuses, onChoose }: Props) {
  const counts = [...(client.STATUS ?? [])].sort((a, b) => a.CODSTATUS - b.CODSTATUS);
  return (
    <Card withBorder shadow="sm" radius="md" p={0} className="client-card">
      <UnstyledButton
        onClick={() => onChoose(client)}
        p="md"
        w="100%"
        data-testid={`client-${client.CODCLI}`}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="gray.7">
                Código {client.CODCLI}
              </Text>
              <Text fw={700} size="lg">
                {client.NOMECLI}
              </Text>
            </div>
            <ClientLogo client={client} src={client.LOGO} h={48} maw={120} decorative />
          </Group>
        </Stack>
      </UnstyledButton>
      {counts.length > 0 && (
        <Group gap="sm" px="md" pb="md" wrap="wrap" role="group" aria-label="Candidatos por status">
          {counts.map((c) => {
            const status = statuses.get(c.CODSTATUS);
            const description = status?.DESSTATUS ?? `Status ${c.CODSTATUS}`;
            return (
              <Tooltip key={c.CODSTATUS} label={`${c.QUANTIDADE} - ${description}`} withArrow>
                <Group
                  gap={4}
                  wrap="nowrap"
                  tabIndex={0}
                  role="img"
                  aria-label={`${c.QUANTIDADE} - ${description}`}
                >
                  <Box w={12} h={12} bdrs="xl" bg={status?.CORSTATUS ?? 'gray'} aria-hidden="true" />
                  <Text size="sm" aria-hidden="true">
                    {c.QUANTIDADE}
                  </Text>
                </Group>
              </Tooltip>
            );
          })}
        </Group>
      )}
    </Card>
  );
}
