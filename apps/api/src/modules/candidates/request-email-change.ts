/**
 * POST /candidate/email-change (decision 052): the candidate asks to make another address their
 * login. Nothing changes yet: a 7-digit code goes to the new address through the outbox, kept with
 * the address it confirms (a new request retires the earlier code). The address must be free — not
 * another candidate's of any client, nor a staff login — and the record editable by the candidate.
 */
import {
  candidateMayEdit,
  DOC_MSG,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
  EMAIL_CHANGE_TTL_MINUTES,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { type CandidateActor, consumeAttempt, issueCode } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { AUTOSAVE_MESSAGES } from '../candidate-record/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { candidateFacts } from '../notifications/index.ts';
import { findEmailUse } from './check-email.ts';

/** Refuses an address someone else signs in with (a candidate of any client, a staff login). */
export async function assertEmailFree(ctx: AppContext, actor: CandidateActor, email: string) {
  const use = await findEmailUse(ctx.db, actor.tenant, email);
  if (use.kind === 'free') return;
  if (use.kind === 'here' && use.CODCANDIDATO === actor.codcandidato) return;
  throw new HttpError(409, EMAIL_CHANGE_MESSAGES.inUse, { field: 'EMAIL' });
}

export const emailChangeSubject = (codcandidato: number) => `c:${codcandidato}`;

export async function requestEmailChange(ctx: AppContext, actor: CandidateActor, input: { EMAIL: string }) {
  const email = input.EMAIL.trim().toLowerCase();
  const record = await loadRecord(ctx.db, actor.tenant, actor.codcandidato);
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, actor.tenant, actor.codcandidato);
  if (!record || !facts) throw notFound(DOC_MSG.candidateNotFound);
  // the login is part of the registration data: changed only while the candidate may edit the record
  if (!candidateMayEdit(record.CODSTATUS)) throw forbidden(AUTOSAVE_MESSAGES.locked);
  if ((facts.email ?? '').toLowerCase() === email)
    throw badRequest(EMAIL_CHANGE_MESSAGES.same, { field: 'EMAIL' });
  await assertEmailFree(ctx, actor, email);
  await consumeAttempt(ctx.db, [
    { key: `email_change:c:${actor.codcandidato}`, max: EMAIL_CHANGE_REQUESTS_PER_HOUR, windowSeconds: 3600 },
  ]);

  const subject = emailChangeSubject(actor.codcandidato);
  const code = await issueCode(ctx.db, 'email_change', subject, EMAIL_CHANGE_TTL_MINUTES, undefined, email);
  await enqueueMail(
    ctx.db,
    email,
    composeMail('emailChangeCode', {
      brand: facts.brand,
      name: facts.name,
      code,
      minutes: EMAIL_CHANGE_TTL_MINUTES,
    }),
  );
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: actor.tenant.CODADM,
    codcli: actor.tenant.CODCLI,
    entity: 'candidate',
    entityId: actor.codcandidato,
    action: 'email_change_requested',
  });
  return {
    EMAIL_PENDENTE: email,
    EXPIRA: new Date(Date.now() + EMAIL_CHANGE_TTL_MINUTES * 60_000).toISOString(),
    message: EMAIL_CHANGE_MESSAGES.sent(email),
  };
}
