/** POST /auth/refresh: rotate the refresh token and sign a new access token. */
import { MSG } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { findAccountBySubject, mayHoldSession } from './accounts.ts';
import { clientBinding, type ClientOrigin } from './client-binding.ts';
import { revokeSession, rotateRefreshToken, signAccessToken } from './tokens.ts';

export async function refreshSession(ctx: AppContext, presented: string, origin: ClientOrigin) {
  const rotated = await rotateRefreshToken(ctx.db, presented, ctx.tokens, clientBinding(origin));
  if (!rotated.ok) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  const account = await findAccountBySubject(ctx.db, rotated.subject);
  if (!account || !mayHoldSession(account)) {
    // the account may no longer hold a session (disabled, removed, anonymised): this sign-in ends
    await revokeSession(ctx.db, rotated.sid);
    throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  }
  const r = account.row;
  const token = await signAccessToken(
    account.kind === 'staff'
      ? {
          sub: rotated.subject,
          adm: r.codadm,
          role: account.row.permissao,
          sv: r.sessionVersion,
          sid: rotated.sid,
        }
      : {
          sub: rotated.subject,
          adm: r.codadm,
          cli: account.row.codcli,
          role: 'CANDIDATO',
          sv: r.sessionVersion,
          sid: rotated.sid,
        },
    ctx.tokens,
  );
  return { token, refreshToken: rotated.token };
}
