/**
 * Recorded bearer links (decision 009): a print link or an image-link sheet is a row of
 * `shared_link`, and its tokens name the row (`lid`). A token is honoured only while its row is
 * live: not revoked, not expired, its issuer still active, still a member of the client and still
 * holding the permission that let it make the link, and — for the candidate the token names — that
 * candidate of the same client, not cancelled and not cancelled since the link was made.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MSG, STATUS, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { sharedLink } from '../../db/schema.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';

export type LinkKind = 'print' | 'image';

export interface NewLink {
  kind: LinkKind;
  tenant: TenantRef;
  codcandidato: number | null;
  detail: Record<string, unknown>;
  createdBy: number;
  expiresAt: Date;
}

export async function recordLink(db: Db, link: NewLink): Promise<number> {
  const [row] = await db
    .insert(sharedLink)
    .values({
      kind: link.kind,
      codadm: link.tenant.CODADM,
      codcli: link.tenant.CODCLI,
      codcandidato: link.codcandidato,
      detail: link.detail,
      createdBy: link.createdBy,
      expiresAt: link.expiresAt,
    })
    .returning({ id: sharedLink.id });
  return row!.id;
}

/**
 * The issuer of link `l` may still give it: active, not removed, member of the link's client, and
 * holding the permission (print: ADMIN or IMPRIMIR, as the print rule asks; images: LINK_IMAGENS).
 */
export const issuerStillEntitled: SQL = sql`exists (
  select 1 from staff_user u join membership m on m.codusuario = u.codusuario
  where u.codusuario = l.created_by and u.ativo and u.excluido_em is null
    and m.codadm = l.codadm and m.codcli = l.codcli
    and case l.kind when 'print' then u.permissao = 'ADMIN' or u.imprimir else u.link_imagens end)`;

/**
 * Candidate `c` was cancelled after link `l` was made (its status history, candidate_log, says so):
 * cancellation ends a link for good, and reopening does not revive it. Checked here, not by revoking
 * rows, because an image-link sheet covers many candidates: the others stay served.
 */
const cancelledSinceLinkMade: SQL = sql`exists (
  select 1 from candidate_log h
  where h.codcandidato = c.codcandidato and h.codstatus = ${STATUS.CANCELADO} and h.datlog >= l.created_at)`;

/**
 * 401 'Token inválido!' unless the link is live for this candidate (see the top of this file);
 * answers who made it (the access-log row of a link's use names them, issue 31 §3).
 */
export async function assertLiveLink(
  db: Db,
  q: { lid: number; kind: LinkKind; tenant: TenantRef; codcandidato: number },
): Promise<{ createdBy: number }> {
  const rows = rowsOf<{ created_by: number }>(
    await db.execute(sql`
      select l.created_by from shared_link l
      join candidate c on c.codcandidato = ${q.codcandidato} and c.codadm = l.codadm and c.codcli = l.codcli
      where l.id = ${q.lid} and l.kind = ${q.kind} and l.codadm = ${q.tenant.CODADM} and l.codcli = ${q.tenant.CODCLI}
        and (l.codcandidato is null or l.codcandidato = c.codcandidato)
        and l.revoked_at is null and l.expires_at > now()
        and c.codstatus <> ${STATUS.CANCELADO}
        and not ${cancelledSinceLinkMade}
        and ${issuerStillEntitled}`),
  );
  const [live] = rows;
  if (!live) throw unauthorized(MSG.invalidToken);
  return { createdBy: Number(live.created_by) };
}

/**
 * Makes the end of a link permanent when its reason goes (the live check above already refuses it):
 * a user disabled, removed, taken out of a client or stripped of a permission and then given it
 * back does not revive the links made before. Run in the transaction of the change.
 */
export async function revokeLinksOfIssuerNoLongerEntitled(db: Db, codusuario: number, by: number) {
  await db.execute(sql`update shared_link l set revoked_at = now(), revoked_by = ${by}
    where l.created_by = ${codusuario} and l.revoked_at is null and not ${issuerStillEntitled}`);
}

/** A cancelled candidate's print links end for good (reopening does not revive them). */
export async function revokeLinksOfCandidate(db: Db, tenant: TenantRef, codcandidato: number, by: number) {
  await db.execute(sql`update shared_link set revoked_at = now(), revoked_by = ${by}
    where codcandidato = ${codcandidato} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}
      and revoked_at is null`);
}
