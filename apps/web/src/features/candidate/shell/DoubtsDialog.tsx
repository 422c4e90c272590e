import { Modal, Text } from '@mantine/core';

/** Dúvidas: the FAQ in a dialog (its entries arrive with the FAQ issue). */
export function DoubtsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened={opened}
      onClose={onClose}
      title="Dúvidas frequentes"
      centered
    >
      <Text size="sm">Nenhuma dúvida cadastrada.</Text>
    </Modal>
  );
}
