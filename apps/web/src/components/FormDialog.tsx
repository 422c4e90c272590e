/**
 * The add / edit dialogs of the admin screens all have one frame: a form named by the
 * dialog's title, its fields stacked, and Cancelar / Salvar at the foot.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Modal, Stack, type MantineSize, type MantineSpacing } from '@mantine/core';

/** Cancelar and Salvar (a submit button, busy while the form is submitted); no Cancelar without `onCancel`. */
export function SaveCancelActions({
  onCancel,
  saving,
  mt,
}: {
  onCancel?: () => void;
  saving: boolean;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
      ) : null}
      <Button type="submit" loading={saving}>
        Salvar
      </Button>
    </Group>
  );
}

/** What a list page gives its add / edit dialog: `onSubmit` resolves true once saved, and the dialog closes. */
export interface EditDialogProps<Values> {
  opened: boolean;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<boolean>;
}

interface Props {
  opened: boolean;
  title: string;
  /** 'lg' unless told: most of these forms set fields side by side */
  size?: MantineSize;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
}

export function FormDialog({ opened, title, size = 'lg', onClose, onSubmit, submitting, children }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {children}
          <SaveCancelActions onCancel={onClose} saving={submitting} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
