/**
 * The one writer of the access log (decision 036): every staff read of a candidate's data that the
 * log covers calls this once. A candidate reading their own record is not logged (they are the
 * data subject); only staff reads are.
 */
import type { AccessAction, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { accessLog } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';

export interface AccessEntry {
  action: AccessAction;
  /** null for an action on many candidates (an export) */
  codcandidato: number | null;
  /** what exactly (document type, field name, export filter) — never personal data */
  detail?: string | null;
}

const DETAIL_MAX = 200;

export async function logAccess(db: Db, actor: Actor, tenant: TenantRef, entry: AccessEntry): Promise<void> {
  if (actor.kind !== 'staff') return;
  await db.insert(accessLog).values({
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codusuario: actor.codusuario,
    codcandidato: entry.codcandidato,
    acao: entry.action,
    detalhe: entry.detail ? entry.detail.slice(0, DETAIL_MAX) : null,
  });
}
