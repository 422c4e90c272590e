/**
 * POST /candidate/privacy/requests (decision 038): the candidate files a request under LGPD art. 18.
 * The due date is fixed when filed: today (Brasília) + the client's PRAZO_REQUISICAO_DIAS (15).
 *
 * Limits (issue 31 §4; before, 30 requests in a row were 30 requests and 30 mails to the DPO): at
 * most one open request of each type — a second adds nothing the DPO does not already owe an answer
 * to (409) — and PRIVACY_REQUESTS_PER_DAY in 24 hours (429, Retry-After: when the oldest of them
 * leaves the window). The rights are free of charge (art. 18 §5) and must stay within reach, so the
 * limit is generous: a person files one or two; five a day is a flood or a script. The DPO is told
 * by the grouped notice of privacy-notice-job.ts, not from here.
 */
import { sql } from 'drizzle-orm';
import {
  DOC_MSG,
  isoDateInBrazil,
  PRIVACY_REQUEST_TYPES,
  PRIVACY_REQUESTS_PER_DAY,
  type PrivacyRequestType,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { privacyRequest } from '../../db/schema.ts';
import { HttpError, notFound, tooMany } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { CandidateActor } from '../auth/index.ts';
import { candidateFacts } from '../notifications/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { answerOf, REQUEST_MESSAGES } from './privacy-requests.ts';

const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Counted under a lock of the candidate's requests, in the transaction that inserts the new one: on
 * the PostgreSQL server concurrent requests count on connections of their own, and one cannot see
 * another's uncommitted row, so a count taken without the lock let every one of them through.
 */
async function assertMayFile(tx: Db, codcandidato: number, tipo: PrivacyRequestType) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy_request:${codcandidato}`}))`);
  const [row] = rowsOf<{ open_of_type: number; in_day: number; retry: number | null }>(
    await tx.execute(sql`select
        count(*) filter (where tipo = ${tipo} and situacao = 'ABERTA')::int as open_of_type,
        count(*) filter (where criada_em > now() - interval '24 hours')::int as in_day,
        ceil(extract(epoch from min(criada_em) filter (where criada_em > now() - interval '24 hours')
          + interval '24 hours' - now()))::int as retry
      from privacy_request where codcandidato = ${codcandidato}`),
  );
  if ((row?.open_of_type ?? 0) > 0)
    throw new HttpError(409, REQUEST_MESSAGES.openOfType(PRIVACY_REQUEST_TYPES[tipo]), { field: 'TIPO' });
  if ((row?.in_day ?? 0) >= PRIVACY_REQUESTS_PER_DAY) {
    const seconds = Math.max(1, row?.retry ?? 1);
    throw tooMany(REQUEST_MESSAGES.tooMany(PRIVACY_REQUESTS_PER_DAY, seconds), seconds);
  }
}

export async function filePrivacyRequest(
  ctx: AppContext,
  actor: CandidateActor,
  input: { TIPO: PrivacyRequestType; DESCRICAO: string },
) {
  const tenant = actor.tenant;
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, tenant, actor.codcandidato);
  if (!facts) throw notFound(DOC_MSG.candidateNotFound);
  const settings = await getClientSettings(ctx.db, tenant);
  const prazo = addDays(isoDateInBrazil(), settings.PRAZO_REQUISICAO_DIAS);
  const row = await ctx.db.transaction(async (tx) => {
    await assertMayFile(tx, actor.codcandidato, input.TIPO);
    const [inserted] = await tx
      .insert(privacyRequest)
      .values({
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
        codcandidato: actor.codcandidato,
        tipo: input.TIPO,
        descricao: input.DESCRICAO,
        prazo,
      })
      .returning();
    return inserted!;
  });
  return answerOf({ ...row, nome: facts.name });
}
