import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZStatusCountRequest } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { requireTenant, staffOf } from '../plugins/auth.ts';
import { getClientLogo } from '../modules/clients/client-logo.ts';
import { countByStatus } from '../modules/clients/list-clients.ts';
import { listStates, listStatuses } from '../modules/reference/reference-lists.ts';
import { forbidden } from '../lib/http-errors.ts';

export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/candidate/data/status', { config: { auth: 'public' } }, () => listStatuses(ctx.db));
  app.get('/candidate/data/states', { config: { auth: 'public' } }, () => listStates(ctx.db));
  app.post(
    '/candidate/status',
    { config: { auth: 'staff' }, schema: { body: ZStatusCountRequest } },
    (req) => {
      const actor = staffOf(req);
      const { CODADM, CODCLI } = req.body;
      // the payload may name the client, as the spec sends it, but only one the caller belongs to
      const named = CODADM !== undefined && CODCLI !== undefined ? { CODADM, CODCLI } : null;
      const member = (t: { CODADM: number; CODCLI: string }) =>
        actor.clients.some((c) => c.CODADM === t.CODADM && c.CODCLI === t.CODCLI);
      // the header's client wins; a body naming another client is refused, never obeyed
      if (
        named &&
        (!member(named) ||
          (actor.tenant && (actor.tenant.CODADM !== CODADM || actor.tenant.CODCLI !== CODCLI)))
      )
        throw forbidden(MSG.clientNotAuthorized);
      const tenant = actor.tenant ?? named ?? requireTenant(actor);
      return countByStatus(ctx.db, tenant);
    },
  );
  app.get(
    '/image/logo/:key',
    { config: { auth: 'public' }, schema: { params: z.object({ key: z.string().max(40) }) } },
    async (req, reply) => {
      const logo = await getClientLogo(ctx.db, req.params.key);
      return reply
        .header('content-type', logo.mime)
        .header('cache-control', 'public, max-age=3600')
        .send(logo.bytes);
    },
  );
};
