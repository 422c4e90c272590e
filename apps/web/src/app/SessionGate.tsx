/**
 * The access token lives in memory (decision 009): after a reload, or when another tab signed in,
 * a user is known but has no token yet. Until it is renewed from the HttpOnly cookie nothing that
 * would call the API renders; a refused renewal signs out (the guards then go to /login); a
 * network failure offers to try again instead of signing the user out.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { ErrorScreen } from '../components/ErrorScreen';
import { renewOrSignOut } from '../lib/api';
import { needsRenewal, useSession } from '../lib/session';

export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const needsToken = needsRenewal(session);
  const [offline, setOffline] = useState(false);

  const renew = useCallback(async () => {
    // the renewal started with the app (renew-at-start.ts) may have ended between render and effect
    if (!needsRenewal()) return;
    setOffline(false);
    if ((await renewOrSignOut()) === 'network') setOffline(true);
  }, []);

  useEffect(() => {
    if (needsToken) void renew();
  }, [needsToken, renew]);

  if (!needsToken) return children;
  if (offline)
    return (
      <ErrorScreen
        message="Falha de conexão com a API de autenticação"
        path={window.location.pathname}
        onRetry={() => void renew()}
        onBack={() => window.history.back()}
      />
    );
  return (
    <Center mih="100vh" aria-busy="true" aria-label="Carregando sessão">
      <Loader />
    </Center>
  );
}
