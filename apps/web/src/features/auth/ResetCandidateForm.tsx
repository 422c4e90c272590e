import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, MSG } from '@admissao/domain';
import { hasCode, isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { requestCandidateReset } from './api/auth';

/** Candidate reset: e-mail → POST /auth/reset {EMAIL} → 'E-mail enviado' (a new access link). */
export function ResetCandidateForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(MSG.invalidEmail);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await requestCandidateReset(value);
      notifySuccess(MSG.mailSent);
      onDone();
    } catch (e) {
      if (hasCode(e, 'NOT_FOUND')) notifyError(MSG.userNotFound);
      else if (isApiError(e) && e.network) notifyError(MSG.authApiDown);
      else notifyError(isApiError(e) ? e.message : MSG.userNotFound);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Recuperar acesso do candidato">
      <Stack gap="md">
        <Text size="sm">Informe o e-mail cadastrado. Enviaremos um novo link de acesso.</Text>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={busy}>
          Enviar
        </Button>
      </Stack>
    </form>
  );
}
