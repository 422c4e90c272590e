/**
 * One document type on the Enviar Documentos tab: status colour and label, pages sent, the
 * reviewer's observation of a refusal, add (file picker, drop, camera on phones), view/remove,
 * the progress of the file being sent and the files that could not be sent, to send again.
 */
import { useRef } from 'react';
import { Alert, Box, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { DOC_STATUS, formatDateBR, UPLOAD_ACCEPT, UPLOAD_ACCEPT_IMAGES } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { IconCamera, IconEye, IconUpload } from '../../components/viewers/viewerIcons';
import type { DocumentRow } from '@admissao/domain';
import { useDocumentUpload } from './useDocumentUpload';

export interface DocumentTileProps {
  doc: DocumentRow;
  candidateId: number;
  userId: number;
  /** the candidate's status allows sending files */
  mayUpload: boolean;
  onView: (doc: DocumentRow) => void;
  onChanged: () => void;
}

export const pagesLabel = (n: number) =>
  n === 0 ? 'Nenhum arquivo enviado' : n === 1 ? '1 página' : `${n} páginas`;

export function DocumentTile({ doc, candidateId, userId, mayUpload, onView, onChanged }: DocumentTileProps) {
  const upload = useDocumentUpload(candidateId, userId, doc, onChanged);
  const openRef = useRef<() => void>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery('(pointer: coarse)');
  const approved = doc.STATUS === DOC_STATUS.APROVADO;
  const canAdd = mayUpload && !approved && !upload.busy;
  const accept = doc.APENAS_IMAGEM ? UPLOAD_ACCEPT_IMAGES : UPLOAD_ACCEPT;
  const titleId = `doc-title-${doc.CODTIPODOC}`;

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-status={doc.STATUS}
      style={{ borderLeft: `6px solid ${doc.CORSTATUS}` }}
    >
      <Dropzone
        onDrop={(files) => void upload.send(files)}
        onReject={(rejections) => void upload.send(rejections.map((r) => r.file))}
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        disabled={!canAdd}
        multiple
        // the picker's type filter only: the checks of fileCheck and then the API decide
        inputProps={{ 'aria-label': `Arquivo para ${doc.DOCUMENTO}`, accept }}
        styles={{ root: { padding: 0, border: 0, background: 'none', cursor: 'default' } }}
      >
        <Stack gap={8}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box miw={0}>
              <Text id={titleId} fw={700} style={{ overflowWrap: 'anywhere' }}>
                {doc.DOCUMENTO}
              </Text>
              {doc.OBRIGATORIO ? null : (
                <Text size="xs" c="gray.7">
                  Opcional
                </Text>
              )}
            </Box>
            <ColorBadge color={doc.CORSTATUS} label={doc.DESSTATUS} />
          </Group>
          {doc.OBSERVACAO ? (
            <Text size="sm" c="gray.7">
              {doc.OBSERVACAO}
            </Text>
          ) : null}
          <Text size="sm" data-testid="pages">
            {pagesLabel(doc.ARQUIVOS)}
            {doc.ARQUIVOS > 0 && doc.DATENVIO ? ` · enviado em ${formatDateBR(doc.DATENVIO)}` : ''}
            {doc.APENAS_IMAGEM ? ' · somente imagens' : ''}
          </Text>
          {doc.STATUS === DOC_STATUS.RECUSADO && doc.OBSERVACAO_STATUS ? (
            <Alert color="red" variant="light" p="xs" title="Documento recusado">
              <Text size="sm">{doc.OBSERVACAO_STATUS}</Text>
              <Text size="xs" mt={4}>
                Envie o documento novamente.
              </Text>
            </Alert>
          ) : null}
          {doc.STATUS === DOC_STATUS.APROVADO && doc.OBSERVACAO_STATUS ? (
            <Text size="sm" c="gray.7">
              Observação: {doc.OBSERVACAO_STATUS}
            </Text>
          ) : null}
          {upload.busy ? (
            <Box>
              <Text size="xs" mb={2} style={{ overflowWrap: 'anywhere' }}>
                Enviando {upload.current}…
              </Text>
              <Progress
                value={Math.round((upload.progress ?? 0) * 100)}
                aria-label={`Enviando ${upload.current ?? 'arquivo'}`}
                animated
              />
            </Box>
          ) : null}
          {upload.failed.length && !upload.busy ? (
            <Alert color="orange" variant="light" p="xs" title="Arquivo não enviado">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {upload.failed.map((f) => f.name).join(', ')}
              </Text>
              <Group gap="xs" mt={6}>
                <Button size="xs" onClick={() => void upload.resend()} disabled={!canAdd}>
                  Enviar novamente
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={upload.discard}>
                  Descartar
                </Button>
              </Group>
            </Alert>
          ) : null}
          <Dropzone.Accept>
            <Text size="sm" fw={600} c="blue.8">
              Solte os arquivos para enviar
            </Text>
          </Dropzone.Accept>
          <Group gap="xs">
            {mayUpload && !approved ? (
              <Button
                size="sm"
                leftSection={<IconUpload size={16} />}
                onClick={() => openRef.current?.()}
                disabled={!canAdd}
                aria-label={`Adicionar arquivo em ${doc.DOCUMENTO}`}
              >
                Adicionar
              </Button>
            ) : null}
            {mayUpload && !approved && phone ? (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconCamera size={16} />}
                onClick={() => cameraRef.current?.click()}
                disabled={!canAdd}
                aria-label={`Câmera — fotografar ${doc.DOCUMENTO}`}
              >
                Câmera
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEye size={16} />}
              onClick={() => onView(doc)}
              disabled={doc.ARQUIVOS === 0}
              aria-label={`Ver arquivos de ${doc.DOCUMENTO}`}
            >
              Ver
            </Button>
          </Group>
        </Stack>
      </Dropzone>
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length) void upload.send(files);
        }}
      />
    </Card>
  );
}
