/**
 * POST /auth/logout: ends the sign-in named by the refresh token (body or cookie) and the one of the
 * bearer token, if any — its access tokens answer 401 from the next request on (ASVS 7.4.1).
 * Unknown or spent tokens change nothing; the answer is always 204.
 */
import type { AppContext } from '../../context.ts';
import { revokeByToken, revokeSession, verifyAccessToken } from './tokens.ts';

export async function signOut(
  ctx: AppContext,
  presented: { refreshToken?: string; accessToken?: string },
): Promise<void> {
  if (presented.refreshToken) await revokeByToken(ctx.db, presented.refreshToken);
  const claims = presented.accessToken
    ? await verifyAccessToken(presented.accessToken, ctx.tokens.secret)
    : null;
  if (claims) await revokeSession(ctx.db, claims.sid);
}
