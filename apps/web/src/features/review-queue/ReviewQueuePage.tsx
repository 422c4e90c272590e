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
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDateTimeBR, type ReviewQueueEsocial, type ReviewQueueRow } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { isApiError } from '../../lib/api';
import { padCode } from '../../lib/format';
import { useReviewQueue } from './api/review-queue';
import { formatWait } from './queueOrder';
import { useOpenCandidate } from '../../lib/open-candidate';

/** one eSocial failure of the row (decision 084): kind, reason, and the first occurrence on its field */
function EsocialReason({ e }: { e: ReviewQueueEsocial }) {
  const o = e.OCORRENCIA;
  return (
    <Text size="xs" c="red.9" data-testid={`fila-esocial-${e.TIPO}`}>
      {e.TIPO}: {e.MOTIVO}
      {o ? ` — ocorrência ${o.CODIGO}${o.ROTULO ? ` no campo ${o.ROTULO}` : ''}: ${o.DESCRICAO}` : ''}
    </Text>
  );
}

interface RowProps {
  row: ReviewQueueRow;
  onOpen: (row: ReviewQueueRow) => void;
  onEsocial: (row: ReviewQueueRow) => void;
}

function QueueRow({ row, onOpen, onEsocial }: RowProps) {
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
        {row.ESOCIAL.map((e) => (
          <EsocialReason key={e.TIPO} e={e} />
        ))}
      </Table.Td>
      <Table.Td title={`desde ${formatDateTimeBR(row.AGUARDANDO_DESDE)}`}>
        {formatWait(row.MINUTOS_ESPERA)}
      </Table.Td>
      <Table.Td ta="center">{row.DOCS_CONFERIR}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            onClick={() => onOpen(row)}
            aria-label={`Abrir ${padCode(row.CODCANDIDATO)} - ${row.NOME}`}
          >
            Abrir
          </Button>
          {row.ESOCIAL.length > 0 ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => onEsocial(row)}
              aria-label={`Ver eSocial de ${padCode(row.CODCANDIDATO)} - ${row.NOME}`}
            >
              Ver eSocial
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const open = useOpenCandidate('check');
  const openEsocial = useOpenCandidate('esocial');
  const rows = queue.data?.rows ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Fila de conferência
      </Title>
      <Text size="sm" c="gray.8">
        Candidatos aguardando a equipe em todos os seus clientes — Aguardando conferência, Pendência reenviada
        e Respondido — e, para quem envia ao eSocial, os eventos rejeitados, não enviados ou sem retorno, da
        espera mais longa para a mais curta.
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
                  <QueueRow key={row.CODCANDIDATO} row={row} onOpen={open} onEsocial={openEsocial} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
