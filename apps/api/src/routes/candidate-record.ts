import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/http-errors.ts';
import { actorOf, assertSelf, candidateOf, requireTenant, type Actor } from '../plugins/auth.ts';
import { sectionsOf } from '../modules/candidate-record/check-sections.ts';
import { acceptTerms } from '../modules/candidate-record/accept-terms.ts';
import { confirmRegistration } from '../modules/candidate-record/confirm.ts';
import { loadRecord } from '../modules/candidate-record/record.ts';
import { AUTOSAVE_MESSAGES, updateField } from '../modules/candidate-record/update-field.ts';

const ZId = z.coerce.number().int().positive().max(2147483647);
const ZPatch = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  FIELD: z.string().min(1).max(60),
  VALUE: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
});

/** A candidate acts on their own record only; any other id reads as missing. */
function ownRecordId(actor: Actor, id: number): number {
  if (actor.kind === 'candidate' && actor.codcandidato !== id) throw notFound(AUTOSAVE_MESSAGES.notFound);
  return id;
}

export const candidateRecordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/candidate/:id', { schema: { params: z.object({ id: ZId }) } }, async (req) => {
    const actor = actorOf(req);
    const tenant = requireTenant(actor);
    const record = await loadRecord(ctx.db, tenant, ownRecordId(actor, req.params.id));
    if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
    const { values, ...identity } = record;
    const { fieldsEmpty: _omit, ...flags } = await sectionsOf(ctx.db, tenant, record);
    return { ...identity, ...values, ...flags };
  });
  app.patch('/candidate', { config: { candidateSession: 'handler' }, schema: { body: ZPatch } }, (req) => {
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
  });
  app.post(
    '/candidate/check/required',
    { schema: { body: z.object({ CODCANDIDATO: ZId }) } },
    async (req) => {
      const actor = actorOf(req);
      const tenant = requireTenant(actor);
      const record = await loadRecord(ctx.db, tenant, ownRecordId(actor, req.body.CODCANDIDATO));
      if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
      return sectionsOf(ctx.db, tenant, record);
    },
  );
  app.post(
    '/candidate/confirm',
    { config: { auth: 'candidate' }, schema: { body: z.object({ CODCANDIDATO: ZId }) } },
    (req) => {
      const actor = candidateOf(req);
      ownRecordId(actor, req.body.CODCANDIDATO);
      return confirmRegistration(ctx, actor, actor.tenant);
    },
  );
  app.patch(
    '/candidate/terms',
    {
      config: { auth: 'candidate' },
      schema: { body: z.object({ CODCANDIDATO: ZId, CODUSUARIO: z.coerce.number().int().optional() }) },
    },
    (req) => {
      const actor = candidateOf(req);
      ownRecordId(actor, req.body.CODCANDIDATO);
      return acceptTerms(ctx, actor);
    },
  );
};
