/** Role and permission-flag gates shared by the issue-7 routes (spec 3 §6). */
import type { FastifyRequest } from 'fastify';
import { MSG, type PermissionFlag, type TenantRef } from '@admissao/domain';
import { forbidden } from '../../lib/http-errors.ts';
import { requireTenant, type StaffActor, staffOf } from '../auth/index.ts';

/** ADMIN only: a MANAGER (or a candidate) gets 403. */
export function adminOf(req: FastifyRequest): { actor: StaffActor; tenant: TenantRef } {
  const actor = staffOf(req);
  if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
  return { actor, tenant: requireTenant(actor) };
}

/** Staff with a per-user permission flag (RELATORIO, LINK_IMAGENS). */
export function staffWithFlag(
  req: FastifyRequest,
  flag: PermissionFlag,
): { actor: StaffActor; tenant: TenantRef } {
  const actor = staffOf(req);
  if (!actor.permissions[flag]) throw forbidden(MSG.forbidden);
  return { actor, tenant: requireTenant(actor) };
}

/** A body may name the client (CODADM, CODCLI) as the spec sends it, but only the one acted on. */
export function assertSameClient(tenant: TenantRef, codadm?: number | null, codcli?: string | null) {
  if ((codadm && codadm !== tenant.CODADM) || (codcli && codcli !== tenant.CODCLI))
    throw forbidden(MSG.clientNotAuthorized);
}
