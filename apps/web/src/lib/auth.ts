/** Session-level actions shared by several features: sign out. */
import { api } from './api';
import { clearSession, getSession } from './session';
import { reloadPreferences } from './preferences';

/** POST /auth/logout with the refresh token (errors ignored), then clears the local session. */
export async function signOut(): Promise<void> {
  const { refreshToken } = getSession();
  if (refreshToken) {
    try {
      await api('/auth/logout', { method: 'POST', body: { refreshToken }, auth: true, redirectOn401: false });
    } catch {
      // the server may already consider the session ended
    }
  }
  clearSession();
  reloadPreferences();
}
