/**
 * 'Assinar e enviar ao eSocial' in the eSocial panel (decisions 077, 083): the candidate's latest
 * admission event (S-2200, or an intern's S-2300) as the service left it — its state, protocol and
 * receipt number, the occurrences of a rejection each on the field it names (with where to fix it),
 * 'excluded' once an S-3000 has its receipt — and the button, disabled with the reason while the
 * pre-check has items; a retry when the send could not reach the service. For a cancelled candidate
 * the events received and 'Excluir evento no eSocial (S-3000)' instead (S3000Offer).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ESOCIAL_EVENT_TRAITS, type AdmissionEventKind, type S2200Issue } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEsocialEvents, useSendEvent } from '../api/esocial';
import { EventState, TITLE_STYLE } from './EventState';
import { S3000Offer } from './S3000Offer';

export function EsocialSend(props: {
  id: number;
  kind: AdmissionEventKind;
  cancelled: boolean;
  opened: boolean;
  /** the pre-check's items: the send waits for none */
  pending: number;
  whereToFix: (issue: S2200Issue) => ReactNode;
}) {
  const events = useEsocialEvents(props.id, props.opened);
  const send = useSendEvent(props.kind, props.id);
  if (props.cancelled)
    return (
      <S3000Offer
        id={props.id}
        events={events.data?.EVENTOS}
        whereToFix={props.whereToFix}
        refresh={() => void events.refetch()}
        refreshing={events.isFetching}
      />
    );
  const latest = events.data?.EVENTOS.find((e) => e.TIPO === props.kind);
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
      {latest && <EventState e={latest} whereToFix={props.whereToFix} />}
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
