/** The conversation 'Fale com o RH' (decision 049): the candidate's own thread, staff per candidate. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_MSG, conversationApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { notFound } from '../lib/http-errors.ts';
import { actorOf, candidateOf, requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  candidateUnread,
  listConversations,
  markRead,
  readThread,
  staffUnread,
  writeMessage,
} from '../modules/conversation/index.ts';

export const conversationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staffScope = (req: Parameters<typeof staffOf>[0]) => {
    const actor = staffOf(req);
    return { actor, tenant: requireTenant(actor) };
  };

  app.route({
    ...routeOf(api.mine),
    handler: (req) => {
      const c = candidateOf(req);
      return readThread(ctx.db, c.tenant, c.codcandidato, 'C');
    },
  });
  app.route({
    ...routeOf(api.write),
    handler: async (req, reply) => {
      const c = candidateOf(req);
      // a candidate names only their own record
      if (req.body.CODCANDIDATO !== undefined && req.body.CODCANDIDATO !== c.codcandidato)
        throw notFound(CHAT_MSG.notFound);
      const message = await writeMessage(
        ctx.db,
        c.tenant,
        c.codcandidato,
        { side: 'C', codusuario: null },
        req.body.MENSAGEM,
      );
      return reply.code(201).send(message);
    },
  });
  app.route({
    ...routeOf(api.readMine),
    handler: (req) => {
      const c = candidateOf(req);
      return markRead(ctx.db, c.tenant, c.codcandidato, 'C');
    },
  });
  app.route({
    ...routeOf(api.unread),
    handler: async (req) => {
      const actor = actorOf(req);
      const n =
        actor.kind === 'candidate'
          ? await candidateUnread(ctx.db, actor.codcandidato)
          : await staffUnread(ctx.db, requireTenant(actor));
      return { NAOLIDAS: n };
    },
  });
  app.route({
    ...routeOf(api.list),
    handler: (req) => listConversations(ctx.db, staffScope(req).tenant, req.query.TODAS === 'true'),
  });
  app.route({
    ...routeOf(api.thread, { accessLog: { action: 'LEITURA_CONVERSA' } }),
    handler: (req) => readThread(ctx.db, staffScope(req).tenant, req.params.id, 'R'),
  });
  app.route({
    ...routeOf(api.answer),
    handler: async (req, reply) => {
      const { actor, tenant } = staffScope(req);
      const message = await writeMessage(
        ctx.db,
        tenant,
        req.params.id,
        { side: 'R', codusuario: actor.codusuario, name: actor.userData.NOMEUSUARIO },
        req.body.MENSAGEM,
      );
      return reply.code(201).send(message);
    },
  });
  app.route({
    ...routeOf(api.read),
    handler: (req) => markRead(ctx.db, staffScope(req).tenant, req.params.id, 'R'),
  });
};
