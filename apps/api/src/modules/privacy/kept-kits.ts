/**
 * Signed admission kits hold back an anonymisation (decision 073): a kit every party signed is an
 * employment record, kept SIGNED_KIT_RETENTION_YEARS from its completion whatever the client's
 * retention settings say. The retention job leaves such a candidate out, the staff action answers
 * 409 with the date, and the start mark (anonymize.ts) never lands on one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SIGNED_KIT_RETENTION_YEARS, SIGNED_KIT_STATUSES } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

/** `k` (signature_kit) every party signed: ASSINADO, SELANDO, or SUBSTITUIDO after completion */
const SIGNED = sql`(k.status in (${sql.join(
  SIGNED_KIT_STATUSES.filter((s) => s !== 'SUBSTITUIDO').map((s) => sql`${s}`),
  sql`, `,
)}) or (k.status = 'SUBSTITUIDO' and k.completed_at is not null))`;

/**
 * Until when `k` is kept: its completion plus the period; a kit still SELANDO has no completion
 * yet, so its last signature counts (the seal follows within minutes).
 */
const KEPT_UNTIL = sql`coalesce(k.completed_at,
    (select max(s.signed_at) from kit_signer s where s.kit_id = k.id), k.sent_at)
  + make_interval(years => ${SIGNED_KIT_RETENTION_YEARS})`;

/** SQL condition: the candidate `codcandidato` (an SQL expression) holds a signed kit still kept at `now` */
export const holdsKeptKit = (codcandidato: SQL, now: Date): SQL =>
  sql`exists (select 1 from signature_kit k where k.codcandidato = ${codcandidato}
    and ${SIGNED} and ${KEPT_UNTIL} > ${now.toISOString()}::timestamptz)`;

/** The day the candidate's last signed kit may go, when one is still kept at `now`; else null. */
export async function keptKitUntil(db: Db, codcandidato: number, now: Date): Promise<Date | null> {
  const [row] = rowsOf<{ until: Date | string | null }>(
    await db.execute(sql`select max(${KEPT_UNTIL}) as until from signature_kit k
      where k.codcandidato = ${codcandidato} and ${SIGNED}`),
  );
  if (!row?.until) return null;
  const until = new Date(row.until);
  return until > now ? until : null;
}
