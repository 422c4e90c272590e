/**
 * The files of one document: pick a file, see it (image viewer or PDF viewer) and, when the
 * candidate's status allows it, remove it.
 */
import { useState } from 'react';
import { Button, Center, Chip, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { type DocumentFile, type DocumentRow } from '@admissao/domain';
import { IconTrash } from '../../components/icons';
import { StoredFileView } from '../../components/viewers/StoredFileView';
import { isApiError } from '../../lib/api';
import { filePath, getDocumentImagesQueryOptions } from '../../lib/documents';
import { useRemoveDocumentFile } from './api/remove-document-file';

interface Props {
  doc: DocumentRow | null;
  candidateId: number;
  userId: number;
  mayRemove: boolean;
  onClose: () => void;
  onChanged: () => void;
}

export const fileLabel = (f: DocumentFile, i: number) =>
  f.kind === 'pdf'
    ? `Arquivo ${i + 1} (PDF, ${f.pages} ${f.pages === 1 ? 'página' : 'páginas'})`
    : `Arquivo ${i + 1} (imagem)`;

export function DocumentFilesDialog({ doc, candidateId, userId, mayRemove, onClose, onChanged }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={doc !== null} onClose={onClose} title={doc?.DOCUMENTO ?? ''} size="xl" fullScreen={phone}>
      {doc ? (
        <FilesBody
          doc={doc}
          candidateId={candidateId}
          userId={userId}
          mayRemove={mayRemove}
          onChanged={onChanged}
          onEmpty={onClose}
        />
      ) : null}
    </Modal>
  );
}

function FilesBody({
  doc,
  candidateId,
  userId,
  mayRemove,
  onChanged,
  onEmpty,
}: Omit<Props, 'doc' | 'onClose'> & { doc: DocumentRow; onEmpty: () => void }) {
  const images = useQuery(getDocumentImagesQueryOptions(candidateId, doc.CODTIPODOC));
  const [selected, setSelected] = useState<number | null>(null);
  const list = images.data?.IMAGES ?? [];
  const current = list.find((f) => f.id === selected) ?? list[0];

  const remove = useRemoveDocumentFile({ candidateId, CODTIPODOC: doc.CODTIPODOC, userId }, (answer) => {
    onChanged();
    setSelected(null);
    if (answer.ARQUIVOS === 0) onEmpty();
  });

  const confirmRemove = (f: DocumentFile, i: number) =>
    modals.openConfirmModal({
      title: 'Remover arquivo',
      children: (
        <Text size="sm">
          Remover o {fileLabel(f, i).toLowerCase()} de {doc.DOCUMENTO}?
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(f),
    });

  if (images.isPending)
    return (
      <Center mih={200}>
        <Loader aria-label="Carregando arquivos" />
      </Center>
    );
  if (images.isError)
    return (
      <Text c="red.8">
        Erro ao buscar as imagens{isApiError(images.error) ? `: ${images.error.message}` : ''}
      </Text>
    );
  if (!current) return <Text>Documento {doc.DOCUMENTO} não enviado.</Text>;
  const index = list.indexOf(current);
  return (
    <Stack gap="sm">
      {list.length > 1 ? (
        <Chip.Group value={String(current.id)} onChange={(v) => setSelected(Number(v))}>
          <Group gap="xs" role="radiogroup" aria-label="Arquivos do documento">
            {list.map((f, i) => (
              <Chip key={f.id} value={String(f.id)} size="sm">
                {fileLabel(f, i)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : (
        <Text size="sm">{fileLabel(current, 0)}</Text>
      )}
      <StoredFileView
        key={current.id}
        path={filePath(current)}
        kind={current.kind}
        name={`${doc.DOCUMENTO} - ${fileLabel(current, index)}`}
        height="55vh"
      />
      {mayRemove ? (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => confirmRemove(current, index)}
          >
            Remover arquivo
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
