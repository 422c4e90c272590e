/** The candidate log (GET /candidate/log/{id}): status, date, note, user and document, newest first. */
import { Alert, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ColorBadge } from '../../../components/ColorBadge';
import { isApiError } from '../../../lib/api';
import { formatDateTimeBR } from '@admissao/domain';
import { getCandidateLogQueryOptions } from '../../../lib/queries/candidate-log';

function LogTable({ id }: { id: number }) {
  const log = useQuery(getCandidateLogQueryOptions(id));
  if (log.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Carregando log" />
      </Center>
    );
  if (log.error)
    return (
      <Alert color="red" variant="light" title="Erro ao buscar dados">
        {isApiError(log.error) ? log.error.message : 'Não foi possível carregar o log.'}
      </Alert>
    );
  if (!log.data.length) return <Text size="sm">Nenhum registro no log.</Text>;
  // newest first; entries of the same instant by their order of writing
  const rows = [...log.data].sort((a, b) => b.DATLOG.localeCompare(a.DATLOG) || b.CODLOG - a.CODLOG);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Observação</Table.Th>
            <Table.Th>Usuário</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.CODLOG}>
              <Table.Td>
                {r.CODSTATUS ? (
                  <ColorBadge color={r.CORSTATUS} label={`${r.CODSTATUS} - ${r.DESSTATUS ?? ''}`} />
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeBR(r.DATLOG)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>
                {r.DOCUMENTO ? (
                  <Text size="xs" fw={700}>
                    {r.DOCUMENTO}
                  </Text>
                ) : null}
                {r.OBSERVACOES}
              </Table.Td>
              <Table.Td>{r.USUARIO}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function LogDialog({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Log do candidato" size="xl" centered>
      {opened ? <LogTable id={id} /> : null}
    </Modal>
  );
}
