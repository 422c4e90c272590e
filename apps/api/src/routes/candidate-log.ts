/** Candidate log (docs/api-documents.md): read by staff, attendance notes, terms acceptance. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../plugins/auth.ts';
import { addLogEntry } from '../modules/candidate-log/add-log-entry.ts';
import { listCandidateLog } from '../modules/candidate-log/list-candidate-log.ts';

const ZId = z.coerce.number().int().positive().max(2147483647);
export const ZLogEntry = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: z.coerce.number().int().min(0).max(2147483647).optional(),
  CODSTATUS: z.coerce.number().int().optional(),
  OBSERVACOES: z.string().max(1000).nullish(),
  DATLOG: z.string().max(40).nullish(),
  TIPO: z.enum(['0', '1', 'A'], { error: 'Tipo de registro inválido.' }),
  CODTIPODOC: ZId.nullish(),
});

export const candidateLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/candidate/log/:id',
    {
      config: { auth: 'staff' },
      schema: { params: z.object({ id: ZId }), querystring: z.object({ CODTIPODOC: ZId.optional() }) },
    },
    (req) => {
      const actor = staffOf(req);
      return listCandidateLog(ctx.db, actor, requireTenant(actor), req.params.id, req.query.CODTIPODOC);
    },
  );

  app.post('/candidate/log', { schema: { body: ZLogEntry } }, async (req, reply) => {
    const actor = actorOf(req);
    if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
    const entry = await addLogEntry(ctx.db, actor, requireTenant(actor), req.body);
    return reply.code(201).send(entry);
  });
};
