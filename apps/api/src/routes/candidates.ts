/** Candidates of a client (docs/api-registration.md), the client's settings and custom fields. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidatesApi, clientSettingsApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  checkEmail,
  listCandidatesJson,
  registerCandidate,
  resolveCandidateId,
  suggestManagers,
  suggestRecruiters,
} from '../modules/candidates/index.ts';
import { sendSerialized, serializedAnswer } from '../lib/response-serializer.ts';
import { listCustomFields } from '../modules/custom-fields/index.ts';
import { getClientSettings } from '../modules/settings/index.ts';

export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(candidatesApi.list),
    handler: async (req, reply) => {
      const tenant = requireTenant(staffOf(req));
      const serialize = (answer: unknown) => serializedAnswer(reply, answer);
      return sendSerialized(
        reply,
        await listCandidatesJson(
          ctx.db,
          ctx.sessions,
          tenant,
          req.query,
          serialize,
          ctx.config.checkResponses,
        ),
      );
    },
  });
  app.route({
    ...routeOf(candidatesApi.checkEmail),
    handler: (req) => checkEmail(ctx.db, requireTenant(staffOf(req)), req.body.EMAIL),
  });
  app.route({
    ...routeOf(candidatesApi.create),
    handler: async (req, reply) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      const created = await registerCandidate(ctx, requireTenant(actor), actor.codusuario, req.body);
      void app.jobs.runNow('mail');
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOf(candidatesApi.resolveId),
    handler: (req) => resolveCandidateId(ctx.db, staffOf(req), req.body.id),
  });
  app.route({
    ...routeOf(candidatesApi.managers),
    handler: (req) => suggestManagers(ctx.db, requireTenant(staffOf(req)), req.query.FILTER),
  });
  app.route({
    ...routeOf(candidatesApi.recruiters),
    handler: (req) => suggestRecruiters(ctx.db, requireTenant(staffOf(req)), req.query.FILTER),
  });
  // read by staff screens and by the candidate's own pages (their client's settings)
  app.route({
    ...routeOf(clientSettingsApi.get),
    handler: (req) => getClientSettings(ctx.db, requireTenant(actorOf(req))),
  });
  app.route({
    ...routeOf(candidatesApi.customFields),
    handler: (req) => {
      const actor = actorOf(req);
      return listCustomFields(ctx.db, requireTenant(actor), actor.kind === 'candidate' ? 'C' : undefined);
    },
  });
};
