/**
 * A cancelled candidate's eSocial (issue 34 §6, decision 083): the events eSocial received (each
 * marked excluded once its S-3000 has a receipt), the latest S-3000 as the service left it, and
 * 'Excluir evento no eSocial (S-3000)' while a received event is not excluded and no S-3000 is with
 * the service. The API decides which event and refuses the rest; the button mirrors it.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  ESOCIAL_EVENT_TRAITS,
  ESOCIAL_EXCLUSION_MSG,
  isExcludable,
  type EsocialEvent,
  type S2200Issue,
} from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendEvent } from '../api/esocial';
import { EventState, TITLE_STYLE } from './EventState';

export function S3000Offer(props: {
  id: number;
  events: EsocialEvent[] | undefined;
  refresh: () => void;
  refreshing: boolean;
  whereToFix: (issue: S2200Issue) => ReactNode;
}) {
  const send = useSendEvent('S-3000', props.id);
  const list = props.events ?? [];
  const received = list.filter((e) => isExcludable(e.TIPO) && e.STATUS === 'RECEBIDO');
  const exclusion = list.find((e) => e.TIPO === 'S-3000');
  const withService =
    exclusion && ESOCIAL_EVENT_TRAITS[exclusion.STATUS].blocksSend && exclusion.STATUS !== 'RECEBIDO';
  const due = received.some((e) => !e.EXCLUIDO_POR_RECIBO);
  const go = async () => {
    try {
      notifySuccess((await send.mutateAsync()).message);
    } catch (e) {
      notifyError('Não foi possível enviar a exclusão ao eSocial.', isApiError(e) ? e.message : undefined);
    }
  };
  return (
    <Stack gap="sm" aria-label="Exclusão no eSocial" role="region">
      <Text fw={600}>Candidato cancelado — eventos no eSocial</Text>
      {props.events && !received.length && <Text size="sm">{ESOCIAL_EXCLUSION_MSG.nothingReceived}</Text>}
      {received.map((e) => (
        <EventState key={e.ID} e={e} whereToFix={props.whereToFix} />
      ))}
      {exclusion && <EventState e={exclusion} whereToFix={props.whereToFix} />}
      {withService && (
        <Group>
          <Button variant="default" onClick={props.refresh} loading={props.refreshing}>
            Atualizar situação
          </Button>
        </Group>
      )}
      {due && !withService && (
        <Stack gap={4}>
          <Alert color="yellow" title="Evento recebido pelo eSocial" styles={TITLE_STYLE}>
            O processo foi cancelado, mas o eSocial tem o evento recebido. Envie a exclusão (S-3000) com o
            recibo dele.
          </Alert>
          <Group>
            <Button color="red.9" onClick={() => void go()} loading={send.isPending}>
              {ESOCIAL_EXCLUSION_MSG.action}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
