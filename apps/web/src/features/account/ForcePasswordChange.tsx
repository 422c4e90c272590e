import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { signOut } from '../../lib/auth';
import { isSignedIn, useSession } from '../../lib/session';
import { ChangePasswordDialog } from './lazyDialogs';

/** Signed in with a temporary password (TROCAR_SENHA): the API answers nothing else until it is changed. */
export function useMustChangePassword(): boolean {
  const session = useSession();
  return isSignedIn(session) && Boolean(session.user?.TROCAR_SENHA);
}

/** The change-password dialog, not closable, on an empty page; 'Sair' signs out instead. */
export function ForcePasswordChange() {
  const leave = async () => {
    await signOut();
    window.location.assign('/login');
  };
  return (
    <Box mih="100vh" bg="gray.0">
      <Suspense fallback={null}>
        <ChangePasswordDialog opened forced onClose={() => undefined} onSignOut={() => void leave()} />
      </Suspense>
    </Box>
  );
}
