/** The admission kit's signing flow (issue 33 §2, decision 072): staff under /candidate/:id/kit, the candidate under /candidate/kit. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { kitApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { candidateOf, requireTenant, staffOf } from '../modules/auth/index.ts';
import { sendBytes } from '../modules/documents/index.ts';
import {
  countersignKit,
  myKit,
  myKitPdf,
  refuseKit,
  sendKit,
  sendSignCode,
  signKit,
  staffKitPdf,
  staffKits,
  type SigningClient,
} from '../modules/kit-flow/index.ts';
import type { Storages } from '../modules/storage/index.ts';

const staff = (req: FastifyRequest) => {
  const actor = staffOf(req);
  return { actor, tenant: requireTenant(actor) };
};
const clientOf = (req: FastifyRequest): SigningClient => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

export const kitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storages: Storages }> = async (
  app,
  { ctx, storages },
) => {
  const pdf = (reply: Parameters<typeof sendBytes>[0], file: { bytes: Buffer; nome: string }) =>
    sendBytes(
      reply,
      file.bytes,
      { mime: 'application/pdf', size: file.bytes.length },
      `${file.nome}.pdf`,
      'inline',
    );

  app.route({
    ...routeOf(api.send),
    handler: async (req, reply) => {
      const { actor, tenant } = staff(req);
      const answer = await sendKit(ctx, storages, actor, tenant, req.params.id);
      void app.jobs.runNow('mail');
      return reply.code(201).send(answer);
    },
  });
  app.route({
    ...routeOf(api.get, { accessLog: { action: 'LEITURA_KIT' } }),
    handler: (req) => {
      const { actor, tenant } = staff(req);
      return staffKits(ctx, actor, tenant, req.params.id);
    },
  });
  app.route({
    ...routeOf(api.pdf, {
      accessLog: { action: 'KIT_DOCUMENTO_BAIXADO', detail: (p) => `DOC ${String(p.docId)}` },
    }),
    handler: async (req, reply) => {
      const { actor, tenant } = staff(req);
      return pdf(reply, await staffKitPdf(ctx, storages, actor, tenant, req.params.id, req.params.docId));
    },
  });
  app.route({
    ...routeOf(api.countersign),
    handler: async (req) => {
      const { actor, tenant } = staff(req);
      const answer = await countersignKit(ctx, actor, tenant, req.params.id, clientOf(req), req.body);
      // the sealing job's contract (decision 072): the kit is SELANDO and its documents due
      void app.jobs.runNow('kit-seal');
      return answer;
    },
  });

  app.route({ ...routeOf(api.mine), handler: (req) => myKit(ctx, candidateOf(req)) });
  app.route({
    ...routeOf(api.myPdf),
    handler: async (req, reply) =>
      pdf(reply, await myKitPdf(ctx, storages, candidateOf(req), req.params.docId)),
  });
  app.route({
    ...routeOf(api.code),
    handler: async (req) => {
      const answer = await sendSignCode(ctx, candidateOf(req), req.body);
      void app.jobs.runNow('mail');
      return answer;
    },
  });
  app.route({
    ...routeOf(api.sign),
    handler: async (req) => {
      const answer = await signKit(ctx, candidateOf(req), clientOf(req), req.body);
      void app.jobs.runNow('mail');
      return answer;
    },
  });
  app.route({
    ...routeOf(api.refuse),
    handler: async (req) => {
      const answer = await refuseKit(ctx, candidateOf(req), req.body);
      void app.jobs.runNow('mail');
      return answer;
    },
  });
};
