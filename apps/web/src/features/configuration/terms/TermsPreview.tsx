/**
 * The terms as the candidate's dialog shows them (TermsDialog): the text and the two checkboxes,
 * here inert. Shown for the published text and, as the confirmation of 'Restaurar texto padrão',
 * for the default — both HTML the API sanitised, never a draft typed here (RichTextView).
 */
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { RichTextView } from '../../../components/rich-text';

interface Props {
  html: string;
  opened: boolean;
  onClose: () => void;
  title: string;
  /** what the preview is of, above the text */
  note: string;
  /** the action the preview confirms (absent: a preview only) */
  confirm?: { label: string; onConfirm: () => void; loading: boolean };
}

export function TermsPreview({ html, opened, onClose, title, note, confirm }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{note}</Text>
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars fz="sm">
          <RichTextView html={html} label="Pré-visualização dos termos de uso" />
        </ScrollArea.Autosize>
        <Checkbox label="Li e concordo com os termos de uso" disabled />
        <Checkbox label="Li as dúvidas frequentes" disabled />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={confirm?.loading}>
            {confirm ? 'Cancelar' : 'Fechar pré-visualização'}
          </Button>
          {confirm ? (
            <Button onClick={confirm.onConfirm} loading={confirm.loading}>
              {confirm.label}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
