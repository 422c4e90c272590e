/**
 * One document of the candidate's kit in the product's PDF viewer, in a dialog (full screen on a
 * phone): the signing step and the signed documents' card read the same way.
 */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KitDocumentView } from '@admissao/domain';
import { StoredFileView } from '../../../components/viewers/StoredFileView';
import { myKitPdfPath } from '../api/kit';

export function KitReader({ doc, onClose }: { doc: KitDocumentView | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={doc !== null} onClose={onClose} title={doc?.NOME} fullScreen={phone} size="xl">
      {doc ? <StoredFileView path={myKitPdfPath(doc.ID)} kind="pdf" name={doc.NOME} height="75vh" /> : null}
    </Modal>
  );
}
