/**
 * One stored file shown in the right viewer: an image with zoom and rotate, a PDF with the PDF
 * viewer; a failed load shows the placeholder with the HTTP code.
 */
import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { FileErrorPlaceholder } from './FileErrorPlaceholder';
import { ImageViewer } from './ImageViewer';
import { LazyPdfViewer } from './LazyPdfViewer';
import { errorCode, useProtectedFile } from './useProtectedFile';

export interface StoredFileViewProps {
  /** API path of the file (without /api) */
  path: string;
  kind: 'image' | 'pdf';
  /** accessible name of the image / name of the downloaded PDF */
  name: string;
  height?: number | string;
  /** extra buttons for the image toolbar */
  imageExtra?: ReactNode;
}

export function StoredFileView({ path, kind, name, height = '60vh', imageExtra }: StoredFileViewProps) {
  const file = useProtectedFile(path);
  if (file.isError) return <FileErrorPlaceholder code={errorCode(file.error)} minHeight={240} />;
  if (!file.data)
    return (
      <Center mih={240}>
        <Loader aria-label="Carregando arquivo" />
      </Center>
    );
  return kind === 'pdf' ? (
    <LazyPdfViewer
      url={file.data.url}
      data={file.data.blob}
      fileName={name.endsWith('.pdf') ? name : `${name}.pdf`}
      height={height}
    />
  ) : (
    <ImageViewer src={file.data.url} alt={name} height={height} extra={imageExtra} />
  );
}
