/**
 * Status change (spec 3 §4, §5): to 5, 11, 12 or 14 but not the current one, with a note of up
 * to 200 characters; both required. Shared by the staff candidate view and the checking screen;
 * each passes what to reload once the status changed. Staff pick a status by its name (issue 30):
 * the code is the API's business, not the reader's.
 */
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { STAFF_TARGET_STATUSES, STATUS_NOTE_MAX, LIFECYCLE_MESSAGES } from '@admissao/domain';
import { isApiError } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import { useSession } from '../lib/session';
import { changeCandidateStatus, statusLookup, useStatusList } from '../lib/status';

/** Spec 3 §8: 'Erro ao realizar ação!' with the server's message on a status change failure. */
const STATUS_CHANGE_ERROR = 'Erro ao realizar ação!';

export interface StatusChangeDialogProps {
  opened: boolean;
  onClose: () => void;
  id: number;
  current: number;
  /** reloads what shows the status; awaited before the dialog closes */
  onChanged: () => Promise<unknown>;
}

export function StatusChangeDialog({ opened, onClose, id, current, onChanged }: StatusChangeDialogProps) {
  const { user } = useSession();
  const statuses = statusLookup(useStatusList().data);
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ status?: string; note?: string }>({});
  const [saving, setSaving] = useState(false);

  // by the server's names (kept in local storage): a status is offered once it has its name
  const options = STAFF_TARGET_STATUSES.filter((s) => s !== current).flatMap((s) => {
    const name = statuses.get(s)?.DESSTATUS;
    return name ? [{ value: String(s), label: name }] : [];
  });
  const close = () => {
    setStatus(null);
    setNote('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const trimmed = note.trim();
    const found = {
      status: status ? undefined : 'Selecione o novo status.',
      note: !trimmed
        ? LIFECYCLE_MESSAGES.noteRequired
        : trimmed.length > STATUS_NOTE_MAX
          ? LIFECYCLE_MESSAGES.noteTooLong
          : undefined,
    };
    setErrors(found);
    if (found.status || found.note) return;
    setSaving(true);
    try {
      const answer = await changeCandidateStatus(id, user?.CODUSUARIO, Number(status), trimmed);
      notifySuccess(answer.message || LIFECYCLE_MESSAGES.statusChanged);
      await onChanged();
      close();
    } catch (e) {
      notifyError(STATUS_CHANGE_ERROR, isApiError(e) ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Alterar status"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Select
          label="Novo status"
          withAsterisk
          data={options}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setErrors((e) => ({ ...e, status: undefined }));
          }}
          placeholder="Selecione"
          error={errors.status}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Observação"
          withAsterisk
          autosize
          minRows={3}
          maxLength={STATUS_NOTE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setErrors((er) => ({ ...er, note: undefined }));
          }}
          description={`${note.length}/${STATUS_NOTE_MAX} caracteres. O candidato verá esta observação.`}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            Gravar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
