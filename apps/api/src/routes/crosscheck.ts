/** The OCR cross-check of a candidate's document, staff only (issue 18 §3, decision 057). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crosscheckApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { requireTenant, staffOf } from '../modules/auth/index.ts';
import { showCrosscheck } from '../modules/ocr/index.ts';

export const crosscheckRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(crosscheckApi.show, {
      accessLog: { action: 'LEITURA_VALIDACAO', detail: (p) => `CODTIPODOC ${String(p.CODTIPODOC)}` },
    }),
    handler: (req) => {
      const actor = staffOf(req);
      return showCrosscheck(
        ctx.db,
        actor,
        requireTenant(actor),
        req.params.CODCANDIDATO,
        req.params.CODTIPODOC,
      );
    },
  });
};
