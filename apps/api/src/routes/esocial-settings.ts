/**
 * Configurações → eSocial (decision 079; ADMIN, tenant from X-Cliente): who transmits the client's
 * events, and the administrator's transmitter certificate; and the Painel's certificate warning
 * (ADMIN, or staff with the ESOCIAL flag; every client of the caller, or the one CODCLI names).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ESOCIAL_SETTINGS_MSG, esocialSettingsApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { certificateUploadLimits, readCertificateUpload } from '../lib/certificate-upload.ts';
import { routeOf } from '../lib/contract-route.ts';
import { forbidden } from '../lib/http-errors.ts';
import { staffOf } from '../modules/auth/index.ts';
import {
  removeTransmitterCertificate,
  saveTransmitterCertificate,
  transmitterCertificateAnswer,
} from '../modules/certificates/index.ts';
import { adminOf } from '../modules/configuration/index.ts';
import { dashboardScope } from '../modules/dashboard/index.ts';
import {
  certificateWarnings,
  esocialSettingsOf,
  saveEsocialSettings,
} from '../modules/esocial-settings/index.ts';

export const esocialSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: certificateUploadLimits(1) });

  app.route({
    ...routeOf(esocialSettingsApi.get),
    handler: (req) => esocialSettingsOf(ctx.db, adminOf(req).tenant),
  });
  app.route({
    ...routeOf(esocialSettingsApi.save),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return saveEsocialSettings(ctx.db, tenant, actor.subject, req.body.TRANSMISSAO);
    },
  });
  app.route({
    ...routeOf(esocialSettingsApi.transmitter),
    handler: (req) => transmitterCertificateAnswer(ctx, adminOf(req).tenant.CODADM),
  });
  app.route({
    ...routeOf(esocialSettingsApi.uploadTransmitter),
    handler: async (req) => {
      const { actor, tenant } = adminOf(req);
      const { bytes, password, fields } = await readCertificateUpload(req, ['CNPJ'] as const);
      return saveTransmitterCertificate(ctx, tenant, actor.subject, { bytes, password, cnpj: fields.CNPJ });
    },
  });
  app.route({
    ...routeOf(esocialSettingsApi.removeTransmitter),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return removeTransmitterCertificate(ctx, tenant, actor.subject);
    },
  });
  app.route({
    ...routeOf(esocialSettingsApi.certificateWarnings),
    handler: (req) => {
      const actor = staffOf(req);
      if (actor.role !== 'ADMIN' && !actor.permissions.ESOCIAL)
        throw forbidden(ESOCIAL_SETTINGS_MSG.widgetForbidden);
      return certificateWarnings(ctx.db, dashboardScope(actor, req.query).clients);
    },
  });
};
