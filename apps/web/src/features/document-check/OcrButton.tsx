/**
 * Validar (ADMIN only, spec 1 §6): OCR of the document's images on the server, showing which of
 * the document type's terms were found in the candidate's data and with what confidence.
 */
import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconScan } from '../../components/viewers/viewerIcons';
import { type OcrAnswer } from '@admissao/domain';
import { useRunOcr } from './api/run-ocr';
import { lazyNamed } from '../../lib/deferred';

// the result's table loads with the first result (issue 15 §4)
const OcrResultDialog = lazyNamed(() => import('./OcrResultDialog'), 'OcrResultDialog');

interface Props {
  candidateId: number;
  doc: { CODTIPODOC: number; DOCUMENTO: string; ARQUIVOS: number };
}

export function OcrButton({ candidateId, doc }: Props) {
  const [result, setResult] = useState<OcrAnswer | null>(null);
  const run = useRunOcr(candidateId, doc.CODTIPODOC, setResult);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconScan size={16} />}
        loading={run.isPending}
        disabled={doc.ARQUIVOS === 0}
        onClick={() => run.mutate()}
      >
        Validar
      </Button>
      {result ? (
        <Suspense fallback={null}>
          <OcrResultDialog documento={doc.DOCUMENTO} result={result} onClose={() => setResult(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
