import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { EmailOwner } from '@admissao/domain';

const code = (n: number) => String(n).padStart(4, '0');

/** Spec 3 §4 outcome 2: the e-mail of a finished (8) or cancelled (9) candidate may be reused. */
export function confirmReuse(owner: EmailOwner): Promise<boolean> {
  const ended = owner.CODSTATUS === 9 ? 'cancelado' : 'finalizado';
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'E-mail já utilizado',
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Este e-mail pertence ao candidato {code(owner.CODCANDIDATO)} ({owner.NOME}), com processo {ended}.
          </Text>
          <Text size="sm">
            Deseja reutilizar o e-mail neste novo cadastro? O cadastro anterior ficará inativo.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Reutilizar e-mail', cancel: 'Cancelar' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Spec 3 §4 outcome 1: the e-mail belongs to a process still open; it must be finished first. */
export function showInUse(owner: EmailOwner): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: 'E-mail em uso',
      centered: true,
      onClose: () => resolve(),
      children: (
        <Stack gap="md">
          <Text size="sm">
            Este e-mail já está em uso pelo candidato {code(owner.CODCANDIDATO)} ({owner.NOME}), cujo processo
            não foi finalizado. Finalize ou cancele esse processo antes de cadastrar novamente.
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => modals.close(id)}>Entendi</Button>
          </Group>
        </Stack>
      ),
    });
  });
}
