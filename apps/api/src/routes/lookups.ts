import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { actorOf, requireTenant } from '../plugins/auth.ts';
import { lookupCep } from '../modules/reference/cep-lookup.ts';
import {
  listEducationLevels,
  listHumanRaces,
  listMaritalStatus,
  listPublicPlaces,
  searchBanks,
  searchCities,
} from '../modules/reference/lookups.ts';

const ZFilter = z.string().trim().max(60).optional();

export const lookupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/candidate/data/marital_status', () => listMaritalStatus(ctx.db));
  app.get('/candidate/data/education_level', () => listEducationLevels(ctx.db));
  app.get('/candidate/data/human_race', () => listHumanRaces(ctx.db));
  app.get('/candidate/data/public_place', () => listPublicPlaces(ctx.db));
  app.get(
    '/candidate/data/cities',
    {
      schema: {
        querystring: z.object({
          FILTER: ZFilter,
          NACIONALIDADE: z.string().max(3).optional(),
          NATURALIZADO: z.string().max(5).optional(),
        }),
      },
    },
    (req) => searchCities(ctx.db, req.query),
  );
  app.get(
    '/candidate/data/banks',
    { schema: { querystring: z.object({ FILTER: ZFilter, edit: z.string().max(10).optional() }) } },
    (req) => {
      const actor = actorOf(req);
      // only staff may look past the preference: a candidate's `edit=true` changes nothing
      const everyBank = actor.kind === 'staff' && req.query.edit === 'true';
      return searchBanks(ctx.db, requireTenant(actor), req.query.FILTER, everyBank);
    },
  );
  app.get(
    '/candidate/data/cep/:cep',
    { schema: { params: z.object({ cep: z.string().regex(/^\d{5}-?\d{3}$/, 'CEP inválido.') }) } },
    (req) => lookupCep(ctx.db, ctx.config.cepServiceUrl, req.params.cep),
  );
};
