/**
 * The Enviar Documentos tab of /dados (spec 2 §2.1, §2.4, §4.1, §6): one tile per document type
 * that applies to the candidate. Sending is allowed in the statuses of candidateMayUpload and
 * removal in those of candidateMayRemoveImage (the API enforces both).
 */
import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { candidateMayRemoveImage, candidateMayUpload, DOC_MSG, DOC_STATUS, MSG } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import type { DocumentRow } from '@admissao/domain';
import { getDocumentsQueryOptions } from '../../lib/documents';
import { retryOnceUnlessRepeated } from '../../lib/queries/retry';
import { useSession } from '../../lib/session';
import { DocumentFilesDialog } from './DocumentFilesDialog';
import { DocumentTile } from './DocumentTile';
import { LoadingText } from '../../components/LoadingText';

export interface DocumentsTabProps {
  candidateId: number;
  /** the candidate's CODSTATUS */
  candidateStatus: number;
  /** called after a file is sent or removed (the page reloads its validity flags) */
  onChanged: () => void;
}

export function DocumentsTab({ candidateId, candidateStatus, onChanged }: DocumentsTabProps) {
  const { user } = useSession();
  // the API ignores CODUSUARIO for a candidate; the candidate's own code is what the spec sends
  const userId = user?.CODUSUARIO ?? candidateId;
  const list = useQuery({ ...getDocumentsQueryOptions(candidateId), retry: retryOnceUnlessRepeated });
  const [viewing, setViewing] = useState<number | null>(null);
  const mayUpload = candidateMayUpload(candidateStatus);
  const mayRemove = candidateMayRemoveImage(candidateStatus);
  const rows = list.data ?? [];
  const viewed = rows.find((r) => r.CODTIPODOC === viewing) ?? null;

  if (list.isPending) return <LoadingText>Carregando documentos...</LoadingText>;
  if (list.isError)
    return (
      <Alert color="red" title={MSG.fetchError}>
        <Text size="sm" mb="sm">
          {isApiError(list.error) ? list.error.message : 'Não foi possível carregar os documentos.'}
        </Text>
        <Button variant="default" onClick={() => void list.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Envie uma foto ou arquivo de cada documento (jpg, jpeg, png, heic ou pdf; até 5 MB por arquivo; fotos
        grandes são reduzidas antes do envio). Documentos com várias páginas podem ter vários arquivos.
      </Text>
      {mayUpload ? null : (
        <Alert color="blue" variant="light" title="Envio indisponível">
          {DOC_MSG.uploadStatusLocked}
        </Alert>
      )}
      {rows.length === 0 ? <Text>Documentos não encontrados...</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {rows.map((doc: DocumentRow) => (
          <DocumentTile
            key={doc.CODTIPODOC}
            doc={doc}
            candidateId={candidateId}
            userId={userId}
            mayUpload={mayUpload}
            onView={(d) => setViewing(d.CODTIPODOC)}
            onChanged={onChanged}
          />
        ))}
      </SimpleGrid>
      <DocumentFilesDialog
        doc={viewed}
        candidateId={candidateId}
        userId={userId}
        mayRemove={mayRemove && viewed?.STATUS !== DOC_STATUS.APROVADO}
        onClose={() => setViewing(null)}
        onChanged={onChanged}
      />
    </Stack>
  );
}
