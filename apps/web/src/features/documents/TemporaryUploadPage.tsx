/**
 * /temporario (spec 2 §2.3): one file (.jpg .jpeg .png .pdf, up to 5 MB) sent to
 * POST /temporary/upload; the answer is a link valid for 60 minutes, with a copy button.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  DOC_MSG,
  formatDateTimeBR,
  TEMP_UPLOAD_ACCEPT,
  TEMP_UPLOAD_MINUTES,
  type TemporaryAnswer,
} from '@admissao/domain';
import { CopyField } from '../../components/CopyField';
import { IconFile, IconUpload } from '../../components/viewers/viewerIcons';
import { isApiError } from '../../lib/api';
import { notifyError, TOAST_LONG_MS } from '../../lib/notify';
import { uploadTemporaryFile } from './api/upload-temporary-file';
import { checkTemporaryFile } from './fileCheck';
import { preparePhoto } from './preparePhoto';

const sizeText = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} MB`
    : `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('pt-BR')} KB`;

export function TemporaryUploadPage() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<TemporaryAnswer | null>(null);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    const chosen = await preparePhoto(picked);
    const problem = checkTemporaryFile(chosen);
    if (problem) {
      notifyError(problem.title, problem.message, TOAST_LONG_MS);
      return;
    }
    setFile(chosen);
    setAnswer(null);
  };

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      setAnswer(await uploadTemporaryFile(file, setProgress));
      setFile(null);
    } catch (e) {
      notifyError(DOC_MSG.uploadError, isApiError(e) ? e.message : undefined, TOAST_LONG_MS);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        Envio de arquivo temporário
      </Title>
      <Alert color="blue" variant="light">
        Os arquivos enviados são apagados automaticamente após {TEMP_UPLOAD_MINUTES} minutos.
      </Alert>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Um arquivo por vez: .jpg, .jpeg, .png ou .pdf, até 5 MB.
          </Text>
          <input
            ref={input}
            type="file"
            accept={TEMP_UPLOAD_ACCEPT}
            hidden
            aria-label="Arquivo temporário"
            onChange={(e) => {
              void choose(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
          {file ? (
            <Group gap="xs" wrap="nowrap">
              <IconFile />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="temp-file">
                {file.name} ({sizeText(file.size)})
              </Text>
            </Group>
          ) : (
            <Text size="sm">Nenhum arquivo selecionado.</Text>
          )}
          {progress !== null ? (
            <Progress value={Math.round(progress * 100)} aria-label="Enviando arquivo" animated />
          ) : null}
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFile size={16} />}
              onClick={() => input.current?.click()}
              disabled={progress !== null}
            >
              Adicionar
            </Button>
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={() => void send()}
              disabled={!file}
              loading={progress !== null}
            >
              Enviar
            </Button>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => setFile(null)}
              disabled={!file || progress !== null}
            >
              Cancelar
            </Button>
          </Group>
        </Stack>
      </Card>
      {answer ? (
        <Card withBorder padding="md" aria-live="polite">
          <Stack gap="xs">
            <Text fw={600}>{answer.message}</Text>
            <CopyField label={`Link de ${answer.NOME}`} value={answer.LINK} />
            <Text size="sm" c="gray.7">
              Válido por {TEMP_UPLOAD_MINUTES} minutos, até{' '}
              {formatDateTimeBR(answer.EXPIRA).replace(' ', ' às ')}.
            </Text>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
