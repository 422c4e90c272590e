import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { checkPassword, isStaffRole, MSG } from '@admissao/domain';
import { SaveCancelActions } from '../../components/FormDialog';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordRules } from '../../components/PasswordRules';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../lib/notify';
import { setToken, updateUser, useSession } from '../../lib/session';
import {
  changeCandidatePassword,
  changeUserPassword,
  checkCandidatePassword,
  checkUserPassword,
} from './api/change-password';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** the user must change the password before going on: no way to close the dialog */
  forced?: boolean;
  /** a forced change offers 'Sair' instead */
  onSignOut?: () => void;
}

const toggle = (what: string) => ({ 'aria-label': `Mostrar ou ocultar ${what}` });

/** Senha atual, Nova senha, Confirmação → check the current one, the rules, then PATCH (spec 1 §8). */
export function ChangePasswordDialog({ opened, onClose, forced = false, onSignOut }: Props) {
  const { user, candidate } = useSession();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [rules, setRules] = useState<string[]>([]);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const staff = isStaffRole(user?.PERMISSAO);

  const reset = () => {
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setRules([]);
    setCurrentError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!user) return;
    setBusy(true);
    setCurrentError(null);
    try {
      let valid: boolean;
      try {
        const answer = staff
          ? await checkUserPassword(user.CODUSUARIO, current)
          : await checkCandidatePassword(candidate?.CODCANDIDATO ?? 0, current);
        valid = answer.VALIDO;
      } catch (e) {
        notifyError(MSG.passwordValidateError, isApiError(e) ? e.messages : undefined);
        return;
      }
      if (!valid) {
        setCurrentError(MSG.currentPasswordWrong);
        notifyError(MSG.currentPasswordWrong);
        return;
      }
      const failed = checkPassword({ password, confirmation, current });
      setRules(failed);
      if (failed.length) {
        notifyError(MSG.passwordErrors, failed, TOAST_LONG_MS);
        return;
      }
      try {
        const answer = staff
          ? await changeUserPassword(user.CODUSUARIO, password, current)
          : await changeCandidatePassword(
              candidate?.CODADM ?? user.CODADM,
              candidate?.CODCANDIDATO ?? 0,
              password,
              current,
            );
        // a new sign-in: its refresh token came as the HttpOnly cookie
        setToken(answer.token);
        if (user.TROCAR_SENHA) updateUser({ TROCAR_SENHA: false });
        notifySuccess(staff ? MSG.userPasswordUpdated : MSG.candidatePasswordUpdated);
        close();
      } catch (e) {
        notifyError(MSG.passwordUpdateError, isApiError(e) ? e.messages : undefined, TOAST_LONG_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={forced ? () => undefined : close}
      title="Alterar senha"
      withCloseButton={!forced}
      closeOnClickOutside={!forced}
      closeOnEscape={!forced}
      centered
    >
      <form onSubmit={submit} noValidate aria-label="Alterar senha">
        <Stack gap="md">
          {forced ? <Text size="sm">Por segurança, defina uma nova senha antes de continuar.</Text> : null}
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            withAsterisk
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={currentError}
            visibilityToggleButtonProps={toggle('a senha atual')}
            data-autofocus
          />
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          <PasswordRules messages={rules} title={MSG.passwordErrors} />
          {/* a forced change cannot be put off, only left by signing out */}
          {forced && onSignOut ? (
            <Group justify="space-between">
              <Button variant="subtle" color="gray" onClick={onSignOut}>
                Sair
              </Button>
              <SaveCancelActions saving={busy} />
            </Group>
          ) : (
            <SaveCancelActions onCancel={forced ? undefined : close} saving={busy} />
          )}
        </Stack>
      </form>
    </Modal>
  );
}
