/**
 * Printing (docs/api-lifecycle.md): the staff PDF and print links, and the public reading of a link
 * by its token for the print routes of the web (/admin/print/form?token=…).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { printApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import {
  createPrintLink,
  printCandidate,
  printFormByToken,
  printPdfByToken,
} from '../modules/print/index.ts';
import { staffScope } from './lifecycle.ts';

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);

export const printRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(printApi.pdf),
    handler: async (req, reply) => {
      const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
      const { CODCANDIDATO, CODUSUARIO: _self, ...selection } = req.body;
      return sendPdf(reply, await printCandidate(ctx, actor, tenant, CODCANDIDATO, selection));
    },
  });
  app.route({
    ...routeOf(printApi.createLink),
    handler: async (req, reply) => {
      const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
      return reply.code(201).send(await createPrintLink(ctx, actor, tenant, req.body));
    },
  });
  app.route({
    ...routeOf(printApi.form),
    handler: (req, reply) => {
      reply.header('cache-control', 'no-store');
      return printFormByToken(ctx, req.query.token);
    },
  });
  app.route({
    ...routeOf(printApi.formPdf),
    handler: async (req, reply) => sendPdf(reply, await printPdfByToken(ctx, req.query.token)),
  });
};
