/** The reviewers' observations of one document (approve with observation, refuse), newest first. */
import { Button, Loader, Popover, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTimeBR } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { getObservationsQueryOptions } from '../../lib/documents';
import { IconMessage } from '../../components/viewers/viewerIcons';

const ACTION_LABEL: Record<string, string> = {
  A: 'Aprovado',
  'A.': 'Aprovado com observação',
  R: 'Recusado',
};

export function ObservationsButton({ candidateId, docId }: { candidateId: number; docId: number }) {
  const obs = useQuery(getObservationsQueryOptions(candidateId, docId));
  const count = obs.data?.length ?? 0;
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconMessage size={16} />}>
          Observações{count ? ` (${count})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {obs.isPending ? (
          <Loader size="sm" aria-label="Carregando observações" />
        ) : obs.isError ? (
          <Text size="sm" c="red.8">
            Erro ao buscar observações do documento!{isApiError(obs.error) ? ` ${obs.error.message}` : ''}
          </Text>
        ) : count === 0 ? (
          <Text size="sm">Nenhuma observação.</Text>
        ) : (
          <Stack gap="xs" mah={320} style={{ overflowY: 'auto' }}>
            {obs.data.map((o) => (
              <div key={o.CODOBSERVACAO}>
                <Text size="xs" c="gray.7">
                  {formatDateTimeBR(o.DATLOG)} · {ACTION_LABEL[o.ACAO] ?? o.ACAO} · {o.USUARIO ?? '—'}
                </Text>
                <Text size="sm">{o.OBSERVACAO}</Text>
              </div>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
