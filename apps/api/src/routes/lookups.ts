/** Lookup lists of the candidate page (spec 2 §7, decision 017), for candidates and staff alike. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupsApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, requireTenant } from '../modules/auth/index.ts';
import {
  listEducationLevels,
  listHumanRaces,
  listMaritalStatus,
  listPublicPlaces,
  lookupCep,
  searchBanks,
  searchCities,
} from '../modules/reference/index.ts';

export const lookupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(lookupsApi.maritalStatus), handler: () => listMaritalStatus(ctx.db) });
  app.route({ ...routeOf(lookupsApi.educationLevels), handler: () => listEducationLevels(ctx.db) });
  app.route({ ...routeOf(lookupsApi.humanRaces), handler: () => listHumanRaces(ctx.db) });
  app.route({ ...routeOf(lookupsApi.publicPlaces), handler: () => listPublicPlaces(ctx.db) });
  app.route({ ...routeOf(lookupsApi.cities), handler: (req) => searchCities(ctx.db, req.query) });
  app.route({
    ...routeOf(lookupsApi.banks),
    handler: (req) => {
      const actor = actorOf(req);
      // only staff may look past the preference: a candidate's `edit=true` changes nothing
      const everyBank = actor.kind === 'staff' && req.query.edit === 'true';
      return searchBanks(ctx.db, requireTenant(actor), req.query.FILTER, everyBank);
    },
  });
  app.route({
    ...routeOf(lookupsApi.cep),
    handler: (req) => lookupCep(ctx.db, ctx.config.cepServiceUrl, req.params.cep),
  });
};
