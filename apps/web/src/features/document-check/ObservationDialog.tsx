/**
 * The observation asked by 'Aprovar com observações' (A.) and 'Recusar' (R): required, ≤ 230.
 * A refusal (issue 30) offers the preset reasons of packages/domain as chips (several allowed) plus
 * free text; OBSERVACAO is composed from them, so the candidate reads the reasons' sentences. It
 * ends in one of two actions: 'Recusar e pedir correção' (the document refused, the candidate
 * moved to 12 and e-mailed, in one call) or 'Só recusar'.
 */
import { useState } from 'react';
import { Button, Chip, Fieldset, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  composeRefusal,
  DOC_MSG,
  OBSERVACAO_MAX,
  REFUSAL_MSG,
  REFUSAL_REASON_KEYS,
  REFUSAL_REASONS,
  refusalTextRoom,
  type DocumentAction,
  type RefusalReason,
} from '@admissao/domain';
import { APPROVE_COLOR } from './colors';

/** whether 'Recusar e pedir correção' may be used now, and why not */
export interface CorrectionRule {
  ok: boolean;
  reason: string;
}

interface Props {
  action: Exclude<DocumentAction, 'A'> | null;
  documento: string;
  busy: boolean;
  correction: CorrectionRule;
  onCancel: () => void;
  onConfirm: (observation: string, askCorrection: boolean) => void;
}

const TITLE = { 'A.': 'Aprovar com observações', R: 'Recusar documento' } as const;

export function ObservationDialog({ action, documento, busy, correction, onCancel, onConfirm }: Props) {
  const [text, setText] = useState('');
  const [reasons, setReasons] = useState<RefusalReason[]>([]);
  const [error, setError] = useState<string | null>(null);
  // which of the two refusal buttons was pressed, for its spinner
  const [asked, setAsked] = useState(false);
  const refusing = action === 'R';
  const composed = refusing ? composeRefusal(reasons, text) : text.trim();
  const room = refusing ? refusalTextRoom(reasons) : OBSERVACAO_MAX;
  const close = () => {
    setText('');
    setReasons([]);
    setError(null);
    onCancel();
  };
  const submit = (askCorrection: boolean) => {
    if (!composed) return setError(refusing ? REFUSAL_MSG.reasonRequired : DOC_MSG.observationRequired);
    if (composed.length > OBSERVACAO_MAX) return setError(DOC_MSG.observationTooLong);
    setAsked(askCorrection);
    onConfirm(composed, askCorrection);
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action ? TITLE[action] : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {documento}
        </Text>
        {refusing ? (
          <Fieldset
            legend="Motivos da recusa"
            variant="unstyled"
            styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
          >
            <Chip.Group
              multiple
              value={reasons}
              onChange={(v) => {
                setReasons(REFUSAL_REASON_KEYS.filter((k) => v.includes(k)));
                setError(null);
              }}
            >
              <Group gap="xs" mt={4}>
                {REFUSAL_REASON_KEYS.map((k) => (
                  <Chip key={k} value={k} color="red.9" variant="outline">
                    {REFUSAL_REASONS[k].label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Fieldset>
        ) : null}
        <Textarea
          label="Observação"
          description={
            refusing ? 'Outro motivo ou uma orientação; opcional quando um motivo foi escolhido.' : undefined
          }
          required={!refusing}
          autosize
          minRows={refusing ? 2 : 3}
          maxLength={room}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Text size="xs" c="gray.7" ta="right">
          {composed.length}/{OBSERVACAO_MAX}
        </Text>
        {refusing && composed ? (
          <Text size="sm" c="gray.8" data-testid="refusal-preview" style={{ overflowWrap: 'anywhere' }}>
            O candidato lerá: {composed}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          {refusing ? (
            <>
              <Button variant="outline" color="red.9" loading={busy && !asked} onClick={() => submit(false)}>
                Só recusar
              </Button>
              <Button
                color="red.9"
                loading={busy && asked}
                disabled={!correction.ok}
                aria-describedby="refusal-correction-hint"
                onClick={() => submit(true)}
              >
                Recusar e pedir correção
              </Button>
            </>
          ) : (
            <Button color={APPROVE_COLOR} loading={busy} onClick={() => submit(false)}>
              Aprovar
            </Button>
          )}
        </Group>
        {refusing ? (
          <Text size="xs" c="gray.7" id="refusal-correction-hint">
            {correction.ok
              ? '"Recusar e pedir correção" muda o status para Correção de documentos solicitada e envia o e-mail ao candidato com estes motivos.'
              : correction.reason}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
