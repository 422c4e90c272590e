import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MSG, ZLogon } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { logon } from './api';
import { useSignIn } from './useSignIn';

interface LoginFormProps {
  onForgot: () => void;
  onCandidateReset: () => void;
}

type Field = 'USUARIO' | 'SENHA';
const EMPTY: Record<Field, string> = { USUARIO: '', SENHA: '' };

/**
 * Usuário + Senha → POST /auth/logon. A refused sign-in clears the password (spec 1 §8). Two fields
 * checked by the domain's ZLogon need no form library on the sign-in page (issue 15 §4).
 */
export function LoginForm({ onForgot, onCandidateReset }: LoginFormProps) {
  const signIn = useSignIn();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const change = (field: Field) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZLogon.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setSubmitting(true);
    try {
      signIn(await logon(parsed.data.USUARIO, parsed.data.SENHA));
    } catch (err) {
      if (isApiError(err) && err.network) notifyError(MSG.authApiDown);
      else if (isApiError(err) && err.status === 429) notifyError(err.message);
      else {
        notifyError(MSG.invalidCredentials);
        setValues((v) => ({ ...v, SENHA: '' }));
        password.current?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Entrar">
      <Stack gap="md">
        <TextInput
          label="Usuário"
          name="USUARIO"
          autoComplete="username"
          withAsterisk
          error={errors.USUARIO}
          value={values.USUARIO}
          onChange={change('USUARIO')}
        />
        <PasswordInput
          ref={password}
          label="Senha"
          name="SENHA"
          autoComplete="current-password"
          withAsterisk
          error={errors.SENHA}
          value={values.SENHA}
          onChange={change('SENHA')}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          Entrar
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Esqueci minha senha
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onCandidateReset}>
            Sou candidato
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
