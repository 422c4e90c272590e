import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface ErrorScreenProps {
  message: string;
  path: string;
  onRetry: () => void;
  onBack: () => void;
  retryLabel?: string;
}

/** 'Oops! Erro ao carregar a página' with the message, the path and two ways out (spec 1 §2). */
export function ErrorScreen({
  message,
  path,
  onRetry,
  onBack,
  retryLabel = 'Tentar novamente',
}: ErrorScreenProps) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={560} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            Oops! Erro ao carregar a página
          </Title>
          <Text>{message}</Text>
          <Text size="sm">
            Caminho: <Code>{path}</Code>
          </Text>
          <Group>
            <Button onClick={onRetry}>{retryLabel}</Button>
            <Button variant="outline" onClick={onBack}>
              Página anterior
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
