/**
 * The candidate's own lists (dependents, authorized persons) edit and remove a row the same
 * way: two icons named after the row, and a confirmation before removing.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconTrash } from '../../components/icons';

interface Props {
  /** who the row is (the icons' names: 'Editar <name>', 'Remover <name>') */
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

export function RowEditRemove({ name, disabled, onEdit, onRemove }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Editar ${name}`} disabled={disabled} onClick={onEdit}>
        <IconEdit size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remover ${name}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Asks before removing a row; `question` is the dialog's text. */
export function confirmRemoval({
  title,
  question,
  onConfirm,
}: {
  title: string;
  question: ReactNode;
  onConfirm: () => Promise<void>;
}) {
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Fechar' },
    title,
    centered: true,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: 'Remover', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
