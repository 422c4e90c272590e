/**
 * Authentication and tenant resolution (docs/design.md §4, decision 009), run on every request before
 * validation. Routes declare `config.auth`: 'public', 'any' (default: signed in), 'staff' or
 * 'candidate'. Staff act on the client of the X-Cliente header, which is checked against their
 * memberships; with no header a single-client user acts on their only client. One query — or,
 * while the session cache hears every change, none (decision 044) — also checks that the account is active, that its session version still matches (a
 * password change or disable ends every session) and that this sign-in (the token's `sid`) was not
 * ended (logout, refresh-token reuse). A session opened with a temporary password may only call
 * the routes declared `passwordChange: true`.
 */
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG, parseTenantHeader, TENANT_HEADER, type AuthMode, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { candidate, membership, staffUser } from '../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../lib/http-errors.ts';
import {
  type AccessClaims,
  type Actor,
  type CandidateActor,
  permissionColumns,
  permissionsOf,
  type StaffActor,
  type StaffFacts,
  verifyAccessToken,
} from '../modules/auth/index.ts';
import { userDataColumns } from '../modules/user/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /**
     * 'handler': the candidate's session version is checked by the handler in the read it
     * does anyway (one query less on the autosave, the hottest call); staff are unaffected.
     */
    candidateSession?: 'hook' | 'handler';
    /** open to a session signed in with a temporary password (changing it, checking the current one) */
    passwordChange?: boolean;
  }
}

const sameTenant = (a: TenantRef, b: TenantRef) => a.CODADM === b.CODADM && a.CODCLI === b.CODCLI;

/**
 * When the token's sign-in (placeholder `sid`) is this account's and was not ended: its expiry in
 * epoch milliseconds (null otherwise), kept by the session cache
 */
const liveSessionExpiry = (subject: ReturnType<typeof sql>) =>
  sql<string | number | null>`(select extract(epoch from s.expires_at) * 1000 from auth_session s
    where s.id = ${sql.placeholder('sid')} and s.subject = ${subject} and s.revoked_at is null
    and s.expires_at > now())`;

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
        trocarSenha: staffUser.trocarSenha,
        permissao: staffUser.permissao,
        ...permissionColumns,
      },
      sessionExpiry: liveSessionExpiry(sql`'u:' || ${staffUser.codusuario}`),
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

/** The account and the sign-in from the cache, or one query that also fills it. */
async function staffFacts(ctx: AppContext, codusuario: number, claims: AccessClaims): Promise<StaffFacts> {
  const cache = ctx.sessions;
  const cached = cache.staff(codusuario);
  if (cached && cache.liveSession(claims.sid, `u:${codusuario}`)) return cached;
  let query = staffQueries.get(ctx.db);
  if (!query) {
    query = prepareStaffQuery(ctx.db);
    staffQueries.set(ctx.db, query);
  }
  const epoch = cache.epoch;
  const rows = await query.execute({ id: codusuario, sid: claims.sid });
  const first = rows[0];
  if (!first) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  const facts: StaffFacts = {
    user: first.user,
    clients: rows.filter((r) => r.codcli !== null).map((r) => ({ CODADM: r.codadm!, CODCLI: r.codcli! })),
    data: first.data,
  };
  cache.storeStaff(epoch, codusuario, facts);
  if (first.sessionExpiry === null) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  cache.storeSession(epoch, claims.sid, `u:${codusuario}`, Number(first.sessionExpiry));
  return facts;
}

async function loadStaff(
  ctx: AppContext,
  codusuario: number,
  claims: AccessClaims,
  header: string | undefined,
) {
  const { user, clients, data } = await staffFacts(ctx, codusuario, claims);
  if (!user.ativo || user.sessionVersion !== claims.sv)
    throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
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
    userData: data,
    mustChangePassword: user.trocarSenha,
    sid: claims.sid,
  };
  return actor;
}

const candidateQueries = new WeakMap<object, ReturnType<typeof prepareCandidateQuery>>();
function prepareCandidateQuery(db: AppContext['db']) {
  return db
    .select({
      codadm: candidate.codadm,
      codcli: candidate.codcli,
      sv: candidate.sessionVersion,
      trocarSenha: candidate.trocarSenha,
      sessionExpiry: liveSessionExpiry(sql`'c:' || ${candidate.codcandidato}`),
    })
    .from(candidate)
    .where(eq(candidate.codcandidato, sql.placeholder('id')))
    .prepare('auth_load_candidate');
}

async function candidateFacts(ctx: AppContext, codcandidato: number, claims: AccessClaims) {
  const cache = ctx.sessions;
  const cached = cache.candidate(codcandidato);
  if (cached && cache.liveSession(claims.sid, `c:${codcandidato}`)) return cached;
  let query = candidateQueries.get(ctx.db);
  if (!query) {
    query = prepareCandidateQuery(ctx.db);
    candidateQueries.set(ctx.db, query);
  }
  const epoch = cache.epoch;
  const [row] = await query.execute({ id: codcandidato, sid: claims.sid });
  if (!row) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  const { sessionExpiry, ...facts } = row;
  cache.storeCandidate(epoch, codcandidato, facts);
  if (sessionExpiry === null) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  cache.storeSession(epoch, claims.sid, `c:${codcandidato}`, Number(sessionExpiry));
  return facts;
}

async function loadCandidate(ctx: AppContext, codcandidato: number, claims: AccessClaims) {
  const row = await candidateFacts(ctx, codcandidato, claims);
  if (row.sv !== claims.sv) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  const actor: CandidateActor = {
    kind: 'candidate',
    subject: `c:${codcandidato}`,
    codcandidato,
    codadm: row.codadm,
    codcli: row.codcli,
    tenant: { CODADM: row.codadm, CODCLI: row.codcli },
    sid: claims.sid,
  };
  return { actor, mustChangePassword: row.trocarSenha };
}

/** A candidate from the token alone; the session is checked later by the handler's own read. */
function uncheckedCandidate(codcandidato: number, claims: AccessClaims): CandidateActor {
  if (!claims.cli) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  return {
    kind: 'candidate',
    subject: `c:${codcandidato}`,
    codcandidato,
    codadm: claims.adm,
    codcli: claims.cli,
    tenant: { CODADM: claims.adm, CODCLI: claims.cli },
    sid: claims.sid,
    unchecked: { sessionVersion: claims.sv },
  };
}

export interface ResolvedActor {
  actor: Actor;
  /** signed in with a temporary password (not known yet for a handler-checked candidate) */
  mustChangePassword: boolean;
}

export async function resolveActor(
  ctx: AppContext,
  request: FastifyRequest,
  candidateSession: 'hook' | 'handler' = 'hook',
): Promise<ResolvedActor | null> {
  const auth = request.headers.authorization;
  if (!auth?.startsWith('Bearer ')) return null;
  const claims = await verifyAccessToken(auth.slice(7), ctx.tokens.secret);
  if (!claims) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
  const id = Number(claims.sub.slice(2));
  const header = request.headers[TENANT_HEADER];
  if (claims.sub.startsWith('u:')) {
    const staff = await loadStaff(ctx, id, claims, Array.isArray(header) ? header[0] : header);
    return { actor: staff, mustChangePassword: staff.mustChangePassword };
  }
  if (candidateSession === 'handler')
    return { actor: uncheckedCandidate(id, claims), mustChangePassword: false };
  return loadCandidate(ctx, id, claims);
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const mode: AuthMode = request.routeOptions.config?.auth ?? 'any';
    if (mode === 'public' || !request.routeOptions.url) return;
    const config = request.routeOptions.config;
    const resolved = await resolveActor(opts.ctx, request, config?.candidateSession);
    if (!resolved) throw unauthorized(MSG.authRequired);
    request.actor = resolved.actor;
    if (resolved.mustChangePassword && !config?.passwordChange)
      throw forbidden(MSG.changePasswordFirst, 'PASSWORD_CHANGE_REQUIRED');
    if (mode === 'staff' && request.actor.kind !== 'staff') throw forbidden(MSG.forbidden);
    if (mode === 'candidate' && request.actor.kind !== 'candidate') throw forbidden(MSG.forbidden);
  });
});
