/**
 * 'Próximo' on the checking screen (issue 18 §2): the next candidate of the review queue, in
 * whatever client, opened as from the queue page. Off when nobody else waits.
 */
import { Button, Tooltip } from '@mantine/core';
import { useReviewQueue } from './api/review-queue';
import { nextInQueue } from './queueOrder';
import { useOpenCandidate } from '../../lib/open-candidate';

export function NextInQueueButton({ current }: { current: number }) {
  const queue = useReviewQueue();
  const open = useOpenCandidate('check');
  const next = queue.data ? nextInQueue(queue.data.rows, current) : null;
  const label = next
    ? `Próximo da fila: ${next.NOME} (${next.NOMECLI})`
    : 'Ninguém mais na fila de conferência';
  return (
    <Tooltip label={label} multiline maw={320}>
      <span>
        <Button
          size="xs"
          variant="default"
          disabled={!next}
          loading={queue.isPending}
          onClick={() => next && open(next)}
        >
          Próximo
        </Button>
      </span>
    </Tooltip>
  );
}
