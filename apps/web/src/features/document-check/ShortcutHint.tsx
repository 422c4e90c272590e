/** The shortcuts of the checking screen, said on screen (useCheckShortcuts.ts). */
import { Kbd, Text } from '@mantine/core';

export function ShortcutHint() {
  return (
    <Text size="xs" c="gray.7" data-testid="shortcut-hint">
      Atalhos: <Kbd size="xs">A</Kbd> aprovar · <Kbd size="xs">R</Kbd> recusar · <Kbd size="xs">←</Kbd>/
      <Kbd size="xs">→</Kbd> documentos
    </Text>
  );
}
