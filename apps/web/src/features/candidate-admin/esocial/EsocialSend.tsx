/**
 * 'Assinar e enviar ao eSocial' in the eSocial panel (decision 077): the candidate's latest S-2200
 * as the service left it — its state, protocol and receipt number, the occurrences of a rejection
 * each on the field it names (with where to fix it) — and the button, disabled with the reason
 * while the pre-check has items; a retry when the send could not reach the service.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  ESOCIAL_AMBIENTES,
  ESOCIAL_EVENT_TRAITS,
  formatDateTimeBR,
  type EsocialEvent,
  type S2200Issue,
} from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEsocialEvents, useSendS2200 } from '../api/esocial';

/** the light alert's coloured title falls under the 4.5:1 contrast on its tint (axe) */
const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

function EventFacts({ e }: { e: EsocialEvent }) {
  const rows: [string, string | null][] = [
    ['Evento', e.EVENTO_ID],
    ['Ambiente', ESOCIAL_AMBIENTES[e.AMBIENTE as 1 | 2] ?? String(e.AMBIENTE)],
    ['Enviado em', e.ENVIADO_EM ? formatDateTimeBR(e.ENVIADO_EM) : null],
    ['Protocolo', e.PROTOCOLO],
    ['Processado em', e.PROCESSADO_EM ? formatDateTimeBR(e.PROCESSADO_EM) : null],
    ['Número do recibo', e.NR_RECIBO],
  ];
  return (
    <Table aria-label="Evento S-2200 enviado" withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th scope="row" fw={600}>
                {k}
              </Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

export function EsocialSend(props: {
  id: number;
  opened: boolean;
  /** the pre-check's items: the send waits for none */
  pending: number;
  whereToFix: (issue: S2200Issue) => ReactNode;
}) {
  const events = useEsocialEvents(props.id, props.opened);
  const send = useSendS2200(props.id);
  const latest = events.data?.EVENTOS.find((e) => e.TIPO === 'S-2200');
  const traits = latest ? ESOCIAL_EVENT_TRAITS[latest.STATUS] : null;
  const go = async () => {
    try {
      const answer = await send.mutateAsync();
      notifySuccess(answer.message);
    } catch (e) {
      notifyError('Não foi possível enviar ao eSocial.', isApiError(e) ? e.message : undefined);
    }
  };
  return (
    <Stack gap="sm" aria-label="Envio ao eSocial" role="region">
      <Text fw={600}>Envio ao eSocial</Text>
      {latest && traits && (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm">Situação:</Text>
            <Text size="sm" fw={700}>
              {traits.label}
            </Text>
          </Group>
          <EventFacts e={latest} />
          {latest.DESC_RESPOSTA && latest.STATUS === 'REJEITADO' && (
            <Text size="sm">
              Resposta do eSocial: {latest.CD_RESPOSTA} — {latest.DESC_RESPOSTA}
            </Text>
          )}
          {latest.OCORRENCIAS.length > 0 && (
            <List spacing="xs" aria-label="Ocorrências do eSocial">
              {latest.OCORRENCIAS.map((o, i) => (
                <List.Item key={`${o.CODIGO}-${i}`}>
                  <Text size="sm" fw={600} span>
                    {o.ROTULO ?? `Ocorrência ${o.CODIGO}`}
                  </Text>
                  <Text size="sm" span>
                    {' — '}
                    {o.DESCRICAO}{' '}
                  </Text>
                  {o.CAMPO &&
                    props.whereToFix({ campo: o.CAMPO, rotulo: o.ROTULO ?? '', mensagem: o.DESCRICAO })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      {traits?.blocksSend ? (
        latest?.STATUS !== 'RECEBIDO' && (
          <Group>
            <Button variant="default" onClick={() => void events.refetch()} loading={events.isFetching}>
              Atualizar situação
            </Button>
          </Group>
        )
      ) : (
        <Stack gap={4}>
          {props.pending > 0 && (
            <Alert color="yellow" title="Envio indisponível" styles={TITLE_STYLE}>
              Complete as pendências acima para assinar e enviar o evento.
            </Alert>
          )}
          <Group>
            <Button onClick={() => void go()} loading={send.isPending} disabled={props.pending > 0}>
              {traits?.resend ? 'Tentar enviar de novo' : 'Assinar e enviar ao eSocial'}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
