/**
 * What a staff user may grant to another (or to itself) — decision 009. Nobody raises anyone above
 * itself: the role at most the caller's own, clients only among the caller's, permission flags only
 * those the caller holds (an ADMIN holds every flag the lifecycle rules do not ask of it) or those
 * the edited user already had (editing a name must not strip what someone else granted).
 */
import { LIFECYCLE_RULES } from '../lifecycle/rules.ts';
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionSet, type StaffRole } from '../permissions.ts';
import { MSG } from '../messages.ts';
import { CONFIG_MSG } from './messages.ts';

const ROLE_RANK = { MANAGER: 1, ADMIN: 2 } as const satisfies Record<StaffRole, number>;

/** Flags an ADMIN needs no grant for: those of the lifecycle actions (decision 023). */
const ADMIN_IMPLIED = new Set<PermissionFlag>(
  Object.values(LIFECYCLE_RULES).flatMap((r) => (r.flag ? [r.flag] : [])),
);

export interface Granter {
  role: StaffRole;
  permissions: PermissionSet;
  /** the caller's clients (CODCLI) in its admin account */
  clients: readonly string[];
}

export interface Grant {
  PERMISSAO: StaffRole;
  CLIENTES: readonly string[];
  PERMISSOES: Partial<PermissionSet>;
}

/** The flags the caller may switch on for a user who had `before` (none for a new user). */
export function grantableFlags(granter: Granter, before?: Partial<PermissionSet>): Set<PermissionFlag> {
  return new Set(
    PERMISSION_FLAGS.filter(
      (f) =>
        granter.permissions[f] || (granter.role === 'ADMIN' && ADMIN_IMPLIED.has(f)) || before?.[f] === true,
    ),
  );
}

/** The first reason the grant is refused, with its status (403), or null when it is allowed. */
export function checkStaffGrant(granter: Granter, grant: Grant, before?: Grant): string | null {
  if (ROLE_RANK[grant.PERMISSAO] > ROLE_RANK[granter.role] && grant.PERMISSAO !== before?.PERMISSAO)
    return CONFIG_MSG.userRoleAboveOwn;
  const mine = new Set(granter.clients);
  if (grant.CLIENTES.some((c) => !mine.has(c))) return MSG.clientNotAuthorized;
  const allowed = grantableFlags(granter, before?.PERMISSOES);
  if (PERMISSION_FLAGS.some((f) => grant.PERMISSOES[f] === true && !allowed.has(f)))
    return CONFIG_MSG.userFlagAboveOwn;
  return null;
}
