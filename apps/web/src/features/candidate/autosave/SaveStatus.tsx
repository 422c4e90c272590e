/**
 * What the autosave did, always in view beside the status badge (issue 30 §3): 'Salvo às 18:49'
 * after the last successful save (Brasília time, as every time of the product), and while a
 * failure is being retried the count of edits not saved yet instead — never both.
 */
import { Text } from '@mantine/core';
import { formatDateTimeBR } from '@admissao/domain';
import { COLORS } from '../colors';
import { useQueueSnapshot } from './AutosaveProvider';

/** 'HH:mm' of an instant in Brasília */
const timeOf = (at: number) => formatDateTimeBR(new Date(at)).slice(-5);

export function SaveStatus() {
  const { pendingCount, stalled, lastSavedAt } = useQueueSnapshot();
  if (stalled && pendingCount > 0)
    return (
      <Text size="xs" fw={700} c={COLORS.warning} role="status">
        {pendingCount === 1 ? '1 alteração não salva' : `${pendingCount} alterações não salvas`} — tentando
        novamente
      </Text>
    );
  if (lastSavedAt === undefined) return null;
  return (
    <Text size="xs" c="gray.7" data-testid="saved-at">
      Salvo às {timeOf(lastSavedAt)}
    </Text>
  );
}
