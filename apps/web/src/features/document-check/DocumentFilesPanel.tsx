/**
 * The image area of the checking screen: the files of the selected document (each image 1 page,
 * each PDF its pages), the chosen one in the image viewer (zoom, rotate, edit, full size) or in
 * the PDF viewer (thumbnails, zoom presets, fit, rotate, print, download).
 */
import { Suspense, useState } from 'react';
import { ActionIcon, Center, Chip, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StoredFileView } from '../../components/viewers/StoredFileView';
import { IconCrop, IconMaximize } from '../../components/viewers/viewerIcons';
import { isApiError } from '../../lib/api';
import type { DocumentFile, DocumentRow } from '@admissao/domain';
import { filePath, getDocumentImagesQueryOptions } from '../../lib/documents';
import { ImageEditDialog } from './lazyDialogs';

const label = (f: DocumentFile, i: number) =>
  f.kind === 'pdf' ? `${i + 1}. PDF (${f.pages} pág.)` : `${i + 1}. Imagem${f.replaces ? ' (editada)' : ''}`;

interface Props {
  candidateId: number;
  doc: DocumentRow;
  mayEdit: boolean;
}

export function DocumentFilesPanel({ candidateId, doc, mayEdit }: Props) {
  const images = useQuery(getDocumentImagesQueryOptions(candidateId, doc.CODTIPODOC));
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<DocumentFile | null>(null);
  const list = images.data?.IMAGES ?? [];
  const current = list.find((f) => f.id === selected) ?? list[0];

  if (images.isPending)
    return (
      <Center mih={300}>
        <Loader aria-label="Carregando arquivos" />
      </Center>
    );
  if (images.isError)
    return (
      <Text c="red.8">
        Erro ao buscar as imagens{isApiError(images.error) ? `: ${images.error.message}` : ''}
      </Text>
    );
  if (!current)
    return (
      <Center mih={300} bg="gray.0" bdrs="md">
        <Text>Documento {doc.DOCUMENTO} não enviado.</Text>
      </Center>
    );
  const index = list.indexOf(current);
  const fullHref = `/image/full?src=${encodeURIComponent(current.url)}&alt=${encodeURIComponent(doc.DOCUMENTO)}`;
  return (
    <Stack gap="xs">
      {list.length > 1 ? (
        <Chip.Group value={String(current.id)} onChange={(v) => setSelected(Number(v))}>
          <Group gap={6} aria-label="Arquivos do documento">
            {list.map((f, i) => (
              <Chip key={f.id} value={String(f.id)} size="xs">
                {label(f, i)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      <StoredFileView
        key={current.id}
        path={filePath(current)}
        kind={current.kind}
        name={`${doc.DOCUMENTO} ${index + 1}`}
        height="calc(100vh - 360px)"
        imageExtra={
          <>
            {mayEdit ? (
              <Tooltip label="Editar imagem (girar e recortar)">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Editar imagem"
                  onClick={() => setEditing(current)}
                >
                  <IconCrop />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <Tooltip label="Abrir em tamanho real">
              <ActionIcon
                component="a"
                href={fullHref}
                target="_blank"
                rel="noopener"
                variant="default"
                size="lg"
                aria-label="Abrir em tamanho real"
              >
                <IconMaximize />
              </ActionIcon>
            </Tooltip>
          </>
        }
      />
      {editing ? (
        <Suspense fallback={null}>
          <ImageEditDialog
            file={editing}
            candidateId={candidateId}
            docId={doc.CODTIPODOC}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setSelected(saved.id);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
