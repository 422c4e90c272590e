/** The candidate's new password after Reset Senha, shown this once with a copy button. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyField } from '../../../components/CopyField';

export function PasswordDialog({ password, onClose }: { password: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={password !== null}
      onClose={onClose}
      title="Nova senha do candidato"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <CopyField label="Senha" value={password ?? ''} copiedMessage="Senha copiada!" />
        <Alert color="yellow" variant="light">
          <Text size="sm" c="dark.8">
            Esta senha é exibida somente agora. Envie-a ao candidato: ele deverá trocá-la no próximo acesso.
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Fechar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
