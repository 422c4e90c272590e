/** Session-level actions shared by several features: sign out. */
import { authApi } from '@admissao/domain';
import { call } from './call';
import { clearSession, getSession } from './session';
import { reloadPreferences } from './preferences';

/**
 * POST /auth/logout (errors ignored): the HttpOnly cookie names the sign-in and the bearer token too,
 * so the server ends it and clears the cookie; then the local session is cleared.
 */
export async function signOut(): Promise<void> {
  const { user, token } = getSession();
  if (user) {
    try {
      // a public call, but the bearer token goes too: its sign-in ends as well
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      await call(authApi.logout, { body: {} }, { headers, redirectOn401: false });
    } catch {
      // the server may already consider the session ended
    }
  }
  clearSession();
  reloadPreferences();
}
