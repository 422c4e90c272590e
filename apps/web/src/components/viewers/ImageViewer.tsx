/**
 * An image with zoom (buttons, Ctrl + wheel) and rotation. The image keeps its aspect ratio and
 * fits the area at 100 %; larger zooms scroll. Rotation is a view only (editing is elsewhere).
 */
import { useState, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconMaximize, IconRotateLeft, IconRotateRight, IconZoomIn, IconZoomOut } from './viewerIcons';

export const IMAGE_ZOOM = { min: 0.25, max: 5, step: 0.25 } as const;

const clampZoom = (z: number) =>
  Math.min(IMAGE_ZOOM.max, Math.max(IMAGE_ZOOM.min, Math.round(z * 100) / 100));

export interface ImageViewerProps {
  src: string;
  alt: string;
  /** height of the viewing area (CSS) */
  height?: number | string;
  /** buttons shown after the viewer's own (e.g. edit, full size) */
  extra?: ReactNode;
}

export function ImageViewer({ src, alt, height = '60vh', extra }: ImageViewerProps) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  return (
    <Box>
      <Group gap={4} mb="xs" wrap="wrap">
        <Tooltip label="Diminuir zoom">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Diminuir zoom"
            disabled={zoom <= IMAGE_ZOOM.min}
            onClick={() => setZoom((z) => clampZoom(z - IMAGE_ZOOM.step))}
          >
            <IconZoomOut />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" aria-live="polite" aria-label={`Zoom ${Math.round(zoom * 100)}%`}>
          {Math.round(zoom * 100)}%
        </Text>
        <Tooltip label="Aumentar zoom">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Aumentar zoom"
            disabled={zoom >= IMAGE_ZOOM.max}
            onClick={() => setZoom((z) => clampZoom(z + IMAGE_ZOOM.step))}
          >
            <IconZoomIn />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Ajustar à área">
          <ActionIcon variant="default" size="lg" aria-label="Ajustar à área" onClick={() => setZoom(1)}>
            <IconMaximize />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Girar à esquerda">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Girar à esquerda"
            onClick={() => setRotation((r) => (r + 270) % 360)}
          >
            <IconRotateLeft />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Girar à direita">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Girar à direita"
            onClick={() => setRotation((r) => (r + 90) % 360)}
          >
            <IconRotateRight />
          </ActionIcon>
        </Tooltip>
        {extra}
      </Group>
      <Box
        h={height}
        bg="gray.1"
        bdrs="sm"
        style={{ overflow: 'auto' }}
        // scrollable when zoomed: reachable with the keyboard
        tabIndex={0}
        role="region"
        aria-label={`Área da imagem: ${alt}`}
        onWheel={(e) => {
          if (!e.ctrlKey) return;
          e.preventDefault();
          setZoom((z) => clampZoom(z + (e.deltaY < 0 ? IMAGE_ZOOM.step : -IMAGE_ZOOM.step)));
        }}
      >
        <img
          src={src}
          alt={alt}
          data-rotation={rotation}
          data-zoom={zoom}
          style={{
            // at 100 % or less the whole image fits the box; above it grows and the box scrolls
            width: zoom <= 1 ? '100%' : `${zoom * 100}%`,
            height: zoom <= 1 ? '100%' : 'auto',
            maxWidth: 'none',
            objectFit: 'contain',
            transform: `rotate(${rotation}deg) scale(${zoom < 1 ? zoom : 1})`,
            transformOrigin: 'center',
            transition: 'transform 120ms',
            display: 'block',
          }}
        />
      </Box>
    </Box>
  );
}
