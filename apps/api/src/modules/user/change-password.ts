/**
 * Password check and change for staff users and candidates (spec 1 §7). A change needs
 * the current password, applies every rule of spec 1 §5, ends the other sessions (the
 * session version moves on) and answers fresh tokens for this one.
 */
import { eq, sql } from 'drizzle-orm';
import { checkPassword, MSG } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate, staffUser } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import {
  type Account,
  authLimits,
  consumeAttempt,
  createSession,
  findAccountBySubject,
  hashPassword,
  revokeAllForSubject,
  type Subject,
  verifyPassword,
} from '../auth/index.ts';

async function accountOf(ctx: AppContext, subject: Subject): Promise<Account> {
  const account = await findAccountBySubject(ctx.db, subject);
  if (!account) throw badRequest(MSG.userNotFound);
  return account;
}

export async function checkCurrentPassword(ctx: AppContext, subject: Subject, password: string, ip: string) {
  await consumeAttempt(ctx.db, authLimits('logon', ip, subject));
  const account = await accountOf(ctx, subject);
  return { VALIDO: await verifyPassword(account.row.senhaHash, password) };
}

export async function changePassword(
  ctx: AppContext,
  subject: Subject,
  input: { SENHA: string; SENHA_ATUAL: string },
  ip: string,
) {
  await consumeAttempt(ctx.db, authLimits('logon', ip, subject));
  const account = await accountOf(ctx, subject);
  if (!(await verifyPassword(account.row.senhaHash, input.SENHA_ATUAL)))
    throw badRequest(MSG.currentPasswordWrong);
  const failed = checkPassword({ password: input.SENHA, current: input.SENHA_ATUAL });
  if (failed.length) throw badRequest(failed[0]!, { messages: failed });
  const senhaHash = await hashPassword(input.SENHA);
  const [row] =
    account.kind === 'staff'
      ? await ctx.db
          .update(staffUser)
          .set({ senhaHash, trocarSenha: false, sessionVersion: sql`${staffUser.sessionVersion} + 1` })
          .where(eq(staffUser.codusuario, account.row.codusuario))
          .returning()
      : await ctx.db
          .update(candidate)
          .set({ senhaHash, trocarSenha: false, sessionVersion: sql`${candidate.sessionVersion} + 1` })
          .where(eq(candidate.codcandidato, account.row.codcandidato))
          .returning();
  await revokeAllForSubject(ctx.db, subject);
  await writeAudit(ctx.db, {
    actor: subject,
    codadm: account.row.codadm,
    entity: account.kind === 'staff' ? 'staff_user' : 'candidate',
    entityId: subject.slice(2),
    action: 'password_change',
  });
  const fresh = { kind: account.kind, row } as Account;
  const session = await createSession(ctx, fresh);
  return {
    message: account.kind === 'staff' ? MSG.userPasswordUpdated : MSG.candidatePasswordUpdated,
    token: session.token,
    refreshToken: session.refreshToken,
  };
}
