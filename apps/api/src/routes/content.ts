/** FAQ (doubts) and the benefits text (spec 3 §7): candidates read, staff write, ADMIN edits. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBenefitsSave, ZDoubtCreate, ZDoubtDelete, ZDoubtUpdate } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { actorOf, requireTenant, staffOf } from '../plugins/auth.ts';
import { getBenefits, saveBenefits } from '../modules/content/benefits.ts';
import { createDoubt, deleteDoubt, getDoubt, listDoubts, updateDoubt } from '../modules/content/doubts.ts';
import { adminOf, assertSameClient } from '../modules/configuration/roles.ts';

const staff = { auth: 'staff' } as const;
const ZId = z.coerce.number().int().positive().max(2147483647);

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // candidates read their own client's entries; staff the chosen client's
  app.get('/candidate/doubts', (req) => listDoubts(ctx.db, requireTenant(actorOf(req))));
  app.get('/candidate/doubts/:id', { schema: { params: z.object({ id: ZId }) } }, (req) =>
    getDoubt(ctx.db, requireTenant(actorOf(req)), req.params.id),
  );
  // adding is for ADMIN and MANAGER (spec 1 §2); editing and deleting for ADMIN (spec 3 §6)
  app.post('/candidate/doubts', { config: staff, schema: { body: ZDoubtCreate } }, async (req, reply) => {
    const actor = staffOf(req);
    return reply.code(201).send(await createDoubt(ctx.db, requireTenant(actor), actor.subject, req.body));
  });
  // the spec writes these two with a trailing slash; both spellings are served
  for (const url of ['/candidate/doubts', '/candidate/doubts/']) {
    app.put(url, { config: staff, schema: { body: ZDoubtUpdate } }, (req) => {
      const { actor, tenant } = adminOf(req);
      const { CODDUVIDA, ...input } = req.body;
      return updateDoubt(ctx.db, tenant, actor.subject, CODDUVIDA, input);
    });
    app.delete(url, { config: staff, schema: { body: ZDoubtDelete } }, (req) => {
      const { actor, tenant } = adminOf(req);
      assertSameClient(tenant, req.body.CODADM);
      return deleteDoubt(ctx.db, tenant, actor.subject, req.body.CODDUVIDA);
    });
  }

  app.get('/candidate/benefits', (req) => getBenefits(ctx.db, requireTenant(actorOf(req))));
  app.patch('/candidate/benefits', { config: staff, schema: { body: ZBenefitsSave } }, (req) => {
    const { actor, tenant } = adminOf(req);
    return saveBenefits(ctx.db, tenant, actor.subject, req.body.OBS_BENEFICIOS);
  });
};
