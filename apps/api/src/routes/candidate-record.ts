/** The candidate record (docs/api-candidate-page.md): read, autosave, section check, confirmation, terms. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateRecordApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { notFound } from '../lib/http-errors.ts';
import { type Actor, actorOf, assertSelf, candidateOf, requireTenant } from '../modules/auth/index.ts';
import {
  AUTOSAVE_MESSAGES,
  confirmRegistration,
  readRecord,
  sectionsOf,
  updateField,
} from '../modules/candidate-record/index.ts';
import { loadRecord } from '../modules/candidate-row/index.ts';
import { acceptTerms } from '../modules/privacy/index.ts';

/** A candidate acts on their own record only; any other id reads as missing. */
function ownRecordId(actor: Actor, id: number): number {
  if (actor.kind === 'candidate' && actor.codcandidato !== id) throw notFound(AUTOSAVE_MESSAGES.notFound);
  return id;
}

export const candidateRecordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(candidateRecordApi.get),
    handler: (req) => {
      const actor = actorOf(req);
      return readRecord(ctx.db, actor, requireTenant(actor), ownRecordId(actor, req.params.id));
    },
  });
  // the autosave checks the candidate's session itself, in its one read (update-field.ts)
  app.route({
    ...routeOf(candidateRecordApi.patchField, { candidateSession: 'handler' }),
    handler: (req) => {
      const actor = actorOf(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return updateField(
        ctx,
        actor,
        requireTenant(actor),
        ownRecordId(actor, req.body.CODCANDIDATO),
        req.body.FIELD,
        req.body.VALUE,
      );
    },
  });
  app.route({
    ...routeOf(candidateRecordApi.checkRequired),
    handler: async (req) => {
      const actor = actorOf(req);
      const tenant = requireTenant(actor);
      const record = await loadRecord(ctx.db, tenant, ownRecordId(actor, req.body.CODCANDIDATO));
      if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
      return sectionsOf(ctx.db, tenant, record);
    },
  });
  app.route({
    ...routeOf(candidateRecordApi.confirm),
    handler: (req) => {
      const actor = candidateOf(req);
      ownRecordId(actor, req.body.CODCANDIDATO);
      return confirmRegistration(ctx, actor, actor.tenant);
    },
  });
  app.route({
    ...routeOf(candidateRecordApi.acceptTerms),
    handler: (req) => {
      const actor = candidateOf(req);
      ownRecordId(actor, req.body.CODCANDIDATO);
      return acceptTerms(ctx, actor, {
        hash: req.body.VERSAO,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
    },
  });
};
