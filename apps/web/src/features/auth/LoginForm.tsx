import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MSG } from '@admissao/domain';
import { hasCode, isApiError } from '../../lib/api';
import { useSignIn } from './useSignIn';
import { useSignInErrors } from './useSignInErrors';

const loadLogonCall = () => import('./logon-call');

/** fetches the submit's code once the page is shown and the browser has nothing else to do */
function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined); // retried on submit
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 200);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, [load]);
}

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
  const errorToasts = useSignInErrors();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  usePreloadWhenIdle(loadLogonCall);
  const change = (field: Field) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitting(true);
    let call: Awaited<ReturnType<typeof loadLogonCall>>;
    try {
      call = await loadLogonCall();
    } catch {
      setSubmitting(false);
      errorToasts.show(MSG.authApiDown);
      return;
    }
    const parsed = call.ZLogon.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      setSubmitting(false);
      return;
    }
    try {
      // stays busy on success: the next page may be a full load (the sign-in page's own entry)
      const answer = await call.logon(parsed.data.USUARIO, parsed.data.SENHA);
      errorToasts.clear();
      signIn(answer);
    } catch (err) {
      setSubmitting(false);
      if (isApiError(err) && err.network) errorToasts.show(MSG.authApiDown);
      // too many tries, or the server could not check (503 …): its message, the password kept
      else if (hasCode(err, 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL')) errorToasts.show(err.message);
      else {
        errorToasts.show(MSG.invalidCredentials);
        setValues((v) => ({ ...v, SENHA: '' }));
        password.current?.focus();
      }
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
