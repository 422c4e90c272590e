import { useId, useLayoutEffect, useRef } from 'react';
import { Button, CloseButton, Group, Text } from '@mantine/core';
import { COLORS } from '../colors';
import classes from './LeaveDialog.module.css';

interface LeaveDialogProps {
  /** leaving is signing out, which clears this browser's copy of the unsaved edits */
  signingOut: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * 'Alterações não salvas': shown by LeaveGuard when a navigation would leave edits unsent — most
 * often offline, so it is part of the page rather than loaded when needed, and the browser's own
 * modal dialog (focus kept inside, Escape to stay, focus given back) rather than Mantine's, whose
 * machinery is 8 KB of every first visit (decision 045).
 */
export function LeaveDialog({ signingOut, onStay, onLeave }: LeaveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // a layout effect, so the dialog is closed before React removes it: the browser then gives the
  // focus back to what had it before (a dialog removed while open leaves the focus nowhere)
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // the safe answer has the focus: Enter keeps the page
    stay.current?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: stay on the page (the dialog closes when the guard stops showing it)
        event.preventDefault();
        onStay();
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <h2 id={titleId} className={classes.title}>
          Alterações não salvas
        </h2>
        <CloseButton aria-label="Fechar" onClick={onStay} />
      </Group>
      <Text size="sm">
        {signingOut
          ? 'Algumas alterações ainda não foram salvas. Se sair do sistema agora, elas serão perdidas. Deseja sair mesmo assim?'
          : 'Algumas alterações ainda não foram salvas. Elas ficam guardadas neste navegador e serão enviadas assim que houver conexão. Deseja sair mesmo assim?'}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button ref={stay} variant="default" onClick={onStay}>
          Ficar na página
        </Button>
        <Button color={COLORS.warning} onClick={onLeave}>
          Sair
        </Button>
      </Group>
    </dialog>
  );
}
