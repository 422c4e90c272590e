/** The button that downloads a candidate's data as a ZIP (decision 037). */
import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { notifyError } from '../../lib/notify';
import { downloadData } from './api/data-export';

interface Props extends Pick<ButtonProps, 'size' | 'variant'> {
  /** staff name the candidate; a candidate downloads their own */
  codcandidato?: number;
  label?: string;
}

export function DataExportButton({ codcandidato, label = 'Baixar meus dados', ...button }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadData(codcandidato);
    } catch (e) {
      notifyError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
