import { isSignedIn, useSession } from '../../lib/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** After sign-in with TROCAR_SENHA: the change-password dialog, not closable, before anything else. */
export function ForcePasswordChange() {
  const session = useSession();
  const mustChange = isSignedIn(session) && Boolean(session.user?.TROCAR_SENHA);
  if (!mustChange) return null;
  return <ChangePasswordDialog opened forced onClose={() => undefined} />;
}
