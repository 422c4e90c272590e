/** POST /auth/logon. */
import { MSG, type Logon, type LogonAnswerWithRefresh } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { findAccountByLogin, mayHoldSession } from './accounts.ts';
import { createSession } from './create-session.ts';
import { markFirstSignIn } from './first-sign-in.ts';
import { verifyPassword } from './passwords.ts';
import { authLimits, clearAttempts, consumeAttempt, loginIpKey } from './rate-limit.ts';

export async function signIn(ctx: AppContext, input: Logon, ip: string): Promise<LogonAnswerWithRefresh> {
  await consumeAttempt(ctx.db, authLimits('logon', ip, input.USUARIO));
  const account = await findAccountByLogin(ctx.db, input.USUARIO);
  const hash = account?.row.senhaHash;
  const ok = await verifyPassword(hash, input.SENHA);
  if (!account || !ok || !mayHoldSession(account)) throw unauthorized(MSG.invalidCredentials);
  await clearAttempts(ctx.db, loginIpKey('logon', ip, input.USUARIO));
  await markFirstSignIn(ctx, account);
  return createSession(ctx, account);
}
