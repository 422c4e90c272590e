/**
 * The links staff handed out (print links of a candidate, image-link sheets of the client), each
 * with its state and 'Revogar' while it is active (decision 009). Shown where the links are made.
 */
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { SHARED_LINK_STATUS_LABELS, type SharedLinkStatus, type SharedLinkType } from '@admissao/domain';
import { isApiError } from '../lib/api';
import { formatDateTimeBR } from '@admissao/domain';
import { notifyError, notifySuccess } from '../lib/notify';
import { getSharedLinksQueryOptions, revokeSharedLink, useRefreshSharedLinks } from '../lib/shared-links';

const STATUS_COLOR = {
  ATIVO: 'green',
  EXPIRADO: 'gray',
  REVOGADO: 'red',
  SEM_EFEITO: 'orange',
} as const satisfies Record<SharedLinkStatus, string>;

export function SharedLinkList({ type, codcandidato }: { type: SharedLinkType; codcandidato?: number }) {
  const refreshLinks = useRefreshSharedLinks(type, codcandidato);
  const links = useQuery(getSharedLinksQueryOptions(type, codcandidato));

  const revoke = (id: number) =>
    modals.openConfirmModal({
      title: 'Revogar link',
      centered: true,
      children: (
        <Text size="sm">Revogar este link? Quem o recebeu deixa de conseguir abri-lo imediatamente.</Text>
      ),
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const answer = await revokeSharedLink(id);
          notifySuccess(answer.message);
        } catch (e) {
          notifyError('Erro ao revogar', isApiError(e) ? e.message : undefined);
        }
        await refreshLinks();
      },
    });

  const rows = links.data ?? [];
  return (
    <Stack gap={4} component="section" aria-label="Links gerados">
      <Text size="sm" fw={500}>
        Links gerados
      </Text>
      {links.isError ? (
        <Text size="sm" c="red.8">
          Não foi possível carregar os links.
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {links.isLoading ? 'Carregando…' : 'Nenhum link gerado.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Gerado em</Table.Th>
                <Table.Th>Por</Table.Th>
                <Table.Th>Conteúdo</Table.Th>
                <Table.Th>Expira</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th aria-label="Ações" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l) => (
                <Table.Tr key={l.ID}>
                  <Table.Td>{formatDateTimeBR(l.CRIADO_EM)}</Table.Td>
                  <Table.Td>{l.CRIADO_POR}</Table.Td>
                  <Table.Td>{l.DETALHE}</Table.Td>
                  <Table.Td>{formatDateTimeBR(l.EXPIRA)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[l.SITUACAO]} variant="light" tt="none">
                      {SHARED_LINK_STATUS_LABELS[l.SITUACAO]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {l.SITUACAO === 'ATIVO' ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Revogar link gerado em ${formatDateTimeBR(l.CRIADO_EM)}`}
                        onClick={() => revoke(l.ID)}
                      >
                        Revogar
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
