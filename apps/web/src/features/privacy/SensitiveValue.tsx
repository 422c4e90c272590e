/**
 * A sensitive field in the staff view (decisions 036, 081): masked until 'Mostrar', which asks the
 * API for the value — the call that writes the access-log row — and then shows it as `render`
 * formats it. With `coddep`, the field is that dependent's (a dependent's PCD).
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { MASKED_VALUE, type StoredValue } from '@admissao/domain';
import { revealSensitive } from './api/reveal-sensitive';
import { notifyError } from '../../lib/notify';

interface Props {
  codcandidato: number;
  coddep?: number;
  field: string;
  label: string;
  render: (value: StoredValue | null) => ReactNode;
}

export function SensitiveValue({ codcandidato, coddep, field, label, render }: Props) {
  const [shown, setShown] = useState<{ value: StoredValue | null } | null>(null);
  const [busy, setBusy] = useState(false);
  if (shown) return <>{render(shown.value)}</>;
  const reveal = async () => {
    setBusy(true);
    try {
      const answer = await revealSensitive(codcandidato, field, coddep);
      setShown({ value: answer.VALUE });
    } catch (e) {
      notifyError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text span aria-label="Dado sensível oculto">
        {MASKED_VALUE}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        loading={busy}
        onClick={reveal}
        aria-label={`Mostrar ${label}`}
      >
        Mostrar
      </Button>
    </Group>
  );
}
