import { useCallback, useContext } from 'react';
import { homePath, type LogonAnswer } from '@admissao/domain';
import { sessionView, signIn } from '../../lib/session';
import { setActiveMenu } from '../../lib/preferences';
import { AfterSignIn } from './after-sign-in';

const NO_RETURN = ['/login', '/logout', '/auth', '/start', '/restrito', '/'];

/**
 * Where the guard that sent the user to /login said they were going: the router keeps a
 * navigation's state in `history.state.usr`, which also survives a reload of /login (read here
 * rather than through the router, which the sign-in page may not have loaded).
 */
function rememberedOrigin(): string | null {
  const state = window.history.state as { usr?: { from?: unknown } } | null;
  const from = state?.usr?.from;
  return typeof from === 'string' && !NO_RETURN.some((p) => from === p || from.startsWith(`${p}/`))
    ? from
    : null;
}

/** Stores a LogonAnswer and goes on: to the remembered origin, else to the home of the role. */
export function useSignIn() {
  const goOn = useContext(AfterSignIn);
  return useCallback(
    (answer: LogonAnswer) => {
      const session = signIn(answer);
      const staff = answer.user.PERMISSAO === 'ADMIN' || answer.user.PERMISSAO === 'MANAGER';
      setActiveMenu(staff ? (answer.user.MULTICLIENTE ? 'Clientes' : 'Painel') : 'Dados');
      goOn(rememberedOrigin() ?? homePath(sessionView(session)));
    },
    [goOn],
  );
}
