/**
 * What the staff view's edit dialogs share (registration, a staff-only section, custom fields): the
 * modal that mounts its form only while open, the Cancelar / Gravar row, a stored value as its input
 * text, and how a refused save is shown (on the field the API names, and as a notice).
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { formatDateBR, type FieldDef } from '@admissao/domain';
import type { FormValues } from '../../../components/fields/RegistryFormFields';
import { isApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';

export function EditDialog(props: {
  opened: boolean;
  title: string;
  onClose: () => void;
  size?: string;
  children: () => ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size={props.size} centered>
      {props.opened ? props.children() : null}
    </Modal>
  );
}

export function SaveRow(props: {
  saving: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
        Cancelar
      </Button>
      <Button onClick={props.onSave} loading={props.saving} disabled={props.disabled}>
        Gravar
      </Button>
    </Group>
  );
}

/** How a stored value reads in its input (dates dd/mm/aaaa, decimals with a comma). */
export function inputText(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (f.type === 'date') return formatDateBR(String(v).slice(0, 10));
  if (f.type === 'decimal') return Number(v).toFixed(2).replace('.', ',');
  return String(v);
}

/** The form's texts of `fields`, read from the record by name. */
export const inputTexts = (
  fields: readonly FieldDef[],
  record: Readonly<Record<string, unknown>>,
): FormValues => Object.fromEntries(fields.map((f) => [f.name, inputText(f, record[f.name])]));

/** A refused save: the message on the field the API names (when a form is given) and as a notice. */
export function showSaveError(
  title: string,
  e: unknown,
  form?: { setErrors: (errors: Record<string, string>) => void },
): void {
  if (!isApiError(e)) {
    notifyError(title);
    return;
  }
  if (form && typeof e.body.field === 'string') form.setErrors({ [e.body.field]: e.message });
  notifyError(title, e.message);
}
