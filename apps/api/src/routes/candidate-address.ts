/** The address saved as a whole (spec 2 §7, spec 3 §7): main and delivery. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateAddressApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { notFound } from '../lib/http-errors.ts';
import { type Actor, assertSelf, scopeOf } from '../modules/auth/index.ts';
import { AUTOSAVE_MESSAGES, saveAddress } from '../modules/candidate-record/index.ts';

/** A candidate saves their own address only; staff name themselves in CODUSUARIO when they send it. */
function ownId(actor: Actor, body: { CODCANDIDATO: number; CODUSUARIO?: number | undefined }): number {
  if (actor.kind === 'staff') assertSelf(actor.codusuario, body.CODUSUARIO);
  else if (actor.codcandidato !== body.CODCANDIDATO) throw notFound(AUTOSAVE_MESSAGES.notFound);
  return body.CODCANDIDATO;
}

export const candidateAddressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.saveMain),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return saveAddress(ctx, actor, tenant, ownId(actor, req.body), 'main', req.body);
    },
  });
  app.route({
    ...routeOf(api.saveDelivery),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return saveAddress(ctx, actor, tenant, ownId(actor, req.body), 'delivery', req.body);
    },
  });
};
