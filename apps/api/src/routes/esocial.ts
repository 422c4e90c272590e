/**
 * eSocial S-2200 (issue 17, decision 031): pre-check, unsigned XML, batch ZIP, the staff's tpDep of
 * an ambiguous kinship; an intern's S-2300 pre-check and XML (decision 078). ADMIN or ESOCIAL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { esocialApi, esocialTransmissionApi, MSG } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { forbidden } from '../lib/http-errors.ts';
import { workKey } from '../lib/work-limiter.ts';
import { requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  checkS2200Of,
  checkS2300Of,
  chooseDependentType,
  exportS2200,
  exportS2200Batch,
  exportS2300,
} from '../modules/esocial/index.ts';
import {
  listEsocialEvents,
  sendAdmissionEvent,
  sendS2200,
  sendS3000,
} from '../modules/esocial-transmit/index.ts';

/** The downloaded event: UTF-8 XML under the server's name, never cached. */
const sendXml = (reply: FastifyReply, file: { xml: string; fileName: string }) =>
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.xml, 'utf8'));

/** ADMIN always; a MANAGER with the ESOCIAL flag. */
function esocialStaff(req: FastifyRequest) {
  const actor = staffOf(req);
  if (actor.role !== 'ADMIN' && !actor.permissions.ESOCIAL) throw forbidden(MSG.forbidden);
  return { actor, tenant: requireTenant(actor) };
}

export const esocialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    // the pending list names the dependents and shows the disability rules only for PCD 'S': a read
    // of the candidate's data, logged (issue 31 §3)
    ...routeOf(esocialApi.check, { accessLog: { action: 'VERIFICACAO_ESOCIAL' } }),
    handler: (req) => {
      const { tenant } = esocialStaff(req);
      return checkS2200Of(ctx.db, tenant, req.params.id);
    },
  });
  app.route({
    ...routeOf(esocialApi.xml),
    handler: async (req, reply) => {
      const { actor, tenant } = esocialStaff(req);
      return sendXml(reply, await exportS2200(ctx, actor, tenant, req.params.id));
    },
  });
  app.route({
    // like the S-2200's: the pending list is a read of the candidate's data, logged
    ...routeOf(esocialApi.s2300Check, { accessLog: { action: 'VERIFICACAO_ESOCIAL' } }),
    handler: (req) => {
      const { tenant } = esocialStaff(req);
      return checkS2300Of(ctx.db, tenant, req.params.id);
    },
  });
  app.route({
    ...routeOf(esocialApi.s2300Xml),
    handler: async (req, reply) => {
      const { actor, tenant } = esocialStaff(req);
      return sendXml(reply, await exportS2300(ctx, actor, tenant, req.params.id));
    },
  });
  app.route({
    ...routeOf(esocialApi.dependentType),
    handler: (req) => {
      const { actor, tenant } = esocialStaff(req);
      const { id, coddep } = req.params;
      return chooseDependentType(ctx, actor, tenant, id, coddep, req.body.TPDEP_ESOCIAL);
    },
  });
  app.route({
    ...routeOf(esocialApi.batch),
    handler: async (req, reply) => {
      const { actor, tenant } = esocialStaff(req);
      // a batch builds every event and zips them in memory: heavy work, under the per-user limit
      const file = await ctx.heavyWork.run(workKey.staff(actor.codusuario), () =>
        exportS2200Batch(ctx, actor, tenant, req.body.CODCANDIDATOS),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-esocial-exportados', String(file.exported))
        .header('x-esocial-ignorados', String(file.skipped.length))
        .send(Buffer.from(file.zip));
    },
  });
  // decision 077: sign and send the S-2200, and the candidate's events
  app.route({
    ...routeOf(esocialTransmissionApi.send),
    handler: (req) => {
      const { actor, tenant } = esocialStaff(req);
      return sendS2200(ctx, actor, tenant, req.params.id);
    },
  });
  // decision 083: an intern's S-2300, and the S-3000 of a cancelled candidate
  app.route({
    ...routeOf(esocialTransmissionApi.s2300Send),
    handler: (req) => {
      const { actor, tenant } = esocialStaff(req);
      return sendAdmissionEvent(ctx, actor, tenant, req.params.id, 'S-2300');
    },
  });
  app.route({
    ...routeOf(esocialTransmissionApi.s3000Send),
    handler: (req) => {
      const { actor, tenant } = esocialStaff(req);
      return sendS3000(ctx, actor, tenant, req.params.id);
    },
  });
  app.route({
    // the service's occurrences may quote a value of the record back (a CPF, a date): a read, logged
    ...routeOf(esocialTransmissionApi.events, { accessLog: { action: 'VERIFICACAO_ESOCIAL' } }),
    handler: (req) => {
      const { tenant } = esocialStaff(req);
      return listEsocialEvents(ctx.db, tenant, req.params.id);
    },
  });
};
