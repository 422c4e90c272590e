import { PasswordInput } from '@mantine/core';

interface Props {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  confirmationError?: string;
}

/** Nova senha and Confirmação (spec 1 §8): the pair every form that sets a password asks for. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  confirmationError,
}: Props) {
  return (
    <>
      <PasswordInput
        label="Nova senha"
        autoComplete="new-password"
        withAsterisk
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a nova senha' }}
      />
      <PasswordInput
        label="Confirmação"
        autoComplete="new-password"
        withAsterisk
        value={confirmation}
        onChange={(e) => onConfirmation(e.currentTarget.value)}
        error={confirmationError}
        visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a confirmação' }}
      />
    </>
  );
}
