import { Center, Group, Loader, Text } from '@mantine/core';

/** A page's part still loading: a small spinner and what is coming ('Carregando documentos...'). */
export function LoadingText({ children }: { children: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{children}</Text>
      </Group>
    </Center>
  );
}
