/**
 * Finalizar asks first (issue 30 §3): after sending, the data cannot be changed until HR asks for
 * a correction. Loaded when Finalizar is first pressed (PageActions.tsx).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { COLORS } from '../colors';

export const FINALIZE_CONFIRM = {
  title: 'Enviar os dados para conferência?',
  text: 'Depois do envio, os seus dados e documentos não poderão ser alterados, a não ser que o RH peça uma correção.',
  next: 'O RH confere tudo e avisa por e-mail se precisar de algo; depois, entra em contato sobre o exame admissional.',
  confirm: 'Enviar dados',
  cancel: 'Voltar',
} as const;

interface Props {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function FinalizeDialog({ opened, onClose, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={FINALIZE_CONFIRM.title} centered>
      <Stack gap="md">
        <Text size="sm">{FINALIZE_CONFIRM.text}</Text>
        <Text size="sm">{FINALIZE_CONFIRM.next}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {FINALIZE_CONFIRM.cancel}
          </Button>
          <Button
            color={COLORS.valid}
            onClick={() => {
              onClose();
              onConfirm();
            }}
            data-autofocus
          >
            {FINALIZE_CONFIRM.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
