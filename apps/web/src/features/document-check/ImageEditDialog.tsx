/**
 * Image editing (spec 3 §2): rotate in quarter turns and drag a crop box on the preview; saving
 * sends POST /candidate/documents/image/edit, which stores a new version (the original is kept).
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ActionIcon, Box, Button, Center, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { FileErrorPlaceholder } from '../../components/viewers/FileErrorPlaceholder';
import { errorCode, useProtectedFile } from '../../components/viewers/useProtectedFile';
import { IconRotateLeft, IconRotateRight } from '../../components/viewers/viewerIcons';
import { type DocumentFile } from '@admissao/domain';
import { filePath } from '../../lib/documents';
import { useEditImage } from './api/edit-image';
import {
  boxBetween,
  rotatedSize,
  rotateLeft,
  rotateRight,
  toImagePixels,
  type Box as CropBox,
  type Rotation,
} from './crop';

const PREVIEW = { w: 720, h: 480 };

interface Props {
  file: DocumentFile | null;
  candidateId: number;
  docId: number;
  onClose: () => void;
  onSaved: (file: DocumentFile) => void;
}

export function ImageEditDialog({ file, candidateId, docId, onClose, onSaved }: Props) {
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title="Editar imagem"
      size="auto"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {file ? (
        <Editor file={file} candidateId={candidateId} docId={docId} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

function Editor({ file, candidateId, docId, onClose, onSaved }: Props & { file: DocumentFile }) {
  const loaded = useProtectedFile(filePath(file));
  const canvas = useRef<HTMLCanvasElement>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [crop, setCrop] = useState<CropBox | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    const image = new Image();
    image.onload = () => setImg(image);
    image.src = loaded.data.url;
  }, [loaded.data]);

  const natural = img ? rotatedSize(img.naturalWidth, img.naturalHeight, rotation) : { w: 1, h: 1 };
  const scale = Math.min(1, PREVIEW.w / natural.w, PREVIEW.h / natural.h);
  const view = { w: Math.round(natural.w * scale), h: Math.round(natural.h * scale) };

  useEffect(() => {
    const c = canvas.current;
    if (!c || !img) return;
    c.width = view.w;
    c.height = view.h;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.save();
    ctx.translate(view.w / 2, view.h / 2);
    ctx.rotate((rotation * Math.PI) / 180);
    const dw = img.naturalWidth * scale;
    const dh = img.naturalHeight * scale;
    ctx.drawImage(img, -dw / 2, -dh / 2, dw, dh);
    ctx.restore();
  }, [img, rotation, scale, view.w, view.h]);

  const save = useEditImage(onSaved);
  const send = () => {
    const RECORTE = crop ? toImagePixels(crop, scale, natural.w, natural.h) : null;
    save.mutate({
      CODCANDIDATO: candidateId,
      CODTIPODOC: docId,
      CODIMAGEM: file.id,
      ROTACAO: rotation,
      ...(RECORTE ? { RECORTE } : {}),
    });
  };

  const point = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const turn = (next: Rotation) => {
    setRotation(next);
    setCrop(null);
  };

  if (loaded.isError) return <FileErrorPlaceholder code={errorCode(loaded.error)} />;
  if (!img)
    return (
      <Center mih={240} miw={320}>
        <Loader aria-label="Carregando imagem" />
      </Center>
    );
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Tooltip label="Girar à esquerda">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Girar à esquerda"
            onClick={() => turn(rotateLeft(rotation))}
          >
            <IconRotateLeft />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Girar à direita">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Girar à direita"
            onClick={() => turn(rotateRight(rotation))}
          >
            <IconRotateRight />
          </ActionIcon>
        </Tooltip>
        <Text size="sm">Arraste sobre a imagem para recortar.</Text>
        {crop ? (
          <Button size="xs" variant="subtle" onClick={() => setCrop(null)}>
            Limpar recorte
          </Button>
        ) : null}
      </Group>
      <Box
        pos="relative"
        w={view.w}
        h={view.h}
        style={{ touchAction: 'none', cursor: 'crosshair', userSelect: 'none', overflow: 'hidden' }}
        data-testid="edit-preview"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          start.current = point(e);
          setCrop(null);
        }}
        onPointerMove={(e) => {
          if (start.current) setCrop(boxBetween(start.current, point(e), view.w, view.h));
        }}
        onPointerUp={() => {
          start.current = null;
        }}
      >
        <canvas ref={canvas} aria-label="Prévia da imagem" role="img" style={{ display: 'block' }} />
        {crop ? (
          <Box
            pos="absolute"
            left={crop.x}
            top={crop.y}
            w={crop.width}
            h={crop.height}
            style={{
              border: '2px dashed #fff',
              outline: '1px solid #000',
              boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
            }}
            aria-hidden
          />
        ) : null}
      </Box>
      <Text size="xs" c="gray.7">
        A imagem alterada é salva como uma nova versão; o original é mantido.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={send} loading={save.isPending} disabled={rotation === 0 && !crop}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
