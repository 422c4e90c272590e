import { useEffect } from 'react';
import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG, type ClientCard } from '@admissao/domain';
import { hasCode, SIGNED_OUT } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { setActiveMenu } from '../../lib/preferences';
import { setActiveClient, useSession } from '../../lib/session';
import { statusLookup, useStatusList } from '../../lib/status';
import { getClientsQueryOptions } from './api/get-clients';
import { AcrossClients } from './AcrossClients';
import { ClientCardView } from './ClientCardView';

/** /clients: the client picker of multi-client users, with the Painel and the Fila across all of them. */
export function ClientsPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statuses = statusLookup(useStatusList().data);
  const query = useQuery(getClientsQueryOptions(user?.CODUSUARIO ?? 0, Boolean(user)));

  useEffect(() => {
    if (!query.isError) return;
    if (hasCode(query.error, ...SIGNED_OUT)) {
      notifyError(MSG.unauthorizedUser);
      navigate('/logout', { replace: true });
      return;
    }
    modals.open({
      title: MSG.clientsErrorTitle,
      children: <Text>{MSG.clientsErrorText}</Text>,
    });
  }, [query.isError, query.error, navigate]);

  const choose = (client: ClientCard) => {
    setActiveClient({ CODADM: client.CODADM, CODCLI: client.CODCLI, NOMECLI: client.NOMECLI });
    setActiveMenu('Painel');
    queryClient.clear();
    // the Painel of the chosen client is the staff's home page (decision 041)
    navigate('/admin/painel');
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Clientes
      </Title>
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <Center py="xl">
          <Loader aria-label="Carregando clientes" />
        </Center>
      ) : null}
      {query.data && query.data.length === 0 ? <Text>Nenhum cliente disponível.</Text> : null}
      {query.data && query.data.length > 0 ? <AcrossClients /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(query.data ?? []).map((client) => (
          <ClientCardView
            key={`${client.CODADM}-${client.CODCLI}`}
            client={client}
            statuses={statuses}
            onChoose={choose}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
