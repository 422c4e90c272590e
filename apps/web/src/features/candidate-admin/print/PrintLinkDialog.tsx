/**
 * A print link for someone without a sign-in (spec 1 §2, §6): the areas it may show (letters
 * A–I) and how long it lasts; the server signs it. The link is shown with a copy button.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { checkPrintSelection, printLettersOf, type PrintSelection } from '@admissao/domain';
import { CopyField } from '../../../components/CopyField';
import { isApiError } from '../../../lib/api';
import { formatDateTimeBR } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { createPrintLink, type PrintLinkAnswer } from '../api';
import { allSections, SectionChoice } from './SectionChoice';

const DURATIONS = [
  { value: '1', label: '1 hora' },
  { value: '8', label: '8 horas' },
  { value: '24', label: '24 horas' },
  { value: '72', label: '3 dias' },
  { value: '168', label: '7 dias' },
];

export function PrintLinkDialog({
  id,
  opened,
  onClose,
}: {
  id: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { user } = useSession();
  const [selection, setSelection] = useState<PrintSelection>(allSections);
  const [hours, setHours] = useState('24');
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<PrintLinkAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setLink(null);
    setProblem(null);
    onClose();
  };
  const create = async () => {
    const issue = checkPrintSelection(selection);
    setProblem(issue);
    if (issue) return;
    setBusy(true);
    try {
      setLink(await createPrintLink(id, user?.CODUSUARIO, printLettersOf(selection), Number(hours)));
    } catch (e) {
      notifyError('Erro ao gerar', isApiError(e) ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Link de impressão"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {link ? (
        <Stack gap="sm">
          <CopyField label="Link" value={link.LINK} />
          <Text size="sm">
            Permissões: {link.PERMISSOES} · válido até {formatDateTimeBR(link.EXPIRA)}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Fechar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <SectionChoice
            withLetters
            value={selection}
            onChange={(next) => {
              setSelection(next);
              setProblem(null);
            }}
          />
          <Select
            label="Validade"
            data={DURATIONS}
            value={hours}
            onChange={(v) => v && setHours(v)}
            allowDeselect={false}
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button onClick={() => void create()} loading={busy}>
              Gerar link
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
