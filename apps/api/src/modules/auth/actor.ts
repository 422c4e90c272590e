/**
 * Who makes a request (decision 009): a staff user acting on one of their clients, or a candidate
 * on their own record — set on the request by plugins/auth.ts, read by routes and modules through
 * these accessors. Also the two checks every route leans on: the client a staff request acts on
 * (requireTenant) and identity fields in payloads that must name the caller (assertSelf).
 */
import type { FastifyRequest } from 'fastify';
import { MSG, type PermissionSet, type TenantRef, type UserData } from '@admissao/domain';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.ts';

export interface StaffActor {
  kind: 'staff';
  subject: `u:${number}`;
  codusuario: number;
  codadm: number;
  role: 'ADMIN' | 'MANAGER';
  permissions: PermissionSet;
  clients: TenantRef[];
  /** the client this request acts on, or null when a multi-client user has not chosen one */
  tenant: TenantRef | null;
  /** the user's own data as read with the account check */
  userData: UserData;
  /** signed in with a temporary password: only the password change is allowed */
  mustChangePassword: boolean;
  /** this sign-in (auth_session.id) */
  sid: string;
}
export interface CandidateActor {
  kind: 'candidate';
  subject: `c:${number}`;
  codcandidato: number;
  codadm: number;
  codcli: string;
  tenant: TenantRef;
  sid: string;
  /**
   * Set only on routes declared `candidateSession: 'handler'`: the token's session, not yet
   * compared with the database. The handler must call `assertCandidateSession` with what its own
   * read returned before it changes anything.
   */
  unchecked?: { sessionVersion: number };
}
export type Actor = StaffActor | CandidateActor;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** What a handler-checked route read of the candidate's session (undefined when the record is gone). */
export interface StoredCandidateSession {
  sessionVersion: number;
  /** the token's sign-in is live */
  sessionLive: boolean;
  trocarSenha: boolean;
}

/**
 * For routes declared `candidateSession: 'handler'`: the candidate's stored session must still be
 * the token's (version, live sign-in), or the request ends with 401; a temporary password, 403.
 */
export function assertCandidateSession(actor: Actor, stored: StoredCandidateSession | undefined): void {
  if (actor.kind !== 'candidate' || !actor.unchecked) return;
  if (!stored || stored.sessionVersion !== actor.unchecked.sessionVersion || !stored.sessionLive)
    throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  if (stored.trocarSenha) throw forbidden(MSG.changePasswordFirst, 'PASSWORD_CHANGE_REQUIRED');
}

/** The client a staff request acts on; 400 when a multi-client user has not chosen one. */
export function requireTenant(actor: Actor): TenantRef {
  if (actor.tenant) return actor.tenant;
  throw badRequest(MSG.chooseClient);
}

export function staffOf(request: FastifyRequest): StaffActor {
  const a = request.actor;
  if (a?.kind !== 'staff') throw forbidden(MSG.forbidden);
  return a;
}
export function candidateOf(request: FastifyRequest): CandidateActor {
  const a = request.actor;
  if (a?.kind !== 'candidate') throw forbidden(MSG.forbidden);
  return a;
}
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(MSG.authRequired);
  return request.actor;
}

/** Identity fields in payloads are accepted as the spec sends them, but must name the caller. */
export function assertSelf(expected: number, given: number | undefined | null) {
  if (given !== undefined && given !== null && given !== expected) throw forbidden(MSG.otherUser);
}

/** The caller and the client it acts on (400 when a multi-client user has not chosen one). */
export function scopeOf(request: FastifyRequest): { actor: Actor; tenant: TenantRef } {
  const actor = actorOf(request);
  return { actor, tenant: requireTenant(actor) };
}
