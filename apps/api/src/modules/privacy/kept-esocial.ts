/**
 * eSocial events hold back an anonymisation (decision 084), as a signed kit does (kept-kits.ts): an
 * event with its receipt is the employer's record of the admission, kept until 1 January after the
 * receipt plus ESOCIAL_RECEIPT_RETENTION_YEARS (the domain says why); an event with the service and
 * no answer yet holds the candidate until the answer. Events without a receipt (rejected, never
 * sent, not sent for an error) go with the rest of the candidate's data (anonymize.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ESOCIAL_AWAITED_STATUSES,
  ESOCIAL_KEPT_STATUS,
  ESOCIAL_RECEIPT_RETENTION_YEARS,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

/** Until when the received event `e` is kept: the year after its receipt (Brasília) + the period. */
const KEPT_UNTIL = sql`(date_trunc('year', coalesce(e.processed_at, e.updated_at) at time zone 'America/Sao_Paulo')
  + make_interval(years => ${1 + ESOCIAL_RECEIPT_RETENTION_YEARS})) at time zone 'America/Sao_Paulo'`;

const AWAITED = sql`e.status in (${sql.join(
  ESOCIAL_AWAITED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** SQL condition: `codcandidato` has a received event still kept at `now`, or one still awaited */
export const holdsKeptEsocialEvent = (codcandidato: SQL, now: Date): SQL =>
  sql`exists (select 1 from esocial_event e where e.codcandidato = ${codcandidato}
    and (${AWAITED} or (e.status = ${ESOCIAL_KEPT_STATUS} and ${KEPT_UNTIL} > ${now.toISOString()}::timestamptz)))`;

export type EsocialHold = { kind: 'awaited' } | { kind: 'kept'; until: Date };
export type EsocialHoldKind = EsocialHold['kind'];

/** Why the candidate's eSocial events hold them at `now`: one awaited, or the last kept one's end. */
export async function esocialHoldOf(db: Db, codcandidato: number, now: Date): Promise<EsocialHold | null> {
  const [row] = rowsOf<{ awaited: boolean; until: Date | string | null }>(
    await db.execute(sql`select bool_or(${AWAITED}) as awaited,
        max(case when e.status = ${ESOCIAL_KEPT_STATUS} then ${KEPT_UNTIL} end) as until
      from esocial_event e where e.codcandidato = ${codcandidato}`),
  );
  if (row?.awaited) return { kind: 'awaited' };
  if (!row?.until) return null;
  const until = new Date(row.until);
  return until > now ? { kind: 'kept', until } : null;
}
