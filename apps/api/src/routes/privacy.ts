/**
 * LGPD in the product (issue 16): the record of processing operations, the access log and the
 * 'Mostrar' of a sensitive field. `formato=csv` answers the same rows as a file.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyApi, privacyRequestsApi, termsApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, candidateOf, requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  accessLogCsv,
  anonymizeCandidate,
  answerPrivacyRequest,
  dataExportInSlot,
  filePrivacyRequest,
  listAccessLog,
  listPrivacyRequests,
  processingRecordCsv,
  readProcessingRecord,
  readTerms,
  readTermsConfiguration,
  revealSensitive,
  saveTermsConfiguration,
} from '../modules/privacy/index.ts';
import type { Storages } from '../modules/storage/index.ts';
import { adminOf } from '../modules/configuration/index.ts';

const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storages: Storages }> = async (
  app,
  { ctx, storages },
) => {
  app.route({
    ...routeOf(privacyApi.exportData),
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const { stream, fileName } = await dataExportInSlot(
        ctx,
        storages,
        actor,
        requireTenant(actor),
        req.query.CODCANDIDATO,
        (err) => req.log.error({ err }, 'exportação de dados falhou'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
  app.route({
    ...routeOf(privacyApi.processingRecord),
    handler: async (req, reply) => {
      const actor = staffOf(req);
      const record = await readProcessingRecord(ctx.db, actor, requireTenant(actor));
      if (req.query.formato === 'csv')
        return sendCsv(reply, `registro-tratamento-${record.CODCLI}.csv`, processingRecordCsv(record));
      return record;
    },
  });
  app.route({
    ...routeOf(privacyApi.accessLog),
    handler: async (req, reply) => {
      const actor = staffOf(req);
      const { formato, ...filter } = req.query;
      const rows = await listAccessLog(ctx.db, actor, requireTenant(actor), filter);
      if (formato === 'csv') return sendCsv(reply, 'registro-acessos.csv', accessLogCsv(rows));
      return rows;
    },
  });
  app.route({
    ...routeOf(privacyApi.revealSensitive),
    handler: (req) => {
      const actor = staffOf(req);
      const { FIELD, CODDEP } = req.query;
      return revealSensitive(ctx.db, actor, requireTenant(actor), req.params.id, FIELD, CODDEP);
    },
  });
  app.route({
    ...routeOf(privacyRequestsApi.list),
    handler: (req) => {
      const actor = actorOf(req);
      return listPrivacyRequests(ctx, actor, requireTenant(actor), req.query.SITUACAO);
    },
  });
  app.route({
    ...routeOf(privacyRequestsApi.create),
    handler: async (req, reply) =>
      reply.code(201).send(await filePrivacyRequest(ctx, candidateOf(req), req.body)),
  });
  app.route({
    ...routeOf(privacyRequestsApi.answer),
    handler: (req) => {
      const actor = staffOf(req);
      return answerPrivacyRequest(ctx, actor, requireTenant(actor), req.params.id, req.body.RESPOSTA);
    },
  });
  app.route({
    ...routeOf(privacyApi.anonymize),
    handler: (req) => {
      const actor = staffOf(req);
      return anonymizeCandidate(ctx, storages, actor, requireTenant(actor), req.params.id);
    },
  });
  app.route({
    ...routeOf(termsApi.current),
    handler: (req) => readTerms(ctx.db, candidateOf(req)),
  });
  // the client's text, in Configurações: ADMIN only like the rest of it (decision 060)
  app.route({
    ...routeOf(termsApi.configuration),
    handler: (req) => readTermsConfiguration(ctx.db, adminOf(req).tenant),
  });
  app.route({
    ...routeOf(termsApi.saveConfiguration),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return saveTermsConfiguration(ctx.db, tenant, actor.subject, req.body.TEXTO);
    },
  });
};
