/** Temporary upload of /temporario and editor images (docs/api-documents.md). */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { actorOf, requireTenant, staffOf } from '../plugins/auth.ts';
import { MULTIPART_LIMITS, readSingleFile } from '../modules/documents/read-upload.ts';
import { serveFile } from '../modules/documents/serve-file.ts';
import {
  EDITOR_MODULE_RE,
  findEditorImage,
  uploadEditorImage,
} from '../modules/editor-images/editor-images.ts';
import type { Storages } from '../modules/storage/create-storage.ts';
import { createTempUpload } from '../modules/temp-upload/create-temp-upload.ts';
import { findTempUpload } from '../modules/temp-upload/find-temp-upload.ts';

const ZModule = z.string().regex(EDITOR_MODULE_RE, 'Módulo inválido.');

export const tempUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storages: Storages }> = async (
  app,
  { ctx, storages },
) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post('/temporary/upload', async (req, reply) => {
    const answer = await createTempUpload(ctx, storages, actorOf(req), () => readSingleFile(req));
    return reply.code(201).send(answer);
  });

  app.get(
    '/temporary/:TOKEN',
    {
      config: { auth: 'public' },
      schema: { params: z.object({ TOKEN: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }) },
    },
    async (req, reply) => {
      const row = await findTempUpload(ctx.db, req.params.TOKEN);
      return serveFile(reply, storages, row, row.fileName);
    },
  );

  app.post(
    '/image/editor/upload/:module',
    { config: { auth: 'staff' }, schema: { params: z.object({ module: ZModule }) } },
    async (req, reply) => {
      const tenant = requireTenant(staffOf(req));
      const answer = await uploadEditorImage(ctx, storages, tenant, req.params.module, () =>
        readSingleFile(req),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/image/editor/viewer/:module/:data',
    {
      config: { auth: 'public' },
      schema: { params: z.object({ module: ZModule, data: z.string().regex(/^[0-9a-f]{32}$/) }) },
    },
    async (req, reply) => {
      const row = await findEditorImage(ctx.db, req.params.module, req.params.data);
      return serveFile(reply, storages, row, `${row.id}.${row.mime === 'image/png' ? 'png' : 'jpg'}`);
    },
  );
};
