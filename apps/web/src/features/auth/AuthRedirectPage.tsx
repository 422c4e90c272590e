import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@admissao/domain';
import { notifyError } from '../../lib/notify';
import { redirectLogon } from './api/auth';
import { useSignIn } from './useSignIn';

/** /auth?token= — exchanges a partner token for a session (POST /auth/v2/redirect). */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const token = params.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      notifyError(MSG.invalidToken);
      navigate('/restrito', { replace: true });
      return;
    }
    redirectLogon(token).then(signIn, () => {
      notifyError(MSG.invalidToken);
      navigate('/restrito', { replace: true });
    });
  }, [token, navigate, signIn]);

  return (
    <Center mih="50vh">
      <Stack align="center">
        <Loader aria-label="Carregando" />
        <Text>Entrando…</Text>
      </Stack>
    </Center>
  );
}
