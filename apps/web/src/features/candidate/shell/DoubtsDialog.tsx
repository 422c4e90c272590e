import { Modal } from '@mantine/core';
import { FaqEntries } from '../../faq';

/** Dúvidas: the client's FAQ in a dialog (spec 2 §2.1). */
export function DoubtsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened={opened}
      onClose={onClose}
      title="Dúvidas frequentes"
      size="lg"
      centered
    >
      <FaqEntries />
    </Modal>
  );
}
