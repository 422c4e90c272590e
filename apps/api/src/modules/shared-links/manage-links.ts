/**
 * The links a client's staff handed out, listed where they are used (the candidate's print links,
 * the report's image-link sheets) with 'Revogar'. Another client's link does not exist (404).
 */
import { sql } from 'drizzle-orm';
import {
  checkLifecycleAction,
  MSG,
  SHARED_LINK_MESSAGES,
  STATUS,
  type SharedLinkOut,
  type SharedLinkStatus,
  type SharedLinkType,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { issuerStillEntitled, type LinkKind } from './shared-links.ts';

export const KIND_OF = { impressao: 'print', imagens: 'image' } as const satisfies Record<
  SharedLinkType,
  LinkKind
>;
const TYPE_OF = { print: 'impressao', image: 'imagens' } as const satisfies Record<LinkKind, SharedLinkType>;

interface LinkRow {
  id: number;
  kind: LinkKind;
  codcandidato: number | null;
  detail: Record<string, unknown>;
  criado_por: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  situacao: SharedLinkStatus;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const brDate = (ymd: unknown) => (typeof ymd === 'string' ? ymd.split('-').reverse().join('/') : '');

function detailText(kind: LinkKind, d: Record<string, unknown>): string {
  if (kind === 'print')
    return `Áreas ${String(d.PERMISSOES ?? '')
      .split('')
      .join(', ')}`;
  return `${String(d.DOCUMENTO ?? '')} · início de ${brDate(d.DATINICIO)} a ${brDate(d.DATFIM)}`;
}

export async function listSharedLinks(
  db: Db,
  tenant: TenantRef,
  type: SharedLinkType,
  codcandidato?: number,
): Promise<SharedLinkOut[]> {
  const kind = KIND_OF[type];
  const rows = rowsOf<LinkRow>(
    await db.execute(sql`
      select l.id, l.kind, l.codcandidato, l.detail, u.nomeusuario as criado_por, l.created_at,
        l.expires_at, l.revoked_at,
        case when l.revoked_at is not null then 'REVOGADO'
             when l.expires_at <= now() then 'EXPIRADO'
             when not ${issuerStillEntitled} then 'SEM_EFEITO'
             when l.codcandidato is not null and exists (select 1 from candidate c
               where c.codcandidato = l.codcandidato and c.codstatus = ${STATUS.CANCELADO}) then 'SEM_EFEITO'
             else 'ATIVO' end as situacao
      from shared_link l left join staff_user u on u.codusuario = l.created_by
      where l.codadm = ${tenant.CODADM} and l.codcli = ${tenant.CODCLI} and l.kind = ${kind}
        ${codcandidato ? sql`and l.codcandidato = ${codcandidato}` : sql``}
      order by l.created_at desc, l.id desc
      limit 200`),
  );
  return rows.map((r) => ({
    ID: Number(r.id),
    TIPO: TYPE_OF[r.kind],
    CODCANDIDATO: r.codcandidato === null ? null : Number(r.codcandidato),
    DETALHE: detailText(r.kind, r.detail),
    CRIADO_POR: r.criado_por ?? '',
    CRIADO_EM: iso(r.created_at),
    EXPIRA: iso(r.expires_at),
    REVOGADO_EM: r.revoked_at ? iso(r.revoked_at) : null,
    SITUACAO: r.situacao,
  }));
}

/** Who may list and revoke links of a type: whoever may make them (print rule; LINK_IMAGENS). */
export function assertMayManage(actor: StaffActor, type: SharedLinkType): void {
  const may =
    type === 'impressao'
      ? checkLifecycleAction('print', actor, STATUS.FINALIZADO).ok
      : actor.permissions.LINK_IMAGENS;
  if (!may) throw forbidden(MSG.forbidden);
}

/** Revokes a link of the client; a link already revoked stays as it was. */
export async function revokeSharedLink(db: Db, actor: StaffActor, tenant: TenantRef, id: number) {
  const [link] = rowsOf<{ kind: LinkKind; codcandidato: number | null }>(
    await db.execute(sql`select kind, codcandidato from shared_link
      where id = ${id} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}`),
  );
  if (!link) throw notFound(SHARED_LINK_MESSAGES.notFound);
  assertMayManage(actor, TYPE_OF[link.kind]);
  await db.execute(sql`update shared_link set revoked_at = now(), revoked_by = ${actor.codusuario}
    where id = ${id} and revoked_at is null`);
  await writeAudit(db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'shared_link',
    entityId: id,
    action: 'revoke',
    newValue: { TIPO: TYPE_OF[link.kind], CODCANDIDATO: link.codcandidato },
  });
  return { message: SHARED_LINK_MESSAGES.revoked };
}
