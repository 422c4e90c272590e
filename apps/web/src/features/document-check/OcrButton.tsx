/**
 * Validar (ADMIN only, spec 1 §6): OCR of the document's images on the server, showing which of
 * the document type's terms were found in the candidate's data and with what confidence.
 */
import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { IconScan } from '../../components/viewers/viewerIcons';
import { documentFilesApi, type OcrAnswer } from '@admissao/domain';
import { call } from '../../lib/call';
import { lazyNamed } from '../../lib/deferred';

// the result's table loads with the first result (issue 15 §4)
const OcrResultDialog = lazyNamed(() => import('./OcrResultDialog'), 'OcrResultDialog');

interface Props {
  candidateId: number;
  doc: { CODTIPODOC: number; DOCUMENTO: string; ARQUIVOS: number };
}

export function OcrButton({ candidateId, doc }: Props) {
  const [result, setResult] = useState<OcrAnswer | null>(null);
  const run = useMutation({
    mutationFn: () =>
      call(documentFilesApi.validationRun, {
        body: { CODCANDIDATO: candidateId, CODTIPODOC: doc.CODTIPODOC },
      }),
    onSuccess: setResult,
    onError: (e) => notifyError('Erro ao validar', isApiError(e) ? e.message : undefined),
  });
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
