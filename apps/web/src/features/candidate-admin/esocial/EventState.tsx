/**
 * One eSocial event as the service left it (decisions 077, 083): its state, Id, environment, dates
 * (dd/mm/yyyy), protocol and receipt, the answer and the occurrences on their fields, and the line
 * saying it was excluded once an S-3000 naming it has its receipt.
 */
import type { ReactNode } from 'react';
import { Group, List, Stack, Table, Text } from '@mantine/core';
import {
  ESOCIAL_AMBIENTES,
  ESOCIAL_EVENT_TRAITS,
  ESOCIAL_EXCLUSION_MSG,
  formatDateTimeBR,
  type EsocialEvent,
  type S2200Issue,
} from '@admissao/domain';

/** the light alert's coloured title falls under the 4.5:1 contrast on its tint (axe) */
export const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

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
    <Table aria-label={`Evento ${e.TIPO} enviado`} withRowBorders={false} verticalSpacing={2}>
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

/** One event as the service left it: state, facts, the answer and occurrences, excluded or not. */
export function EventState(props: { e: EsocialEvent; whereToFix: (issue: S2200Issue) => ReactNode }) {
  const { e } = props;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm">Situação do {e.TIPO}:</Text>
        <Text size="sm" fw={700}>
          {ESOCIAL_EVENT_TRAITS[e.STATUS].label}
        </Text>
      </Group>
      {e.EXCLUIDO_POR_RECIBO && (
        <Text size="sm" fw={600}>
          {ESOCIAL_EXCLUSION_MSG.excluded(e.EXCLUIDO_POR_RECIBO)}
        </Text>
      )}
      <EventFacts e={e} />
      {e.DESC_RESPOSTA && e.STATUS === 'REJEITADO' && (
        <Text size="sm">
          Resposta do eSocial: {e.CD_RESPOSTA} — {e.DESC_RESPOSTA}
        </Text>
      )}
      {e.OCORRENCIAS.length > 0 && (
        <List spacing="xs" aria-label={`Ocorrências do eSocial (${e.TIPO})`}>
          {e.OCORRENCIAS.map((o, i) => (
            <List.Item key={`${o.CODIGO}-${i}`}>
              <Text size="sm" fw={600} span>
                {o.ROTULO ?? `Ocorrência ${o.CODIGO}`}
              </Text>
              <Text size="sm" span>
                {' — '}
                {o.DESCRICAO}{' '}
              </Text>
              {o.CAMPO && props.whereToFix({ campo: o.CAMPO, rotulo: o.ROTULO ?? '', mensagem: o.DESCRICAO })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
