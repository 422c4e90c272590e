import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { LIFECYCLE_MESSAGES, MSG, STATUS } from '@admissao/domain';
import { badRequest, forbidden, notFound } from '../lib/http-errors.ts';
import { actorOf, assertSelf, candidateOf, requireTenant } from '../plugins/auth.ts';
import {
  deleteAuthorized,
  listAuthorized,
  saveAuthorized,
} from '../modules/candidate-record/authorized-persons.ts';
import { listCustomData, saveCustomValue } from '../modules/candidate-record/custom-field-data.ts';
import { deleteDependent, listDependents, saveDependent } from '../modules/candidate-record/dependents.ts';
import { replyToObservation } from '../modules/candidate-record/reply-status.ts';
import { changeStatusByStaff } from '../modules/lifecycle/change-status.ts';

const ZId = z.coerce.number().int().positive().max(2147483647);
const ZValue = z.union([z.string().max(300), z.number(), z.boolean(), z.null()]).optional();
const ZFields = z.record(z.string().max(40), ZValue);
const ZDependent = z.object({ CODCANDIDATO: ZId, CODDEP: ZId.optional() }).catchall(ZValue);
const ZAuthorized = z.object({ CODCANDIDATO: ZId, IDPESSOA: ZId.optional() }).catchall(ZValue);

export const candidateExtraRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (req: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(req);
    return { actor, tenant: requireTenant(actor) };
  };

  app.get('/candidate/dependents/:id', { schema: { params: z.object({ id: ZId }) } }, (req) => {
    const { actor, tenant } = scope(req);
    return listDependents(ctx, actor, tenant, req.params.id);
  });
  app.post('/candidate/dependent', { schema: { body: ZDependent } }, async (req, reply) => {
    const { actor, tenant } = scope(req);
    const { CODCANDIDATO, CODDEP: _ignored, ...fields } = req.body;
    return reply.code(201).send(await saveDependent(ctx, actor, tenant, CODCANDIDATO, ZFields.parse(fields)));
  });
  app.put('/candidate/dependent', { schema: { body: ZDependent.required({ CODDEP: true }) } }, (req) => {
    const { actor, tenant } = scope(req);
    const { CODCANDIDATO, CODDEP, ...fields } = req.body;
    return saveDependent(ctx, actor, tenant, CODCANDIDATO, ZFields.parse(fields), CODDEP);
  });
  app.delete(
    '/candidate/dependent',
    { schema: { body: z.object({ CODCANDIDATO: ZId, CODDEP: ZId }) } },
    (req) => {
      const { actor, tenant } = scope(req);
      return deleteDependent(ctx, actor, tenant, req.body.CODCANDIDATO, req.body.CODDEP);
    },
  );

  app.get('/candidate/authorizations/:id', { schema: { params: z.object({ id: ZId }) } }, (req) => {
    const { actor, tenant } = scope(req);
    return listAuthorized(ctx, actor, tenant, req.params.id);
  });
  app.post('/candidate/authorization', { schema: { body: ZAuthorized } }, async (req, reply) => {
    const { actor, tenant } = scope(req);
    const { CODCANDIDATO, IDPESSOA: _ignored, ...fields } = req.body;
    return reply
      .code(201)
      .send(await saveAuthorized(ctx, actor, tenant, CODCANDIDATO, ZFields.parse(fields)));
  });
  app.put(
    '/candidate/authorization',
    { schema: { body: ZAuthorized.required({ IDPESSOA: true }) } },
    (req) => {
      const { actor, tenant } = scope(req);
      const { CODCANDIDATO, IDPESSOA, ...fields } = req.body;
      return saveAuthorized(ctx, actor, tenant, CODCANDIDATO, ZFields.parse(fields), IDPESSOA);
    },
  );
  app.delete(
    '/candidate/authorization',
    { schema: { body: z.object({ CODCANDIDATO: ZId, IDPESSOA: ZId }) } },
    (req) => {
      const { actor, tenant } = scope(req);
      return deleteAuthorized(ctx, actor, tenant, req.body.CODCANDIDATO, req.body.IDPESSOA);
    },
  );

  app.get('/candidate/customFieldsData/:id', { schema: { params: z.object({ id: ZId }) } }, (req) => {
    const { actor, tenant } = scope(req);
    return listCustomData(ctx, actor, tenant, req.params.id);
  });
  app.put(
    '/candidate/customFieldsData',
    {
      schema: {
        body: z.object({
          CODCANDIDATO: ZId,
          CODUSUARIO: ZId.optional(),
          CODINFO: ZId,
          DESCRICAO: z.string().max(255),
        }),
      },
    },
    (req) => {
      const { actor, tenant } = scope(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return saveCustomValue(ctx, actor, tenant, req.body.CODCANDIDATO, req.body.CODINFO, req.body.DESCRICAO);
    },
  );

  // The candidate replies to a status observation (11/12 → 10); staff move the candidate to 5, 11,
  // 12 or 14 with a note (docs/api-lifecycle.md). Staff never reply for the candidate (10).
  app.post(
    '/candidate/data/change',
    {
      schema: {
        body: z.object({
          CODCANDIDATO: ZId.optional(),
          CODUSUARIO: ZId.optional(),
          CODSTATUS: z.coerce.number().int(),
          OBSSTATUS: z.string().trim().max(200, 'Máximo de 200 caracteres.'),
        }),
      },
    },
    (req) => {
      const actor = actorOf(req);
      if (actor.kind === 'staff') {
        assertSelf(actor.codusuario, req.body.CODUSUARIO);
        if (req.body.CODSTATUS === STATUS.RESPONDIDO) throw forbidden(MSG.forbidden);
        if (!req.body.OBSSTATUS) throw badRequest(LIFECYCLE_MESSAGES.noteRequired, { field: 'OBSSTATUS' });
        if (req.body.CODCANDIDATO === undefined)
          throw badRequest(MSG.invalidInput, { field: 'CODCANDIDATO' });
        return changeStatusByStaff(ctx, actor, requireTenant(actor), {
          CODCANDIDATO: req.body.CODCANDIDATO,
          CODSTATUS: req.body.CODSTATUS,
          OBSSTATUS: req.body.OBSSTATUS,
        });
      }
      const cand = candidateOf(req);
      if (!req.body.OBSSTATUS) throw badRequest('Escreva a sua resposta.', { field: 'OBSSTATUS' });
      if (req.body.CODCANDIDATO !== undefined && req.body.CODCANDIDATO !== cand.codcandidato)
        throw notFound('Candidato não encontrado.');
      return replyToObservation(ctx, cand, cand.tenant, req.body);
    },
  );
};
