import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { checkPassword, digitsOnly, MSG } from '@admissao/domain';
import { MASKS, MaskedInput } from '../../components/MaskedInput';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordRules } from '../../components/PasswordRules';
import { hasCode, isApiError } from '../../lib/api';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../lib/notify';
import { changeResetPassword, checkStaffCode, requestStaffCode, type StaffResetIdentity } from './api/auth';

type Step = 'identify' | 'code' | 'password';

function failure(e: unknown, fallback: string) {
  if (isApiError(e) && e.network) return notifyError(MSG.authApiDown);
  if (hasCode(e, 'NOT_FOUND')) return notifyError(MSG.userNotFound);
  notifyError(isApiError(e) && e.message ? e.message : fallback, isApiError(e) ? e.messages : undefined);
}

/** Staff reset: Usuário or CPF → 7-digit code e-mailed → new password (PATCH /auth/change). */
export function ResetStaffForm({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>('identify');
  const [user, setUser] = useState('');
  const [cpf, setCpf] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rules, setRules] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const who = (): StaffResetIdentity => ({
    USER: user.trim() || undefined,
    CPF: digitsOnly(cpf) || undefined,
  });

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const identify = () => {
    if (!who().USER && !who().CPF) return setError(MSG.resetUserOrCpf);
    setError(null);
    return run(async () => {
      try {
        await requestStaffCode(who());
        notifySuccess(MSG.mailSent);
        setStep('code');
      } catch (e) {
        failure(e, MSG.userNotFound);
      }
    });
  };

  const verify = () => {
    if (!/^\d{7}$/.test(code)) return setError(MSG.resetCodeRequired);
    setError(null);
    return run(async () => {
      try {
        if (!(await checkStaffCode(who(), code))) return setError(MSG.resetCodeWrong);
        setStep('password');
      } catch (e) {
        if (hasCode(e, 'VALIDATION')) setError(MSG.resetCodeWrong);
        else failure(e, MSG.resetCodeWrong);
      }
    });
  };

  const change = () => {
    const failed = checkPassword({ password, confirmation });
    setRules(failed);
    if (failed.length) return notifyError(MSG.passwordErrors, failed, TOAST_LONG_MS);
    return run(async () => {
      try {
        await changeResetPassword(who(), code, password);
        notifySuccess(MSG.resetSuccess);
        onDone();
      } catch (e) {
        failure(e, MSG.passwordUpdateError);
      }
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (step === 'identify') void identify();
    else if (step === 'code') void verify();
    else void change();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Redefinir senha">
      <Stack gap="md">
        {step === 'identify' && (
          <>
            <Text size="sm">Informe seu usuário ou CPF. Enviaremos um código por e-mail.</Text>
            <TextInput label="Usuário" value={user} onChange={(e) => setUser(e.currentTarget.value)} />
            <MaskedInput
              label="CPF"
              mask={MASKS.cpf}
              inputMode="numeric"
              value={cpf}
              onChange={setCpf}
              error={error}
            />
          </>
        )}
        {step === 'code' && (
          <>
            <Text size="sm">Digite o código de 7 dígitos enviado para o seu e-mail.</Text>
            <MaskedInput
              label="Código"
              mask={MASKS.code7}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              error={error}
              withAsterisk
            />
          </>
        )}
        {step === 'password' && (
          <>
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPassword={setPassword}
              onConfirmation={setConfirmation}
            />
            <PasswordRules messages={rules} title={MSG.passwordErrors} />
          </>
        )}
        <Button type="submit" loading={busy}>
          {step === 'identify' ? 'Enviar código' : step === 'code' ? 'Validar código' : 'Salvar nova senha'}
        </Button>
      </Stack>
    </form>
  );
}
