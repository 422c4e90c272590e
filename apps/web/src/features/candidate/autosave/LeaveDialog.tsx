import { Button, Group, Modal, Text } from '@mantine/core';
import { COLORS } from '../colors';

interface LeaveDialogProps {
  /** leaving is signing out, which clears this browser's copy of the unsaved edits */
  signingOut: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** 'Alterações não salvas': shown by LeaveGuard when a navigation would leave edits unsent. */
export function LeaveDialog({ signingOut, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened
      onClose={onStay}
      title="Alterações não salvas"
      centered
    >
      <Text size="sm">
        {signingOut
          ? 'Algumas alterações ainda não foram salvas. Se sair do sistema agora, elas serão perdidas. Deseja sair mesmo assim?'
          : 'Algumas alterações ainda não foram salvas. Elas ficam guardadas neste navegador e serão enviadas assim que houver conexão. Deseja sair mesmo assim?'}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          Ficar na página
        </Button>
        <Button color={COLORS.warning} onClick={onLeave}>
          Sair
        </Button>
      </Group>
    </Modal>
  );
}
