import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAINEL_ALL_CLIENTS } from '../../lib/dashboard-link';
import { setActiveMenu } from '../../lib/preferences';

/**
 * The client picker's way to the work of every client at once (issue 18, decisions 040/041): the
 * Painel over all the user's clients and the review queue across them, no client to pick first.
 */
export function AcrossClients() {
  return (
    <Group gap="sm" aria-label="Todos os clientes" role="group">
      <Text size="sm" c="gray.8">
        Ou veja todos os clientes de uma vez:
      </Text>
      <Button
        component={Link}
        to={PAINEL_ALL_CLIENTS}
        variant="default"
        onClick={() => setActiveMenu('Painel')}
      >
        Painel de todos os clientes
      </Button>
      <Button
        component={Link}
        to="/admin/fila"
        variant="default"
        onClick={() => setActiveMenu('Fila de conferência')}
      >
        Fila de conferência
      </Button>
    </Group>
  );
}
