import { useRef } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifyError, notifySuccess } from '../lib/notify';
import { IconCopy } from './icons';

/** Copies text to the clipboard; falls back to selecting the field and execCommand. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export interface CopyFieldProps {
  label: string;
  value: string;
  copiedMessage?: string;
}

/** A read-only field with a 'Copiar' button (access links). */
export function CopyField({ label, value, copiedMessage = 'Link copiado!' }: CopyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(value, input.current)) notifySuccess(copiedMessage);
    else notifyError('Não foi possível copiar. Selecione o texto e copie manualmente.');
  };
  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      <TextInput
        ref={input}
        label={label}
        value={value}
        readOnly
        style={{ flex: 1 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button leftSection={<IconCopy />} onClick={() => void copy()}>
        Copiar
      </Button>
    </Group>
  );
}
