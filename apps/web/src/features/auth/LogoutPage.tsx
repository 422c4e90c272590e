import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/auth';
import { useClearCache } from '../../lib/queries/cache';

/** /logout: ends the session on the server, clears the local one, then /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const clearCache = useClearCache();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      clearCache();
      navigate('/login', { replace: true });
    });
  }, [navigate, clearCache]);
  return (
    <Center mih="50vh">
      <Loader aria-label="Saindo" />
    </Center>
  );
}
