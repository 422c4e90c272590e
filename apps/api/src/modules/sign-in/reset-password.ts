/**
 * Password reset (docs/design.md §4): candidates get a link by e-mail; staff get a 7-digit
 * code by e-mail, check it (POST /auth/reset with CODIGO) and then set the new password
 * (PATCH /auth/change, which needs the same code again and spends it).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  checkPassword,
  MSG,
  STATUS,
  type AuthChange,
  type ResetAnswer,
  type ResetRequest,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { staffUser } from '../../db/schema.ts';
import { badRequest, notFound, tooMany } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { brandOf } from '../notifications/index.ts';
import {
  accessLink,
  authLimits,
  checkCode,
  clientName,
  type CodeCheck,
  consumeAttempt,
  findCandidateByLogin,
  findStaffByLogin,
  hashPassword,
  issueCode,
  mayHoldSession,
  RESET_LINK_TTL_MINUTES,
  revokeAllForSubject,
  STAFF_CODE_TTL_MINUTES,
  type StaffRow,
} from '../auth/index.ts';

async function findStaffForReset(
  ctx: AppContext,
  user?: string,
  cpf?: string,
): Promise<StaffRow | undefined> {
  if (user) {
    const row = await findStaffByLogin(ctx.db, user);
    if (row && cpf && row.cpf !== cpf) return undefined;
    return row && mayHoldSession({ kind: 'staff', row }) ? row : undefined;
  }
  if (!cpf) return undefined;
  const [row] = await ctx.db
    .select()
    .from(staffUser)
    .where(and(eq(staffUser.cpf, cpf), eq(staffUser.ativo, true)))
    .limit(1);
  return row && mayHoldSession({ kind: 'staff', row }) ? row : undefined;
}

const codeError = (check: Exclude<CodeCheck, 'ok'>) =>
  check === 'expired' ? tooMany(MSG.codeExpired, 60) : badRequest(MSG.resetCodeWrong);

export async function requestReset(ctx: AppContext, input: ResetRequest, ip: string): Promise<ResetAnswer> {
  const login = input.EMAIL ?? input.USER ?? input.CPF ?? '';
  if (input.CODIGO !== undefined) {
    await consumeAttempt(ctx.db, authLimits('code', ip, login));
    const staff = await findStaffForReset(ctx, input.USER, input.CPF);
    if (!staff) throw badRequest(MSG.resetCodeWrong);
    const check = await checkCode(ctx.db, 'staff_reset', `u:${staff.codusuario}`, input.CODIGO, false);
    if (check !== 'ok') throw codeError(check);
    return { valid: true };
  }
  await consumeAttempt(ctx.db, authLimits('reset', ip, login));
  if (input.EMAIL) {
    // the answer is the same whether or not the e-mail exists: no enumeration of candidates
    const cand = await findCandidateByLogin(ctx.db, input.EMAIL);
    if (cand && cand.codstatus !== STATUS.CANCELADO && mayHoldSession({ kind: 'candidate', row: cand })) {
      const code = await issueCode(
        ctx.db,
        'first_access',
        `c:${cand.codcandidato}`,
        RESET_LINK_TTL_MINUTES,
        ctx.config.secrets.JWT_SECRET,
      );
      const link = accessLink(ctx.config.appUrl, cand.email, code);
      const nomecli = (await clientName(ctx.db, cand.codadm, cand.codcli)) ?? '';
      await enqueueMail(
        ctx.db,
        cand.email,
        composeMail('candidateResetLink', {
          brand: brandOf(ctx.config.appUrl, { CODADM: cand.codadm, CODCLI: cand.codcli }, nomecli),
          link,
          name: cand.nome ?? '',
          hours: RESET_LINK_TTL_MINUTES / 60,
        }),
      );
    }
    return { message: MSG.mailSent };
  }
  const staff = await findStaffForReset(ctx, input.USER, input.CPF);
  if (!staff || !staff.email) throw notFound(MSG.userNotFound);
  const code = await issueCode(ctx.db, 'staff_reset', `u:${staff.codusuario}`, STAFF_CODE_TTL_MINUTES);
  await enqueueMail(
    ctx.db,
    staff.email,
    composeMail('staffResetCode', { name: staff.nomeusuario, code, minutes: STAFF_CODE_TTL_MINUTES }),
  );
  return { message: MSG.mailSent };
}

export async function changeAfterCode(
  ctx: AppContext,
  input: AuthChange,
  ip: string,
): Promise<{ message: string }> {
  const login = input.LOGIN ?? input.CPF ?? '';
  await consumeAttempt(ctx.db, authLimits('code', ip, login));
  const failed = checkPassword({ password: input.NOVASENHA });
  if (failed.length) throw badRequest(failed[0]!, { messages: failed });
  const staff = await findStaffForReset(ctx, input.LOGIN || undefined, input.CPF || undefined);
  if (!staff) throw badRequest(MSG.resetCodeWrong);
  const subject = `u:${staff.codusuario}` as const;
  const check = await checkCode(ctx.db, 'staff_reset', subject, input.CODIGO, true);
  if (check !== 'ok') throw codeError(check);
  await ctx.db
    .update(staffUser)
    .set({
      senhaHash: await hashPassword(input.NOVASENHA),
      trocarSenha: false,
      sessionVersion: sql`${staffUser.sessionVersion} + 1`,
    })
    .where(eq(staffUser.codusuario, staff.codusuario));
  await revokeAllForSubject(ctx.db, subject);
  await writeAudit(ctx.db, {
    actor: subject,
    codadm: staff.codadm,
    entity: 'staff_user',
    entityId: staff.codusuario,
    action: 'password_reset',
  });
  return { message: MSG.resetSuccess };
}
