import { Alert, Stack, Title } from '@mantine/core';

/** Placeholder for screens that later issues build: the page title and a short notice. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="blue" variant="light" title="Em construção">
        Esta página está em construção e estará disponível em breve.
      </Alert>
    </Stack>
  );
}
