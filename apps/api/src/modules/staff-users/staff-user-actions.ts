/**
 * A new temporary password, and removal, of a staff user within the caller's reach (staff-scope.ts).
 * Both end the user's sessions at once. Removal keeps the row (logs and candidates name the user)
 * but hides it from everyone and closes the account for good.
 */
import { eq, sql } from 'drizzle-orm';
import { CONFIG_MSG, MSG } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { staffUser } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { hashPassword, revokeAllForSubject, type StaffActor } from '../auth/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { revokeLinksOfIssuerNoLongerEntitled } from '../shared-links/index.ts';
import { auditStaff } from './staff-audit.ts';
import { lockVisibleStaff } from './staff-scope.ts';
import { getStaffUser } from './staff-users.ts';
import { temporaryPassword } from './staff-user-mail.ts';

export async function resetStaffPassword(ctx: AppContext, actor: StaffActor, id: number) {
  // a reset by e-mail would end the caller's own session mid-way and skip the current-password
  // check: one's own password changes through PATCH /user/password
  if (id === actor.codusuario) throw badRequest(CONFIG_MSG.userCannotResetOwnPassword);
  const user = await getStaffUser(ctx.db, actor, id);
  if (!user.EMAIL) throw badRequest(MSG.invalidEmail);
  const password = temporaryPassword();
  const senhaHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await lockVisibleStaff(tx, actor, id);
    const [row] = await tx
      .update(staffUser)
      .set({ senhaHash, trocarSenha: true, sessionVersion: sql`${staffUser.sessionVersion} + 1` })
      .where(eq(staffUser.codusuario, id))
      .returning({ email: staffUser.email, name: staffUser.nomeusuario, login: staffUser.usuario });
    await revokeAllForSubject(tx, `u:${id}`);
    // the address as it is now (read under the lock), not as it was before the lock
    await enqueueMail(
      tx,
      row!.email ?? user.EMAIL!,
      composeMail('staffPassword', {
        name: row!.name,
        login: row!.login,
        password,
        link: ctx.config.appUrl,
        isNew: false,
      }),
    );
  });
  await auditStaff(ctx.db, actor, id, 'password_reset');
  return { message: CONFIG_MSG.userPasswordSent };
}

export async function deleteStaffUser(ctx: AppContext, actor: StaffActor, id: number) {
  if (id === actor.codusuario) throw badRequest(CONFIG_MSG.userCannotDeleteSelf);
  await ctx.db.transaction(async (tx) => {
    await lockVisibleStaff(tx, actor, id);
    await tx
      .update(staffUser)
      .set({ excluidoEm: new Date(), ativo: false, sessionVersion: sql`${staffUser.sessionVersion} + 1` })
      .where(eq(staffUser.codusuario, id));
    await revokeAllForSubject(tx, `u:${id}`);
    await revokeLinksOfIssuerNoLongerEntitled(tx, id, actor.codusuario);
  });
  await auditStaff(ctx.db, actor, id, 'delete');
  return { message: CONFIG_MSG.userDeleted };
}
