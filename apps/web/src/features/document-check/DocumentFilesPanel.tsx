/**
 * The image area of the checking screen: the files of the selected document (each image 1 page,
 * each PDF its pages), the chosen one in the image viewer (zoom, rotate, edit, full size) or in
 * the PDF viewer (thumbnails, zoom presets, fit, rotate, print, download). The viewer is as tall
 * as the viewport leaves (useFillHeight). A document sent again opens on the new file and names
 * the refused ones 'substituído' (resentFiles.ts).
 */
import { Suspense, useRef, useState } from 'react';
import { ActionIcon, Center, Chip, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StoredFileView } from '../../components/viewers/StoredFileView';
import { IconCrop, IconMaximize } from '../../components/viewers/viewerIcons';
import { isApiError } from '../../lib/api';
import type { DocumentFile, DocumentRow } from '@admissao/domain';
import { DOC_STATUS } from '@admissao/domain';
import { filePath, getDocumentImagesQueryOptions, getObservationsQueryOptions } from '../../lib/documents';
import { ImageEditDialog } from './lazyDialogs';
import { lastRefusalAt, resentFiles } from './resentFiles';
import { useFillHeight } from './useFillHeight';

const label = (f: DocumentFile, i: number) =>
  f.kind === 'pdf' ? `${i + 1}. PDF (${f.pages} pág.)` : `${i + 1}. Imagem${f.replaces ? ' (editada)' : ''}`;

/** the image viewer's own toolbar (zoom, rotate…) above the image: 34 px buttons + 10 px gap */
const VIEWER_TOOLBAR_PX = 44;
/** a phone still shows a usable image, the page scrolls */
const MIN_VIEWER_PX = 320;

interface Props {
  candidateId: number;
  doc: DocumentRow;
  mayEdit: boolean;
}

/** the file chips (24 px) and the 'substituído' note (19 px), each with the 10 px gap */
const CHIPS_PX = 34;
const NOTE_PX = 29;

export function DocumentFilesPanel(props: Props) {
  const area = useRef<HTMLDivElement>(null);
  const room = useFillHeight(area, MIN_VIEWER_PX);
  return (
    <div ref={area}>
      <FilesOfDocument {...props} room={room} />
    </div>
  );
}

function FilesOfDocument({ candidateId, doc, mayEdit, room }: Props & { room: number }) {
  const images = useQuery(getDocumentImagesQueryOptions(candidateId, doc.CODTIPODOC));
  // the same cached call as the toolbar's Observações: when the document was last refused
  const resent = doc.STATUS === DOC_STATUS.REENVIADO;
  const observations = useQuery({
    ...getObservationsQueryOptions(candidateId, doc.CODTIPODOC),
    enabled: resent,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<DocumentFile | null>(null);
  const list = images.data?.IMAGES ?? [];
  const { replaced, first } = resentFiles(doc.STATUS, list, lastRefusalAt(observations.data));
  const current = list.find((f) => f.id === selected) ?? first ?? list[0];

  // a resent document waits for its observations, so it opens on the new file, not the old one first
  if (images.isPending || (resent && observations.isPending))
    return (
      <Center mih={room}>
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
      <Center mih={room} bg="gray.0" bdrs="md">
        <Text>Documento {doc.DOCUMENTO} não enviado.</Text>
      </Center>
    );
  const index = list.indexOf(current);
  const extra =
    VIEWER_TOOLBAR_PX + (list.length > 1 ? CHIPS_PX : 0) + (replaced.has(current.id) ? NOTE_PX : 0);
  const height = Math.max(MIN_VIEWER_PX, room - extra);
  const fullHref = `/image/full?src=${encodeURIComponent(current.url)}&alt=${encodeURIComponent(doc.DOCUMENTO)}`;
  return (
    <Stack gap="xs">
      {list.length > 1 ? (
        <Chip.Group value={String(current.id)} onChange={(v) => setSelected(Number(v))}>
          <Group gap={6} aria-label="Arquivos do documento">
            {list.map((f, i) => (
              <Chip key={f.id} value={String(f.id)} size="xs" data-replaced={replaced.has(f.id) || undefined}>
                {label(f, i)}
                {replaced.has(f.id) ? ' · substituído' : first?.id === f.id ? ' · novo' : ''}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {replaced.has(current.id) ? (
        <Text size="xs" c="red.9" fw={700}>
          Arquivo substituído: recusado antes do reenvio do candidato.
        </Text>
      ) : null}
      <StoredFileView
        key={current.id}
        path={filePath(current)}
        kind={current.kind}
        name={`${doc.DOCUMENTO} ${index + 1}`}
        height={height}
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
