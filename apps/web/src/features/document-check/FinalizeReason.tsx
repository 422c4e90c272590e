/**
 * Why Finalizar is off ('Faltam conferir: PIS, CNH.'), above the document list it is about: two
 * lines at most, the whole text in the tooltip and to screen readers (Finalizar's
 * aria-describedby), so a long list of names never pushes the image down.
 */
import { Text, Tooltip } from '@mantine/core';

export function FinalizeReason({ reason }: { reason: string }) {
  if (!reason) return null;
  return (
    <Tooltip label={reason} multiline maw={360} position="bottom-start">
      <Text
        id="finalize-reason"
        data-testid="finalize-reason"
        size="xs"
        c="gray.7"
        lineClamp={2}
        mb={6}
        tabIndex={0}
        style={{ overflowWrap: 'anywhere' }}
      >
        {reason}
      </Text>
    </Tooltip>
  );
}
