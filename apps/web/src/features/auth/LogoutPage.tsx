import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/auth';

/** /logout: ends the session on the server, clears the local one, then /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      queryClient.clear();
      navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);
  return (
    <Center mih="50vh">
      <Loader aria-label="Saindo" />
    </Center>
  );
}
