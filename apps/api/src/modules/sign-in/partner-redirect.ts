/**
 * POST /auth/v2/redirect (docs/design.md §4): the partner system signs a short-lived JWT
 * (HS256 with PARTNER_SECRET; sub = the user's login; exp at most 5 minutes ahead; a jti)
 * that is exchanged once for a session. No password ever goes back to a browser.
 */
import { jwtVerify } from 'jose';
import { MSG, type LogonAnswerWithRefresh } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { usedPartnerToken } from '../../db/schema.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { createSession, findAccountByLogin, loginOf, mayHoldSession } from '../auth/index.ts';
import { markFirstSignIn } from './first-sign-in.ts';

const MAX_LIFETIME_SECONDS = 300;

export async function exchangePartnerToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<LogonAnswerWithRefresh> {
  if (!token) throw unauthorized(MSG.invalidToken);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(ctx.config.secrets.PARTNER_SECRET), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'jti'],
    }));
  } catch {
    throw unauthorized(MSG.invalidToken);
  }
  const now = Math.floor(Date.now() / 1000);
  if (!payload.sub || !payload.jti || payload.exp! - now > MAX_LIFETIME_SECONDS)
    throw unauthorized(MSG.invalidToken);
  // a control character in sub or jti names nothing (a NUL would reach PostgreSQL: a 500)
  if (loginOf(payload.sub) === null || loginOf(payload.jti) === null) throw unauthorized(MSG.invalidToken);
  const inserted = await ctx.db
    .insert(usedPartnerToken)
    .values({ jti: payload.jti.slice(0, 100), expiresAt: new Date(payload.exp! * 1000) })
    .onConflictDoNothing()
    .returning({ jti: usedPartnerToken.jti });
  if (inserted.length === 0) throw unauthorized(MSG.invalidToken);
  const account = await findAccountByLogin(ctx.db, payload.sub);
  if (!account || !mayHoldSession(account)) throw unauthorized(MSG.invalidToken);
  await markFirstSignIn(ctx, account);
  return createSession(ctx, account);
}
