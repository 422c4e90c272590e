import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZLogon } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { logon } from './api';
import { useSignIn } from './useSignIn';

interface LoginFormProps {
  onForgot: () => void;
  onCandidateReset: () => void;
}

/** Usuário + Senha → POST /auth/logon. A refused sign-in clears the password (spec 1 §8). */
export function LoginForm({ onForgot, onCandidateReset }: LoginFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZLogon), defaultValues: { USUARIO: '', SENHA: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      signIn(await logon(values.USUARIO, values.SENHA));
    } catch (e) {
      if (isApiError(e) && e.network) notifyError(MSG.authApiDown);
      else if (isApiError(e) && e.status === 429) notifyError(e.message);
      else {
        notifyError(MSG.invalidCredentials);
        setValue('SENHA', '');
        setFocus('SENHA');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Entrar">
      <Stack gap="md">
        <TextInput
          label="Usuário"
          autoComplete="username"
          withAsterisk
          error={errors.USUARIO?.message}
          {...register('USUARIO')}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          withAsterisk
          error={errors.SENHA?.message}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
          {...register('SENHA')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
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
