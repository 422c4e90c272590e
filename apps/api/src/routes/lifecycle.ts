/**
 * Staff lifecycle calls of spec 3 §7 (docs/api-lifecycle.md): the admin edit of registration data and
 * Finalizar, Reabrir, Reenviar Pendente, Reset Senha, Cancelar. Rules live in the domain's rule table,
 * enforced by the modules; routes only parse and pass on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { lifecycleApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { assertSelf, requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  cancelCandidate,
  finalizeCandidate,
  reopenCandidate,
  resendPending,
  resetCandidatePassword,
  updatePersonal,
} from '../modules/lifecycle/index.ts';

/** The staff caller, the client it acts on, and the payload's CODUSUARIO checked against it. */
export function staffScope(req: FastifyRequest, codusuario: number | undefined) {
  const actor = staffOf(req);
  assertSelf(actor.codusuario, codusuario);
  return { actor, tenant: requireTenant(actor) };
}

const ACTIONS = {
  finalize: finalizeCandidate,
  reopen: reopenCandidate,
  resend: resendPending,
  reset: resetCandidatePassword,
  cancel: cancelCandidate,
} as const satisfies Record<Exclude<keyof typeof lifecycleApi, 'editPersonal'>, unknown>;

export const lifecycleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(lifecycleApi.editPersonal),
    handler: (req) => {
      const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
      const { CODUSUARIO: _self, ...input } = req.body;
      return updatePersonal(ctx, actor, tenant, input);
    },
  });
  for (const [name, run] of Object.entries(ACTIONS))
    app.route({
      ...routeOf(lifecycleApi[name as keyof typeof ACTIONS]),
      handler: (req) => {
        const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
        return run(ctx, actor, tenant, req.body.CODCANDIDATO);
      },
    });
};
