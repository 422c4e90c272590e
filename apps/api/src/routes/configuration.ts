/** Configuration (spec 3 §2, §5, §7): settings, bank, logo, document types, custom fields. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIG_MSG,
  configurationApi as settingsApi,
  configurationCustomFieldsApi as fieldsApi,
  configurationDocumentsApi as documentsApi,
  ZCodCli,
} from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  adminOf,
  createDocumentType,
  importDocumentTypes,
  importSources,
  listDocumentTypes,
  LOGO_MAX_BYTES,
  orderDocumentTypes,
  removeClientLogo,
  saveBankPreference,
  saveClientLogo,
  saveDocumentType,
  saveSettings,
} from '../modules/configuration/index.ts';
import { saveAdditional, saveCustomValue } from '../modules/candidate-record/index.ts';
import { createCustomField, updateCustomField } from '../modules/custom-fields/index.ts';

export const configurationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // scoped to this plugin: only the logo upload reads multipart bodies here
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOf(settingsApi.save),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return saveSettings(ctx.db, tenant, actor.subject, req.body);
    },
  });
  app.route({
    ...routeOf(settingsApi.saveBank),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return saveBankPreference(ctx.db, tenant, actor.subject, req.body.CODBANCO);
    },
  });

  app.route({
    ...routeOf(settingsApi.uploadLogo),
    handler: async (req) => {
      const { actor, tenant } = adminOf(req);
      let bytes: Buffer;
      try {
        const file = await req.file();
        if (!file) throw badRequest(CONFIG_MSG.logoNotImage);
        bytes = await file.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(CONFIG_MSG.fileTooLarge);
        if (code?.startsWith('FST_')) throw badRequest(CONFIG_MSG.logoNotImage);
        throw err;
      }
      return saveClientLogo(ctx.db, tenant, actor.subject, bytes);
    },
  });
  app.route({
    ...routeOf(settingsApi.removeLogo),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return removeClientLogo(ctx.db, tenant, actor.subject);
    },
  });

  app.route({
    ...routeOf(documentsApi.list),
    handler: (req) => listDocumentTypes(ctx.db, adminOf(req).tenant, req.query.page, req.query.pageSize),
  });
  app.route({
    ...routeOf(documentsApi.create),
    handler: async (req, reply) => {
      const { actor, tenant } = adminOf(req);
      return reply.code(201).send(await createDocumentType(ctx.db, tenant, actor.subject, req.body));
    },
  });
  app.route({
    ...routeOf(documentsApi.save),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return saveDocumentType(ctx.db, tenant, actor.subject, req.body);
    },
  });
  app.route({
    ...routeOf(documentsApi.order),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return orderDocumentTypes(ctx.db, tenant, actor.subject, req.body.DOCUMENTOS);
    },
  });
  app.route({
    ...routeOf(documentsApi.importSources),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return importSources(ctx.db, tenant, actor.clients);
    },
  });
  app.route({
    ...routeOf(documentsApi.import),
    handler: async (req) => {
      const { actor, tenant } = adminOf(req);
      // a code that is not one of the caller's other clients is a 404, whatever its spelling
      const codcli = ZCodCli.safeParse(req.params.CODCLI);
      const sources = await importSources(ctx.db, tenant, actor.clients);
      if (!codcli.success || !sources.some((s) => s.CODCLI === codcli.data))
        throw notFound(CONFIG_MSG.clientNotFound);
      return importDocumentTypes(ctx.db, tenant, actor.subject, {
        CODADM: tenant.CODADM,
        CODCLI: codcli.data,
      });
    },
  });

  app.route({
    ...routeOf(fieldsApi.create),
    handler: async (req, reply) => {
      const { actor, tenant } = adminOf(req);
      return reply.code(201).send(await createCustomField(ctx.db, tenant, actor.subject, req.body));
    },
  });
  app.route({
    ...routeOf(fieldsApi.update),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return updateCustomField(ctx.db, tenant, actor.subject, req.body);
    },
  });
  // the admin-filled values given on registration, one at a time (same rules as customFieldsData)
  app.route({
    ...routeOf(fieldsApi.saveNewValue),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      const { CODCANDIDATO, CODINFO, DESCRICAO } = req.body;
      return saveCustomValue(ctx, actor, requireTenant(actor), CODCANDIDATO, CODINFO, DESCRICAO);
    },
  });
  app.route({
    ...routeOf(fieldsApi.saveAdditional),
    handler: (req) => {
      const actor = actorOf(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return saveAdditional(ctx, actor, requireTenant(actor), req.body.CODCANDIDATO, req.body.VALUES);
    },
  });
};
