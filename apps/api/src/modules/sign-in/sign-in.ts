/** POST /auth/logon. */
import { MSG, type Logon, type LogonAnswerWithRefresh } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import {
  authLimits,
  clearAttempts,
  consumeAttempt,
  createSession,
  findAccountByLogin,
  loginIpKey,
  mayHoldSession,
  verifyPassword,
} from '../auth/index.ts';
import { markFirstSignIn } from './first-sign-in.ts';

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
