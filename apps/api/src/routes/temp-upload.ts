/** Temporary upload of /temporario and editor images (docs/api-documents.md). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tempUploadApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, requireTenant, staffOf } from '../modules/auth/index.ts';
import { MULTIPART_LIMITS, readSingleFile, serveFile } from '../modules/documents/index.ts';
import { findEditorImage, uploadEditorImage } from '../modules/editor-images/index.ts';
import type { Storages } from '../modules/storage/index.ts';
import { createTempUpload, findTempUpload } from '../modules/temp-upload/index.ts';

export const tempUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storages: Storages }> = async (
  app,
  { ctx, storages },
) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.route({
    ...routeOf(tempUploadApi.upload),
    handler: async (req, reply) => {
      const answer = await createTempUpload(ctx, storages, actorOf(req), () => readSingleFile(req));
      return reply.code(201).send(answer);
    },
  });

  // signed in (the default): only the user who sent the file reads it
  app.route({
    ...routeOf(tempUploadApi.read),
    handler: async (req, reply) => {
      const row = await findTempUpload(ctx.db, req.params.TOKEN, actorOf(req).subject);
      return serveFile(reply, storages, row, row.fileName);
    },
  });

  app.route({
    ...routeOf(tempUploadApi.editorUpload),
    handler: async (req, reply) => {
      const tenant = requireTenant(staffOf(req));
      const answer = await uploadEditorImage(ctx, storages, tenant, req.params.module, () =>
        readSingleFile(req),
      );
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...routeOf(tempUploadApi.editorImage),
    handler: async (req, reply) => {
      const row = await findEditorImage(ctx.db, req.params.module, req.params.data);
      return serveFile(reply, storages, row, `${row.id}.${row.mime === 'image/png' ? 'png' : 'jpg'}`);
    },
  });
};
