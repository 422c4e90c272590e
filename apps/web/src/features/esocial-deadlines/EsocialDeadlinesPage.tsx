/**
 * /admin/esocial-prazos 'eSocial — prazos' (issue 34 §4, decision 082): every candidate of the user's
 * clients whose admission event is due tomorrow or earlier without a receipt, and those whose S-2190
 * was received (the S-2200 then due by the 15th of the next month) — the due date, the days left or
 * late, the next step, and 'Enviar registro preliminar (S-2190)' while it is still in time; the
 * S-2190's receipt once the eSocial has processed it. ADMIN or the eSocial permission.
 */
import { Alert, Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import {
  deadlineDaysText,
  ESOCIAL_EVENT_TRAITS,
  formatDateBR,
  type EsocialDeadlineRow,
} from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { padCode } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useOpenCandidate } from '../../lib/open-candidate';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useEsocialDeadlines, useSendS2190 } from './api/esocial-deadlines';

function Prelim({ row }: { row: EsocialDeadlineRow }) {
  const send = useSendS2190();
  if (row.S2190)
    return (
      <Text size="sm">
        S-2190: {ESOCIAL_EVENT_TRAITS[row.S2190.STATUS].label}
        {row.S2190.NR_RECIBO ? ` — recibo ${row.S2190.NR_RECIBO}` : ''}
        {row.PODE_S2190 ? <SendButton row={row} send={send} /> : null}
      </Text>
    );
  return row.PODE_S2190 ? <SendButton row={row} send={send} /> : <Text size="sm">—</Text>;
}

function SendButton({ row, send }: { row: EsocialDeadlineRow; send: ReturnType<typeof useSendS2190> }) {
  return (
    <Button
      size="xs"
      mt={4}
      display="block"
      loading={send.isPending}
      aria-label={`Enviar registro preliminar (S-2190) de ${padCode(row.CODCANDIDATO)} - ${row.NOME}`}
      onClick={() =>
        send.mutate(row, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (e) =>
            notifyError(
              'Não foi possível enviar o registro preliminar.',
              isApiError(e) ? e.message : undefined,
            ),
        })
      }
    >
      Enviar registro preliminar (S-2190)
    </Button>
  );
}

function DeadlineRow({ row }: { row: EsocialDeadlineRow }) {
  const open = useOpenCandidate('record');
  return (
    <Table.Tr data-testid={`prazo-${row.CODCANDIDATO}`}>
      <Table.Td>
        {row.CODCLI} - {row.NOMECLI}
      </Table.Td>
      <Table.Td>
        <Button variant="subtle" size="compact-sm" onClick={() => open(row)}>
          {padCode(row.CODCANDIDATO)} - {row.NOME}
        </Button>
      </Table.Td>
      <Table.Td>{formatDateBR(row.DATINICIO)}</Table.Td>
      <Table.Td title={row.MOTIVO}>
        {row.EVENTO === 'S-2200' && row.S2190?.STATUS === 'RECEBIDO' ? 'S-2200 até ' : `${row.EVENTO} até `}
        {formatDateBR(row.PRAZO)}
      </Table.Td>
      <Table.Td>
        <Badge color={row.ATRASADO ? 'red.9' : row.DIAS <= 1 ? 'blue.9' : 'gray.8'} variant="filled">
          {deadlineDaysText(row.DIAS)}
        </Badge>
      </Table.Td>
      <Table.Td>{row.PROXIMO_PASSO_ROTULO}</Table.Td>
      <Table.Td>
        <Prelim row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

export function EsocialDeadlinesPage() {
  const { user } = useSession();
  const permissions = usePermissions();
  const allowed = user?.PERMISSAO === 'ADMIN' || Boolean(permissions.data?.ESOCIAL);
  const list = useEsocialDeadlines();
  const rows = list.data?.ROWS ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        eSocial — prazos
      </Title>
      <Text size="sm" c="gray.8">
        O S-2200 vence na véspera do início do trabalho. Se não puder ficar pronto, envie até lá o registro
        preliminar (S-2190): o S-2200 passa a vencer no dia 15 do mês seguinte ao início. O S-2300 de
        estagiário vence no dia 15 do mês seguinte ao início.
      </Text>
      {!allowed && permissions.isSuccess ? (
        <Alert color="red" title="Sem permissão">
          Esta lista é do administrador e de quem tem a permissão eSocial.
        </Alert>
      ) : list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Carregando os prazos" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title="Erro ao carregar os prazos">
          {isApiError(list.error) ? list.error.message : 'Não foi possível carregar os prazos.'}
        </Alert>
      ) : rows.length === 0 ? (
        <Text>Nenhum prazo do eSocial a vencer até amanhã.</Text>
      ) : (
        <>
          <Text size="sm">
            Hoje, {formatDateBR(list.data.HOJE)}: <strong>{list.data.HOJE_VENCEM}</strong> vencem hoje,{' '}
            <strong>{list.data.AMANHA}</strong> vencem amanhã, <strong>{list.data.ATRASADOS}</strong>{' '}
            atrasados{list.data.TRUNCADO ? ' (mostrando os primeiros)' : ''}.
          </Text>
          <Table.ScrollContainer minWidth={960}>
            <Table striped>
              <Table.Caption>Prazos do eSocial, o que vence primeiro no topo</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Candidato</Table.Th>
                  <Table.Th>Início</Table.Th>
                  <Table.Th>Prazo</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Próximo passo</Table.Th>
                  <Table.Th>Registro preliminar</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <DeadlineRow key={row.CODCANDIDATO} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
