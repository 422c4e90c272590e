/** Configuration (spec 3 §2, §5, §7): settings, bank, logo, document types, custom fields. */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIG_MSG,
  ZBankPreference,
  ZCodCli,
  ZConfigurationSave,
  ZCustomFieldCreate,
  ZCustomFieldUpdate,
  ZDocumentConfigPage,
  ZDocumentOrder,
  ZDocumentTypeCreate,
  ZDocumentTypeSave,
  type ClientSettings,
} from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../plugins/auth.ts';
import {
  LOGO_MAX_BYTES,
  removeClientLogo,
  saveClientLogo,
} from '../modules/configuration/client-logo-upload.ts';
import {
  createDocumentType,
  importDocumentTypes,
  importSources,
  listDocumentTypes,
  orderDocumentTypes,
  saveDocumentType,
} from '../modules/configuration/document-types.ts';
import { adminOf } from '../modules/configuration/roles.ts';
import { saveBankPreference, saveSettings } from '../modules/configuration/save-settings.ts';
import { saveCustomValue } from '../modules/candidate-record/custom-field-data.ts';
import { saveAdditional } from '../modules/custom-fields/save-additional.ts';
import { createCustomField, updateCustomField } from '../modules/custom-fields/save-custom-field.ts';

const staff = { auth: 'staff' } as const;
const ZId = z.coerce.number().int().positive().max(2147483647);
const ZValueSave = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  CODINFO: ZId,
  DESCRICAO: z.string().max(255),
});

export const configurationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // scoped to this plugin: only the logo upload reads multipart bodies here
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });

  app.patch('/candidate/configuration', { config: staff, schema: { body: ZConfigurationSave } }, (req) => {
    const { actor, tenant } = adminOf(req);
    return saveSettings(ctx.db, tenant, actor.subject, req.body as Partial<ClientSettings>);
  });
  app.patch('/candidate/bank', { config: staff, schema: { body: ZBankPreference } }, (req) => {
    const { actor, tenant } = adminOf(req);
    return saveBankPreference(ctx.db, tenant, actor.subject, req.body.CODBANCO);
  });

  app.post('/candidate/configuration/logo', { config: staff }, async (req) => {
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
  });
  app.delete('/candidate/configuration/logo', { config: staff }, (req) => {
    const { actor, tenant } = adminOf(req);
    return removeClientLogo(ctx.db, tenant, actor.subject);
  });

  app.get(
    '/candidate/configuration/documents',
    { config: staff, schema: { querystring: ZDocumentConfigPage } },
    (req) => listDocumentTypes(ctx.db, adminOf(req).tenant, req.query.page, req.query.pageSize),
  );
  app.post(
    '/candidate/configuration/documents',
    { config: staff, schema: { body: ZDocumentTypeCreate } },
    async (req, reply) => {
      const { actor, tenant } = adminOf(req);
      return reply.code(201).send(await createDocumentType(ctx.db, tenant, actor.subject, req.body));
    },
  );
  app.patch(
    '/candidate/configuration/documents',
    { config: staff, schema: { body: ZDocumentTypeSave } },
    (req) => {
      const { actor, tenant } = adminOf(req);
      return saveDocumentType(ctx.db, tenant, actor.subject, req.body);
    },
  );
  app.post(
    '/candidate/configuration/documents/order',
    { config: staff, schema: { body: ZDocumentOrder } },
    (req) => {
      const { actor, tenant } = adminOf(req);
      return orderDocumentTypes(ctx.db, tenant, actor.subject, req.body.DOCUMENTOS);
    },
  );
  app.get('/candidate/configuration/documents/import', { config: staff }, (req) => {
    const { actor, tenant } = adminOf(req);
    return importSources(ctx.db, tenant, actor.clients);
  });
  app.post(
    '/candidate/configuration/documents/import/:CODCLI',
    { config: staff, schema: { params: z.object({ CODCLI: z.string().max(10) }) } },
    async (req) => {
      const { actor, tenant } = adminOf(req);
      const codcli = ZCodCli.safeParse(req.params.CODCLI);
      const sources = await importSources(ctx.db, tenant, actor.clients);
      if (!codcli.success || !sources.some((s) => s.CODCLI === codcli.data))
        throw notFound(CONFIG_MSG.clientNotFound);
      return importDocumentTypes(ctx.db, tenant, actor.subject, {
        CODADM: tenant.CODADM,
        CODCLI: codcli.data,
      });
    },
  );

  app.post(
    '/candidate/customField',
    { config: staff, schema: { body: ZCustomFieldCreate } },
    async (req, reply) => {
      const { actor, tenant } = adminOf(req);
      return reply.code(201).send(await createCustomField(ctx.db, tenant, actor.subject, req.body));
    },
  );
  app.patch('/candidate/customFields', { config: staff, schema: { body: ZCustomFieldUpdate } }, (req) => {
    const { actor, tenant } = adminOf(req);
    return updateCustomField(ctx.db, tenant, actor.subject, req.body);
  });
  // the admin-filled values given on registration, one at a time (same rules as customFieldsData)
  app.put('/candidate/newCustomFieldsData', { config: staff, schema: { body: ZValueSave } }, (req) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    const { CODCANDIDATO, CODINFO, DESCRICAO } = req.body;
    return saveCustomValue(ctx, actor, requireTenant(actor), CODCANDIDATO, CODINFO, DESCRICAO);
  });
  app.patch(
    '/candidate/additional',
    {
      schema: {
        body: z.object({
          CODCANDIDATO: ZId,
          CODUSUARIO: ZId.optional(),
          CODSTATUS: z.coerce.number().int().optional(),
          VALUES: z.array(z.object({ CODINFO: ZId, DESCRICAO: z.string().max(255) })).max(100),
        }),
      },
    },
    (req) => {
      const actor = actorOf(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return saveAdditional(ctx, actor, requireTenant(actor), req.body.CODCANDIDATO, req.body.VALUES);
    },
  );
};
