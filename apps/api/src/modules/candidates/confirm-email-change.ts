/**
 * POST /candidate/email-change/confirm (decision 052): the code sent to the new address, given back
 * by the signed-in candidate, switches their login to that address — once (the code is spent), within
 * its 30 minutes, with at most 5 wrong tries. The switch, its audit row and the candidate-log entry
 * staff read are one transaction; the old address gets a notice through the outbox.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { DOC_MSG, EMAIL_CHANGE_MESSAGES, STATUS } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { accessCode, candidate } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { type CandidateActor, checkCode } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { candidateFacts, candidateLink } from '../notifications/index.ts';
import { assertEmailFree, emailChangeSubject } from './request-email-change.ts';

const expired = () => new HttpError(410, EMAIL_CHANGE_MESSAGES.expired);

export async function confirmEmailChange(ctx: AppContext, actor: CandidateActor, input: { CODIGO: string }) {
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, actor.tenant, actor.codcandidato);
  if (!facts) throw notFound(DOC_MSG.candidateNotFound);
  const subject = emailChangeSubject(actor.codcandidato);
  // the address the live code confirms (checkCode looks at this same newest unspent code)
  const [pending] = await ctx.db
    .select({ newEmail: accessCode.newEmail })
    .from(accessCode)
    .where(
      and(eq(accessCode.subject, subject), eq(accessCode.purpose, 'email_change'), isNull(accessCode.usedAt)),
    )
    .orderBy(desc(accessCode.id))
    .limit(1);
  if (!pending?.newEmail) throw expired();
  const check = await checkCode(ctx.db, 'email_change', subject, input.CODIGO.trim(), true);
  if (check === 'expired') throw expired();
  if (check === 'wrong') throw badRequest(EMAIL_CHANGE_MESSAGES.wrongCode, { field: 'CODIGO' });

  const next = pending.newEmail;
  await assertEmailFree(ctx, actor, next); // taken by someone else since the request
  const previous = facts.email ?? '';
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(candidate)
        .set({ email: next })
        .where(
          and(
            eq(candidate.codcandidato, actor.codcandidato),
            eq(candidate.codadm, actor.tenant.CODADM),
            eq(candidate.codcli, actor.tenant.CODCLI),
            ne(candidate.codstatus, STATUS.CANCELADO),
          ),
        )
        .returning({ codstatus: candidate.codstatus });
      if (!row) throw notFound(DOC_MSG.candidateNotFound);
      await writeAudit(tx, {
        actor: actor.subject,
        codadm: actor.tenant.CODADM,
        codcli: actor.tenant.CODCLI,
        entity: 'candidate',
        entityId: actor.codcandidato,
        action: 'update',
        field: 'EMAIL',
        oldValue: previous,
        newValue: next,
      });
      await writeCandidateLog(tx, {
        codcandidato: actor.codcandidato,
        codstatus: row.codstatus,
        usuario: facts.name,
        observacoes: EMAIL_CHANGE_MESSAGES.logNote(previous, next),
      });
      await enqueueMail(
        tx,
        previous,
        composeMail('emailChanged', {
          brand: facts.brand,
          name: facts.name,
          link: candidateLink(ctx.config.appUrl),
        }),
      );
    });
  } catch (err) {
    // another account took the address between the check and the update
    if (pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
    throw new HttpError(409, EMAIL_CHANGE_MESSAGES.inUse, { field: 'EMAIL' });
  }
  return { EMAIL: next, message: EMAIL_CHANGE_MESSAGES.changed };
}
