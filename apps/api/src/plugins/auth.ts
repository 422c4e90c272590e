/**
 * Authentication and tenant resolution (DESIGN.md §4), run on every request before
 * validation. Routes declare `config.auth`: 'public', 'any' (default: signed in),
 * 'staff' or 'candidate'. Staff act on the client of the X-Cliente header, which is
 * checked against their memberships; with no header a single-client user acts on their
 * only client. One query per request also checks the account is active and the session
 * version still matches, so disabling a user or changing a password ends sessions at once.
 */
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MSG,
  parseTenantHeader,
  TENANT_HEADER,
  type PermissionSet,
  type TenantRef,
  type UserData,
} from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { candidate, membership, staffUser } from '../db/schema.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../lib/http-errors.ts';
import { permissionColumns, permissionsOf } from '../modules/auth/accounts.ts';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/tokens.ts';
import { userDataColumns } from '../modules/user/user-data.ts';

export type AuthMode = 'public' | 'any' | 'staff' | 'candidate';

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
}
export interface CandidateActor {
  kind: 'candidate';
  subject: `c:${number}`;
  codcandidato: number;
  codadm: number;
  codcli: string;
  tenant: TenantRef;
  /**
   * Set only on routes declared `candidateSession: 'handler'`: the token's session version,
   * not yet compared with the database. The handler must call `assertCandidateSession` with
   * the version its own read returned before it changes anything.
   */
  uncheckedSessionVersion?: number;
}
export type Actor = StaffActor | CandidateActor;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /**
     * 'handler': the candidate's session version is checked by the handler in the read it
     * does anyway (one query less on the autosave, the hottest call); staff are unaffected.
     */
    candidateSession?: 'hook' | 'handler';
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const sameTenant = (a: TenantRef, b: TenantRef) => a.CODADM === b.CODADM && a.CODCLI === b.CODCLI;

// The per-request account check is the hottest query of the API: prepared once per
// database (Drizzle would rebuild the SQL text on every call) and reading only what it needs.
const staffQueries = new WeakMap<object, ReturnType<typeof prepareStaffQuery>>();
function prepareStaffQuery(db: AppContext['db']) {
  return db
    .select({
      user: {
        codusuario: staffUser.codusuario,
        codadm: staffUser.codadm,
        ativo: staffUser.ativo,
        sessionVersion: staffUser.sessionVersion,
        permissao: staffUser.permissao,
        ...permissionColumns,
      },
      // the user's own data rides along (one row, same page): POST /user then needs no second query
      data: userDataColumns,
      codadm: membership.codadm,
      codcli: membership.codcli,
    })
    .from(staffUser)
    .leftJoin(membership, eq(membership.codusuario, staffUser.codusuario))
    .where(eq(staffUser.codusuario, sql.placeholder('id')))
    .prepare('auth_load_staff');
}

async function loadStaff(ctx: AppContext, codusuario: number, sv: number, header: string | undefined) {
  let query = staffQueries.get(ctx.db);
  if (!query) {
    query = prepareStaffQuery(ctx.db);
    staffQueries.set(ctx.db, query);
  }
  const rows = await query.execute({ id: codusuario });
  const user = rows[0]?.user;
  if (!user || !user.ativo || user.sessionVersion !== sv) throw unauthorized(MSG.sessionExpired);
  const clients = rows
    .filter((r) => r.codcli !== null)
    .map((r) => ({ CODADM: r.codadm!, CODCLI: r.codcli! }));
  let tenant: TenantRef | null = clients.length === 1 ? clients[0]! : null;
  if (header !== undefined) {
    const wanted = parseTenantHeader(header);
    if (!wanted) throw badRequest(MSG.invalidTenantHeader);
    if (!clients.some((c) => sameTenant(c, wanted))) throw forbidden(MSG.clientNotAuthorized);
    tenant = wanted;
  }
  const actor: StaffActor = {
    kind: 'staff',
    subject: `u:${user.codusuario}`,
    codusuario: user.codusuario,
    codadm: user.codadm,
    role: user.permissao,
    permissions: permissionsOf(user),
    clients,
    tenant,
    userData: rows[0]!.data,
  };
  return actor;
}

async function loadCandidate(ctx: AppContext, codcandidato: number, sv: number): Promise<CandidateActor> {
  const [row] = await ctx.db
    .select({ codadm: candidate.codadm, codcli: candidate.codcli, sv: candidate.sessionVersion })
    .from(candidate)
    .where(eq(candidate.codcandidato, codcandidato))
    .limit(1);
  if (!row || row.sv !== sv) throw unauthorized(MSG.sessionExpired);
  return {
    kind: 'candidate',
    subject: `c:${codcandidato}`,
    codcandidato,
    codadm: row.codadm,
    codcli: row.codcli,
    tenant: { CODADM: row.codadm, CODCLI: row.codcli },
  };
}

/** A candidate from the token alone; the session version is checked later by the handler. */
function uncheckedCandidate(codcandidato: number, claims: AccessClaims): CandidateActor {
  if (!claims.cli) throw unauthorized(MSG.sessionExpired);
  return {
    kind: 'candidate',
    subject: `c:${codcandidato}`,
    codcandidato,
    codadm: claims.adm,
    codcli: claims.cli,
    tenant: { CODADM: claims.adm, CODCLI: claims.cli },
    uncheckedSessionVersion: claims.sv,
  };
}

export async function resolveActor(
  ctx: AppContext,
  request: FastifyRequest,
  candidateSession: 'hook' | 'handler' = 'hook',
): Promise<Actor | null> {
  const auth = request.headers.authorization;
  if (!auth?.startsWith('Bearer ')) return null;
  const claims = await verifyAccessToken(auth.slice(7), ctx.tokens.secret);
  if (!claims) throw unauthorized(MSG.sessionExpired);
  const id = Number(claims.sub.slice(2));
  const header = request.headers[TENANT_HEADER];
  if (claims.sub.startsWith('u:'))
    return loadStaff(ctx, id, claims.sv, Array.isArray(header) ? header[0] : header);
  return candidateSession === 'handler' ? uncheckedCandidate(id, claims) : loadCandidate(ctx, id, claims.sv);
}

/**
 * For routes declared `candidateSession: 'handler'`: the candidate's stored session version
 * (undefined when the record is gone) must match the token's, or the request ends with 401.
 */
export function assertCandidateSession(actor: Actor, storedVersion: number | undefined): void {
  if (actor.kind !== 'candidate' || actor.uncheckedSessionVersion === undefined) return;
  if (storedVersion !== actor.uncheckedSessionVersion) throw unauthorized(MSG.sessionExpired);
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const mode: AuthMode = request.routeOptions.config?.auth ?? 'any';
    if (mode === 'public' || !request.routeOptions.url) return;
    request.actor = await resolveActor(opts.ctx, request, request.routeOptions.config?.candidateSession);
    if (!request.actor) throw unauthorized(MSG.authRequired);
    if (mode === 'staff' && request.actor.kind !== 'staff') throw forbidden(MSG.forbidden);
    if (mode === 'candidate' && request.actor.kind !== 'candidate') throw forbidden(MSG.forbidden);
  });
});

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

export { HttpError };
