/**
 * POST /auth/start: the candidate opens the access link (login + one-time code) and sets
 * a password. The code then stops working (docs/design.md §4). The answer signs the candidate in.
 */
import { eq } from 'drizzle-orm';
import { checkPassword, MSG, STATUS, type FirstAccess, type LogonAnswerWithRefresh } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate } from '../../db/schema.ts';
import { badRequest, unauthorized } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { applyTransition } from '../candidate-status/index.ts';
import {
  authLimits,
  checkCode,
  consumeAttempt,
  createSession,
  findCandidateByLogin,
  hashPassword,
  mayHoldSession,
  revokeAllForSubject,
} from '../auth/index.ts';

export async function firstAccess(
  ctx: AppContext,
  input: FirstAccess,
  ip: string,
): Promise<LogonAnswerWithRefresh> {
  await consumeAttempt(ctx.db, authLimits('code', ip, input.USUARIO));
  const failed = checkPassword({ password: input.SENHA });
  if (failed.length) throw badRequest(failed[0]!, { messages: failed });
  const row = await findCandidateByLogin(ctx.db, input.USUARIO);
  if (!row || !mayHoldSession({ kind: 'candidate', row })) throw unauthorized(MSG.invalidCredentials);
  const subject = `c:${row.codcandidato}` as const;
  const result = await checkCode(ctx.db, 'first_access', subject, input.SENHA_ANTERIOR, true);
  if (result !== 'ok') throw unauthorized(MSG.invalidCredentials);
  const updated = await ctx.db.transaction(async (tx) => {
    const [written] = await tx
      .update(candidate)
      .set({
        senhaHash: await hashPassword(input.SENHA),
        trocarSenha: false,
        sessionVersion: row.sessionVersion + 1,
        datultinteracao: new Date(),
      })
      .where(eq(candidate.codcandidato, row.codcandidato))
      .returning();
    const who = { kind: 'candidate', subject, name: row.nome ?? '' } as const;
    const tenant = { CODADM: row.codadm, CODCLI: row.codcli };
    // the first sign-in (1 → 2) through the machine; a code sent again later (status 2 or 3)
    // keeps its audit row of the access, the status unchanged, as before decision 067
    const moved =
      row.codstatus === STATUS.CADASTRADO &&
      (await applyTransition(tx, {
        event: 'firstSignIn',
        actor: who,
        tenant,
        codcandidato: row.codcandidato,
        from: row.codstatus,
        to: STATUS.PRIMEIRO_ACESSO,
        auditAction: 'first_access',
        appUrl: ctx.config.appUrl,
        onRace: 'skip',
      }));
    if (!moved)
      await writeAudit(tx, {
        actor: subject,
        codadm: row.codadm,
        codcli: row.codcli,
        entity: 'candidate',
        entityId: row.codcandidato,
        action: 'first_access',
        field: 'CODSTATUS',
        oldValue: row.codstatus,
        newValue: row.codstatus,
      });
    return { ...written!, codstatus: moved ? STATUS.PRIMEIRO_ACESSO : written!.codstatus };
  });
  await revokeAllForSubject(ctx.db, subject);
  return createSession(ctx, { kind: 'candidate', row: updated });
}
