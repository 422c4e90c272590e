/**
 * /admin/fila (issue 18 §2, decision 040): the candidates waiting for staff in every client of
 * the user, oldest wait first; opening one makes its client the active one and goes to the
 * checking screen. Needs no chosen client: it is where a multi-client user finds work.
 */
import {
  Alert,
  Badge,
  Button,
  Center,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDateTimeBR, type ReviewQueueRow } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { isApiError } from '../../lib/api';
import { padCode } from '../../lib/format';
import { useReviewQueue } from './api/review-queue';
import { formatWait } from './queueOrder';
import { useOpenCandidate } from '../../lib/open-candidate';

function QueueRow({ row, onOpen }: { row: ReviewQueueRow; onOpen: (row: ReviewQueueRow) => void }) {
  return (
    <Table.Tr data-testid={`fila-${row.CODCANDIDATO}`}>
      <Table.Td>
        {row.CODCLI} - {row.NOMECLI}
      </Table.Td>
      <Table.Td>
        {padCode(row.CODCANDIDATO)} - {row.NOME}
      </Table.Td>
      <Table.Td>
        <ColorBadge color={row.CORSTATUS} label={row.DESSTATUS} />
      </Table.Td>
      <Table.Td title={`desde ${formatDateTimeBR(row.AGUARDANDO_DESDE)}`}>
        {formatWait(row.MINUTOS_ESPERA)}
      </Table.Td>
      <Table.Td ta="center">{row.DOCS_CONFERIR}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          onClick={() => onOpen(row)}
          aria-label={`Abrir ${padCode(row.CODCANDIDATO)} - ${row.NOME}`}
        >
          Abrir
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const open = useOpenCandidate('check');
  const rows = queue.data?.rows ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Fila de conferência
      </Title>
      <Text size="sm" c="gray.8">
        Candidatos aguardando a equipe em todos os seus clientes — Aguardando conferência, Pendência reenviada
        e Respondido —, da espera mais longa para a mais curta.
      </Text>
      {queue.isPending ? (
        <Center py="xl">
          <Loader aria-label="Carregando a fila" />
        </Center>
      ) : queue.isError ? (
        <Alert color="red" title="Erro ao carregar a fila">
          {isApiError(queue.error) ? queue.error.message : 'Não foi possível carregar a fila.'}
        </Alert>
      ) : rows.length === 0 ? (
        <Text>Nenhum candidato aguardando conferência.</Text>
      ) : (
        <>
          <Badge variant="light" size="lg" w="fit-content">
            {rows.length} {rows.length === 1 ? 'candidato' : 'candidatos'}
            {queue.data?.truncated ? ' (os mais antigos)' : ''}
          </Badge>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Caption>Fila de conferência, da espera mais longa para a mais curta</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Candidato</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Aguardando</Table.Th>
                  <Table.Th>Documentos a conferir</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ação</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <QueueRow key={row.CODCANDIDATO} row={row} onOpen={open} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
