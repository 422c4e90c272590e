/**
 * The "Ações" column of the admin lists: icons with a tooltip that names the action and an
 * accessible name that also names the row ('Editar Matriz'), aligned right.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '../icons';

/** The column definition: accessor 'acoes', title 'Ações', right-aligned. */
export function actionsColumn<T>(width: number, render: (record: T) => ReactNode) {
  return { accessor: 'acoes', title: 'Ações', textAlign: 'right' as const, width, render };
}

/** The icons of one row, kept on one line; `stopRowClick` where a click on the row opens it. */
export function RowActions({
  children,
  stopRowClick = false,
}: {
  children: ReactNode;
  stopRowClick?: boolean;
}) {
  return (
    <Group
      gap={4}
      justify="flex-end"
      wrap="nowrap"
      onClick={stopRowClick ? (e) => e.stopPropagation() : undefined}
    >
      {children}
    </Group>
  );
}

export function EditRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Editar">
      <ActionIcon variant="subtle" aria-label={`Editar ${name}`} onClick={onClick}>
        <IconEdit />
      </ActionIcon>
    </Tooltip>
  );
}

export function DeleteRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Excluir">
      <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${name}`} onClick={onClick}>
        <IconTrash />
      </ActionIcon>
    </Tooltip>
  );
}
