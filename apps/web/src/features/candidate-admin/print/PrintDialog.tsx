/**
 * Imprimir (spec 3 §2, §5): choose the areas (at least one; equipment delivery needs personal
 * data), POST /candidate/print, preview the PDF in the dialog and download it.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { isApiError } from '../../../lib/api';
import { padCode } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { printPdf } from '../api/print-pdf';
import { PRINT_ERROR } from '../actions/messages';
import { SelectionStep, usePrintSelection } from './SelectionStep';

export function PrintDialog({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const choice = usePrintSelection();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // the blob URL lives while it is shown
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const close = () => {
    setUrl(null);
    choice.clearProblem();
    onClose();
  };
  const generate = async () => {
    if (!choice.check()) return;
    setBusy(true);
    try {
      const blob = await printPdf({ CODCANDIDATO: id, CODUSUARIO: user?.CODUSUARIO, ...choice.selection });
      setUrl(URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })));
    } catch (e) {
      notifyError(PRINT_ERROR, isApiError(e) ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  const fileName = `cadastro-${padCode(id)}.pdf`;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={url ? 'Visualização da impressão' : 'Imprimir'}
      size={url ? '90%' : 'lg'}
      centered
    >
      {url ? (
        <Stack gap="sm">
          <iframe
            title="Visualização do PDF"
            src={url}
            style={{ width: '100%', height: '70vh', border: 0 }}
            data-pdf-preview
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUrl(null)}>
              Voltar
            </Button>
            <Button component="a" href={url} download={fileName}>
              Baixar PDF
            </Button>
          </Group>
        </Stack>
      ) : (
        <SelectionStep
          choice={choice}
          actionLabel="Gerar PDF"
          busy={busy}
          onAction={() => void generate()}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
