/**
 * PDF viewer (docs/design.md §7, spec 3 §2): react-pdf with page thumbnails, zoom presets 25 %–500 %,
 * fit width / height / page, zoom steps, rotate, print and download. Loaded lazily (pdf.js is
 * large): import it through ./LazyPdfViewer.
 */
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import {
  ActionIcon,
  Box,
  Group,
  Loader,
  ScrollArea,
  Select,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { FileErrorPlaceholder } from './FileErrorPlaceholder';
import {
  FIT_LABEL,
  fitScale,
  stepZoom,
  ZOOM_PRESETS,
  zoomLabel,
  type FitMode,
  type Size,
  type ZoomChoice,
} from './pdfZoom';
import { printFile, saveUrl } from './fileActions';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPrinter,
  IconRotateRight,
  IconZoomIn,
  IconZoomOut,
} from './viewerIcons';

// must be set in the module that renders react-pdf (react-pdf README)
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfViewerProps {
  /** object URL of the PDF (print, download) */
  url: string;
  /** the PDF itself: pdf.js reads it directly, as the CSP does not let it fetch a blob: URL */
  data: Blob;
  fileName: string;
  height?: number | string;
  /** show the thumbnails column (default true) */
  thumbnails?: boolean;
}

const ZOOM_OPTIONS = [
  ...ZOOM_PRESETS.map((z) => ({ value: String(z), label: zoomLabel(z) })),
  ...(Object.keys(FIT_LABEL) as FitMode[]).map((m) => ({ value: m, label: FIT_LABEL[m] })),
];

export default function PdfViewer({
  url,
  data,
  fileName,
  height = '70vh',
  thumbnails = true,
}: PdfViewerProps) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<ZoomChoice>('width');
  const [rotation, setRotation] = useState(0);
  const [pageSize, setPageSize] = useState<Size>({ width: 0, height: 0 });
  const [failed, setFailed] = useState(false);
  const { ref, width, height: areaHeight } = useElementSize();
  // a little room for the page border and the scrollbar
  const area = { width: Math.max(0, width - 24), height: Math.max(0, areaHeight - 24) };
  const scale = typeof zoom === 'number' ? zoom : fitScale(zoom, area, pageSize, rotation);

  if (failed) return <FileErrorPlaceholder code={0} />;
  return (
    <Box>
      <Group gap={4} mb="xs" wrap="wrap" role="toolbar" aria-label="Ferramentas do PDF">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          <IconChevronLeft />
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          Página {page} de {pages || '…'}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Próxima página"
          disabled={page >= pages}
          onClick={() => setPage((p) => Math.min(pages, p + 1))}
        >
          <IconChevronRight />
        </ActionIcon>
        <Tooltip label="Diminuir zoom">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Diminuir zoom"
            onClick={() => setZoom(stepZoom(scale, -1))}
          >
            <IconZoomOut />
          </ActionIcon>
        </Tooltip>
        <Select
          aria-label="Zoom"
          w={170}
          size="sm"
          data={
            typeof zoom === 'number' && !ZOOM_PRESETS.some((z) => z === zoom)
              ? [{ value: String(zoom), label: zoomLabel(zoom) }, ...ZOOM_OPTIONS]
              : ZOOM_OPTIONS
          }
          value={String(zoom)}
          allowDeselect={false}
          onChange={(v) => v && setZoom(v in FIT_LABEL ? (v as FitMode) : Number(v))}
        />
        <Tooltip label="Aumentar zoom">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Aumentar zoom"
            onClick={() => setZoom(stepZoom(scale, 1))}
          >
            <IconZoomIn />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Girar">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Girar página"
            onClick={() => setRotation((r) => (r + 90) % 360)}
          >
            <IconRotateRight />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Imprimir">
          <ActionIcon variant="default" size="lg" aria-label="Imprimir" onClick={() => printFile(url)}>
            <IconPrinter />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Baixar">
          <ActionIcon variant="default" size="lg" aria-label="Baixar" onClick={() => saveUrl(url, fileName)}>
            <IconDownload />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Document
        file={data}
        suspense={false}
        rotate={rotation}
        loading={<Loader aria-label="Carregando PDF" />}
        error={<FileErrorPlaceholder code={0} />}
        noData={<Text>Arquivo PDF não informado</Text>}
        onLoadSuccess={(pdf) => {
          setPages(pdf.numPages);
          setPage((p) => Math.min(p, pdf.numPages));
        }}
        onLoadError={() => setFailed(true)}
      >
        <Group align="stretch" gap="xs" wrap="nowrap" h={height}>
          {thumbnails && pages > 1 ? (
            <ScrollArea w={120} miw={120} h="100%" aria-label="Miniaturas das páginas">
              <Box p={4}>
                {Array.from({ length: pages }, (_, i) => (
                  <Box
                    key={i}
                    mb={6}
                    p={2}
                    bd={
                      i + 1 === page
                        ? '2px solid var(--mantine-primary-color-filled)'
                        : '2px solid transparent'
                    }
                    bdrs="sm"
                  >
                    {/* a Page in a button: react-pdf's Thumbnail is a link with no name */}
                    <UnstyledButton
                      display="block"
                      aria-label={`Ir para a página ${i + 1}`}
                      aria-current={i + 1 === page ? 'page' : undefined}
                      onClick={() => setPage(i + 1)}
                    >
                      <Page
                        pageNumber={i + 1}
                        width={100}
                        suspense={false}
                        renderTextLayer={false}
                        renderAnnotationLayer={false}
                        loading=""
                      />
                    </UnstyledButton>
                    <Text size="xs" ta="center">
                      {i + 1}
                    </Text>
                  </Box>
                ))}
              </Box>
            </ScrollArea>
          ) : null}
          <Box
            ref={ref}
            flex={1}
            miw={0}
            bg="gray.1"
            bdrs="sm"
            style={{ overflow: 'auto' }}
            data-testid="pdf-page-area"
            // scrollable when zoomed: reachable with the keyboard
            tabIndex={0}
            role="region"
            aria-label={`Página ${page} do PDF`}
          >
            <Box p={12} w="max-content" mx="auto">
              <Page
                pageNumber={page}
                scale={scale}
                suspense={false}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={<Loader size="sm" aria-label="Carregando página" />}
                onLoadSuccess={(p) => setPageSize({ width: p.originalWidth, height: p.originalHeight })}
              />
            </Box>
          </Box>
        </Group>
      </Document>
    </Box>
  );
}
