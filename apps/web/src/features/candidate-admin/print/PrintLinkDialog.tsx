/**
 * A print link for someone without a sign-in (spec 1 §2, §6): the areas it may show (letters
 * A–I) and how long it lasts; the server signs it. The link is shown with a copy button.
 */
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { printLettersOf, type PrintLinkAnswer } from '@admissao/domain';
import { CopyField } from '../../../components/CopyField';
import { SharedLinkList } from '../../../components/SharedLinkList';
import { formatDateTimeBR } from '@admissao/domain';
import { useTask } from '../../../lib/useTask';
import { useSession } from '../../../lib/session';
import { useRefreshSharedLinks } from '../../../lib/shared-links';
import { createPrintLink } from '../api/create-print-link';
import { SelectionStep, usePrintSelection } from './SelectionStep';

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
  const choice = usePrintSelection();
  const [hours, setHours] = useState('24');
  const [link, setLink] = useState<PrintLinkAnswer | null>(null);
  const refreshPrintLinks = useRefreshSharedLinks('impressao', id);

  const close = () => {
    setLink(null);
    choice.clearProblem();
    onClose();
  };
  const generate = useTask(async () => {
    setLink(
      await createPrintLink({
        CODCANDIDATO: id,
        CODUSUARIO: user?.CODUSUARIO,
        PERMISSOES: printLettersOf(choice.selection),
        HORAS: Number(hours),
      }),
    );
    await refreshPrintLinks();
  }, 'Erro ao gerar');
  const create = async () => {
    if (choice.check()) await generate.run();
  };
  return (
    <Modal opened={opened} onClose={close} title="Link de impressão" size="lg" centered>
      {link ? (
        <Stack gap="sm">
          <CopyField label="Link" value={link.LINK} />
          <Text size="sm">
            Permissões: {link.PERMISSOES} · válido até {formatDateTimeBR(link.EXPIRA)}
          </Text>
          <SharedLinkList type="impressao" codcandidato={id} />
          <Group justify="flex-end">
            <Button onClick={close}>Fechar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <SelectionStep
            choice={choice}
            withLetters
            actionLabel="Gerar link"
            busy={generate.running}
            onAction={() => void create()}
            onCancel={close}
          >
            <Select
              label="Validade"
              data={DURATIONS}
              value={hours}
              onChange={(v) => v && setHours(v)}
              allowDeselect={false}
            />
          </SelectionStep>
          <SharedLinkList type="impressao" codcandidato={id} />
        </Stack>
      )}
    </Modal>
  );
}
