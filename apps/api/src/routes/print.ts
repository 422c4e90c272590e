/**
 * Printing (docs/api-lifecycle.md): the staff PDF and print links, and the public reading of a link
 * by its token for the print routes of the web (/admin/print/form?token=…).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { PRINT_SECTIONS, type PrintSectionKey } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import {
  createPrintLink,
  PRINT_LINK_MAX_HOURS,
  printCandidate,
  printFormByToken,
  printPdfByToken,
} from '../modules/print/print-candidate.ts';
import { staffScope } from './lifecycle.ts';

const ZId = z.coerce.number().int().positive().max(2147483647);
export const ZPrint = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  ...(Object.fromEntries(PRINT_SECTIONS.map((s) => [s.key, z.boolean().optional()])) as Record<
    PrintSectionKey,
    z.ZodOptional<z.ZodBoolean>
  >),
});
export const ZPrintLink = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  PERMISSOES: z.string().max(20),
  HORAS: z.coerce.number().int().min(1).max(PRINT_LINK_MAX_HOURS).optional(),
});
const ZToken = z.object({ token: z.string().max(4000).optional() });

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);

export const printRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = { auth: 'staff' as const };
  app.post('/candidate/print', { config: staff, schema: { body: ZPrint } }, async (req, reply) => {
    const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
    const { CODCANDIDATO, CODUSUARIO: _self, ...selection } = req.body;
    return sendPdf(reply, await printCandidate(ctx, actor, tenant, CODCANDIDATO, selection));
  });
  app.post('/candidate/print/link', { config: staff, schema: { body: ZPrintLink } }, async (req, reply) => {
    const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
    return reply.code(201).send(await createPrintLink(ctx, actor, tenant, req.body));
  });
  app.get(
    '/print/form',
    { config: { auth: 'public' }, schema: { querystring: ZToken } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return printFormByToken(ctx, req.query.token);
    },
  );
  app.get(
    '/print/form.pdf',
    { config: { auth: 'public' }, schema: { querystring: ZToken } },
    async (req, reply) => sendPdf(reply, await printPdfByToken(ctx, req.query.token)),
  );
};
