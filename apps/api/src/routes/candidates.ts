import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCandidateCreate,
  ZCandidateIdLookup,
  ZCandidateList,
  ZCheckEmail,
  ZSuggestion,
} from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../plugins/auth.ts';
import { checkEmail } from '../modules/candidates/check-email.ts';
import { listCandidates } from '../modules/candidates/list-candidates.ts';
import { registerCandidate } from '../modules/candidates/register-candidate.ts';
import { resolveCandidateId } from '../modules/candidates/resolve-candidate-id.ts';
import { suggestNames } from '../modules/candidates/suggestions.ts';
import { listCustomFields } from '../modules/custom-fields/custom-fields.ts';
import { getClientSettings } from '../modules/settings/client-settings.ts';

const staff = { auth: 'staff' } as const;

export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/candidate/list', { config: staff, schema: { querystring: ZCandidateList } }, (req) =>
    listCandidates(ctx.db, requireTenant(staffOf(req)), req.query),
  );
  app.post('/candidate/check/email', { config: staff, schema: { body: ZCheckEmail } }, (req) =>
    checkEmail(ctx.db, requireTenant(staffOf(req)), req.body.EMAIL),
  );
  app.post('/candidate', { config: staff, schema: { body: ZCandidateCreate } }, async (req, reply) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    const created = await registerCandidate(ctx, requireTenant(actor), actor.codusuario, req.body);
    void app.jobs.runNow('mail');
    return reply.code(201).send(created);
  });
  app.post('/candidate/id', { config: staff, schema: { body: ZCandidateIdLookup } }, (req) =>
    resolveCandidateId(ctx.db, staffOf(req), req.body.id),
  );
  app.get('/candidate/data/managers', { config: staff, schema: { querystring: ZSuggestion } }, (req) =>
    suggestNames(ctx.db, requireTenant(staffOf(req)), 'GESTOR', req.query.FILTER),
  );
  app.get('/candidate/data/recruiters', { config: staff, schema: { querystring: ZSuggestion } }, (req) =>
    suggestNames(ctx.db, requireTenant(staffOf(req)), 'RECRUTADOR', req.query.FILTER),
  );
  // read by staff screens and by the candidate's own pages (their client's settings)
  app.get('/candidate/configuration', (req) => getClientSettings(ctx.db, requireTenant(actorOf(req))));
  app.get('/candidate/customFields/list', (req) => {
    const actor = actorOf(req);
    return listCustomFields(ctx.db, requireTenant(actor), actor.kind === 'candidate' ? 'C' : undefined);
  });
};
