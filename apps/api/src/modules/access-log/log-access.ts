/**
 * The one writer of the access log (decision 036): every staff read of a candidate's data that the
 * log covers calls this once. A candidate reading their own record is not logged (they are the
 * data subject); only staff reads are.
 */
import { sql } from 'drizzle-orm';
import type { AccessAction, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { accessLog } from '../../db/schema.ts';
import type { Actor } from '../auth/index.ts';

export interface AccessEntry {
  action: AccessAction;
  /** null for an action on many candidates (an export) */
  codcandidato: number | null;
  /** what exactly (document type, field name, export filter) — never personal data */
  detail?: string | null;
}

const DETAIL_MAX = 200;

const detailOf = (entry: Pick<AccessEntry, 'detail'>) =>
  entry.detail ? entry.detail.slice(0, DETAIL_MAX) : null;

export async function logAccess(db: Db, actor: Actor, tenant: TenantRef, entry: AccessEntry): Promise<void> {
  if (actor.kind !== 'staff') return;
  await db.insert(accessLog).values({
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codusuario: actor.codusuario,
    codcandidato: entry.codcandidato,
    acao: entry.action,
    detalhe: detailOf(entry),
  });
}

/**
 * The same row for a read of candidate `codcandidato` named by the caller (a route's path): written
 * only when that candidate is the tenant's, so an id of another client leaves no row under this
 * client (issue 31 §3, the route-level log of plugins/access-log.ts).
 */
export async function logCandidateAccess(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  entry: AccessEntry & { codcandidato: number },
): Promise<void> {
  if (actor.kind !== 'staff') return;
  await db.execute(sql`
    insert into access_log (codadm, codcli, codusuario, codcandidato, acao, detalhe)
    select codadm, codcli, ${actor.codusuario}, codcandidato, ${entry.action}, ${detailOf(entry)}
    from candidate
    where codcandidato = ${entry.codcandidato} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}`);
}

/**
 * A use of a shared link (a print link's page or PDF, issue 31 §3): nobody signs in, so the row
 * names the staff user who made the link, and its detail the link's id.
 */
export async function logLinkUse(
  db: Db,
  link: { createdBy: number; tenant: TenantRef; codcandidato: number },
  entry: Omit<AccessEntry, 'codcandidato'>,
): Promise<void> {
  await db.insert(accessLog).values({
    codadm: link.tenant.CODADM,
    codcli: link.tenant.CODCLI,
    codusuario: link.createdBy,
    codcandidato: link.codcandidato,
    acao: entry.action,
    detalhe: detailOf(entry),
  });
}

/**
 * The same row, written by the statement that reads the candidate (one round trip, not two: the
 * staff record read, decision 036), as SQL text for a prepared statement (decision 085): a
 * data-modifying CTE over a CTE named `found` that has the candidate's `codcandidato`, `codadm` and
 * `codcli` (found by the caller's client) — one row when the candidate was found, none otherwise.
 * `codusuario`: the statement's parameter holding the staff user (a candidate is never logged: the
 * caller adds this CTE to staff reads only). The action is one of the contract's keys, written as a
 * literal because each statement text serves one action.
 *
 * The statement commits without waiting for the WAL flush (`synchronous_commit` off for its own
 * transaction only): a read changes nothing else, and waiting for the disk tripled the cost of a
 * logged read. On a database server crash the rows of the last ~0.6 s may be missing (decision
 * 036, 2026-11-26 asynchronous commit); every change (edits, uploads) still commits durably.
 */
export function accessLogCteSql(action: AccessAction, codusuario: `$${number}`): string {
  if (!/^[A-Z_]+$/.test(action)) throw new Error(`not an access action: ${action}`);
  return `logged as (
    insert into access_log (codadm, codcli, codusuario, codcandidato, acao, detalhe)
    select codadm, codcli, ${codusuario}::int, codcandidato, '${action}', null
    from found where set_config('synchronous_commit', 'off', true) is not null)`;
}
