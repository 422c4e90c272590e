/**
 * /temporario/:token — the link a temporary upload answers. The file opens only for the user who
 * sent it, signed in (the API checks it), so the page fetches it with the session and offers
 * Abrir and Baixar; anyone else, or after 60 minutes, reads that it is no longer available.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DOC_MSG, TEMP_UPLOAD_MINUTES } from '@admissao/domain';
import { IconFile } from '../../components/viewers/viewerIcons';
import { saveUrl } from '../../components/viewers/fileActions';
import { isApiError } from '../../lib/api';
import { openTemporaryFile, type TemporaryFile } from './api/get-temporary-file';

type State =
  { kind: 'loading' } | { kind: 'ready'; file: TemporaryFile } | { kind: 'error'; message: string };

export function TemporaryFilePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let url: string | null = null;
    let alive = true;
    openTemporaryFile(token)
      .then((file) => {
        url = file.url;
        if (alive) setState({ kind: 'ready', file });
        else URL.revokeObjectURL(file.url);
      })
      .catch((e: unknown) => {
        if (alive) setState({ kind: 'error', message: isApiError(e) ? e.message : DOC_MSG.tempExpired });
      });
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [token]);

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        Arquivo temporário
      </Title>
      {state.kind === 'loading' ? <Loader aria-label="Carregando o arquivo" /> : null}
      {state.kind === 'error' ? (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'ready' ? (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group gap="xs">
              <IconFile size={20} />
              <Text fw={600}>{state.file.name}</Text>
            </Group>
            <Text size="sm" c="gray.7">
              Disponível somente para você, por até {TEMP_UPLOAD_MINUTES} minutos após o envio.
            </Text>
            <Group>
              <Button component="a" href={state.file.url} target="_blank" rel="noopener">
                Abrir
              </Button>
              <Button variant="default" onClick={() => saveUrl(state.file.url, state.file.name)}>
                Baixar
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
