/**
 * The access log declared by the route (decision 036, issue 31 §3): a route whose answer is a
 * candidate's personal data says so in its config (`accessLog: { action }`), and this one hook
 * writes the row — after the handler answered 2xx, before the answer leaves — instead of a call in
 * each handler. The candidate is the path's `id` or `CODCANDIDATO`; the row is written only when
 * that candidate is the caller's client's (logCandidateAccess), and only for staff (a candidate
 * reading their own data is not logged). `apps/api/test/access-log-routes.test.ts` walks the
 * contract: every staff GET with a candidate in its path must leave a row, or be listed there as
 * carrying no personal data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessAction } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { logCandidateAccess } from '../modules/access-log/index.ts';

type Params = Record<string, unknown>;

export interface RouteAccessLog {
  action: AccessAction;
  /** what exactly was read, from the path (codes, never personal data) */
  detail?: (params: Params) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the row this route's successful staff answer writes in the access log */
    accessLog?: RouteAccessLog;
  }
}

const candidateOf = (req: FastifyRequest): number | null => {
  const params = (req.params ?? {}) as Params;
  const id = params.id ?? params.CODCANDIDATO;
  return typeof id === 'number' ? id : null;
};

export function registerAccessLog(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onSend', async (req, reply, payload) => {
    const logged = req.routeOptions.config?.accessLog;
    const actor = req.actor;
    if (!logged || reply.statusCode >= 300 || actor?.kind !== 'staff' || !actor.tenant) return payload;
    const codcandidato = candidateOf(req);
    // a declared route without a candidate in its path is a programming error: fail, never skip the row
    if (codcandidato === null) throw new Error(`accessLog sem candidato no caminho: ${req.routeOptions.url}`);
    await logCandidateAccess(ctx.db, actor, actor.tenant, {
      action: logged.action,
      codcandidato,
      detail: logged.detail?.((req.params ?? {}) as Params) ?? null,
    });
    return payload;
  });
}
