/** The placeholder shown instead of a file that failed to load, with the HTTP code (spec 3 §8). */
import { Center, Stack, Text } from '@mantine/core';
import { IconPhoto } from './viewerIcons';

const TEXT: Record<number, string> = {
  403: 'Acesso negado a este arquivo.',
  404: 'Arquivo não encontrado.',
  500: 'Erro no servidor ao carregar o arquivo.',
};

export function FileErrorPlaceholder({ code, minHeight = 200 }: { code: number; minHeight?: number }) {
  // the spec names 403, 404 and 500; any other 5xx reads as 500, a network failure as no code
  const shown = code >= 500 ? 500 : code;
  return (
    <Center
      mih={minHeight}
      bg="gray.1"
      bd="1px dashed var(--mantine-color-gray-5)"
      bdrs="md"
      p="md"
      role="img"
      aria-label={shown ? `Erro ${shown} ao carregar o arquivo` : 'Erro ao carregar o arquivo'}
      data-error-code={shown || undefined}
    >
      <Stack align="center" gap={4}>
        <IconPhoto size={40} />
        {shown ? (
          <Text fw={700} size="xl" c="gray.8">
            {shown}
          </Text>
        ) : null}
        <Text size="sm" c="gray.7" ta="center">
          {TEXT[shown] ?? 'Não foi possível carregar o arquivo.'}
        </Text>
      </Stack>
    </Center>
  );
}
