/** 'Recusar': one document of the kit refused with a reason (5 to 500 characters); HR is told. */
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { KIT_REFUSAL_MAX, KIT_REFUSAL_MIN, type KitDocumentView } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { refuseMyKit } from '../api/kit';

export function RefuseKitDialog({
  documents,
  onClose,
  onDone,
}: {
  documents: KitDocumentView[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [doc, setDoc] = useState<string | null>(documents.length === 1 ? String(documents[0]!.ID) : null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const ok = doc !== null && reason.trim().length >= KIT_REFUSAL_MIN;
  const submit = async () => {
    setSaving(true);
    try {
      notifySuccess((await refuseMyKit({ DOCUMENTO: Number(doc), MOTIVO: reason })).message);
      onDone();
    } catch (e) {
      notifyError('Não foi possível registrar a recusa.', isApiError(e) ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Recusar documento" centered>
      <Stack gap="sm">
        <Select
          label="Documento"
          data={documents.map((d) => ({ value: String(d.ID), label: d.NOME }))}
          value={doc}
          onChange={setDoc}
          allowDeselect={false}
        />
        <Textarea
          label="Motivo da recusa"
          description={`De ${KIT_REFUSAL_MIN} a ${KIT_REFUSAL_MAX} caracteres. O RH receberá o motivo.`}
          autosize
          minRows={3}
          maxLength={KIT_REFUSAL_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" disabled={!ok} loading={saving} onClick={() => void submit()}>
            Recusar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
