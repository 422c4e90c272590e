/** The observation asked by 'Aprovar com observações' (A.) and 'Recusar' (R): required, ≤ 230. */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DOC_MSG, OBSERVACAO_MAX, type DocumentAction } from '@admissao/domain';
import { APPROVE_COLOR } from './colors';

interface Props {
  action: Exclude<DocumentAction, 'A'> | null;
  documento: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (observation: string) => void;
}

const TITLE = { 'A.': 'Aprovar com observações', R: 'Recusar documento' } as const;

export function ObservationDialog({ action, documento, busy, onCancel, onConfirm }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onCancel();
  };
  const submit = () => {
    const value = text.trim();
    if (!value) return setError(DOC_MSG.observationRequired);
    if (value.length > OBSERVACAO_MAX) return setError(DOC_MSG.observationTooLong);
    onConfirm(value);
    setText('');
    setError(null);
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action ? TITLE[action] : ''}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text size="sm">{documento}</Text>
        <Textarea
          label="Observação"
          description={
            action === 'R' ? 'O candidato verá esta observação ao reenviar o documento.' : undefined
          }
          required
          autosize
          minRows={3}
          maxLength={OBSERVACAO_MAX}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Text size="xs" c="gray.7" ta="right">
          {text.length}/{OBSERVACAO_MAX}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button color={action === 'R' ? 'red.9' : APPROVE_COLOR} loading={busy} onClick={submit}>
            {action === 'R' ? 'Recusar' : 'Aprovar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
