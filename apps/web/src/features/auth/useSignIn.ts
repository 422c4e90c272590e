import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { homePath, type LogonAnswer } from '@admissao/domain';
import { sessionView, signIn } from '../../lib/session';
import { setActiveMenu } from '../../lib/preferences';

const NO_RETURN = ['/login', '/logout', '/auth', '/start', '/restrito', '/'];

/** Stores a LogonAnswer and goes on: to the remembered origin, else to the home of the role. */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LogonAnswer) => {
      queryClient.clear();
      const session = signIn(answer);
      const staff = answer.user.PERMISSAO === 'ADMIN' || answer.user.PERMISSAO === 'MANAGER';
      setActiveMenu(staff ? (answer.user.MULTICLIENTE ? 'Clientes' : 'Painel') : 'Dados');
      const from = (location.state as { from?: string } | null)?.from;
      const back = from && !NO_RETURN.some((p) => from === p || from.startsWith(`${p}/`)) ? from : null;
      navigate(back ?? homePath(sessionView(session)), { replace: true });
    },
    [location.state, navigate, queryClient],
  );
}
