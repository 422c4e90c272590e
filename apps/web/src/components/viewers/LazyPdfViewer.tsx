/** The PDF viewer loaded on first use, so pdf.js stays out of the main bundle. */
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { PdfViewerProps } from './PdfViewer';

const PdfViewer = lazy(() => import('./PdfViewer'));

export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense
      fallback={
        <Center mih={200}>
          <Loader aria-label="Carregando visualizador de PDF" />
        </Center>
      }
    >
      <PdfViewer {...props} />
    </Suspense>
  );
}
