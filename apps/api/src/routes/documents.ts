/** Candidate documents (docs/api-documents.md): list, files, upload, removal, edit, review, download. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOC_MSG, documentFilesApi, documentsApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../modules/auth/index.ts';
import { notFound } from '../lib/http-errors.ts';
import type { Storages } from '../modules/storage/index.ts';
import {
  deleteImage,
  documentAction,
  downloadDocument,
  editImage,
  fileName,
  findLinkedFile,
  listDocuments,
  listDocumentTypes,
  listImages,
  listObservations,
  MULTIPART_LIMITS,
  readSingleFile,
  sendBytes,
  serveFile,
  uploadDocument,
  viewFile,
} from '../modules/documents/index.ts';
import { runValidation, validationParameters } from '../modules/ocr/index.ts';

export const documentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storages: Storages }> = async (
  app,
  { ctx, storages },
) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const scope = (req: Parameters<typeof actorOf>[0], codusuario?: number) => {
    const actor = actorOf(req);
    if (actor.kind === 'staff') assertSelf(actor.codusuario, codusuario);
    return { actor, tenant: requireTenant(actor) };
  };

  app.route({
    ...routeOf(documentsApi.list),
    handler: (req) => {
      const { actor, tenant } = scope(req);
      return listDocuments(ctx.db, actor, tenant, req.body.CODCANDIDATO);
    },
  });

  app.route({
    ...routeOf(documentsApi.images),
    handler: (req) => {
      const { actor, tenant } = scope(req);
      return listImages(ctx.db, actor, tenant, req.params.CODCANDIDATO, req.params.CODTIPODOC);
    },
  });

  app.route({
    ...routeOf(documentFilesApi.show),
    handler: async (req, reply) => {
      const { actor, tenant } = scope(req);
      const { CODCANDIDATO, CODTIPODOC } = req.params;
      const ref = req.query.CODIMAGEM ? { codimagem: req.query.CODIMAGEM } : ({ first: true } as const);
      const file = await viewFile(ctx.db, actor, tenant, CODCANDIDATO, CODTIPODOC, ref);
      return serveFile(reply, storages, file, fileName(file));
    },
  });

  app.route({
    ...routeOf(documentFilesApi.byStoragePath),
    handler: async (req, reply) => {
      const { actor, tenant } = scope(req);
      const p = req.params;
      if (p.CODADM !== tenant.CODADM || p.CODCLI !== tenant.CODCLI) throw notFound(DOC_MSG.fileNotFound);
      const file = await viewFile(ctx.db, actor, tenant, p.CODCANDIDATO, p.CODTIPODOC, { file: p.file });
      return serveFile(reply, storages, file, fileName(file));
    },
  });

  // the signed token is the credential (LINK_IMAGENS sheet); any malformed one is just an invalid token
  app.route({
    ...routeOf(documentFilesApi.byLink),
    handler: async (req, reply) => {
      const file = await findLinkedFile(ctx, req.params.token);
      return serveFile(reply, storages, file, fileName(file));
    },
  });

  app.route({
    ...routeOf(documentsApi.upload),
    handler: (req) => {
      const { actor, tenant } = scope(req, req.params.CODUSUARIO);
      const p = req.params;
      return uploadDocument(
        ctx,
        storages,
        actor,
        tenant,
        { codcandidato: p.CODCANDIDATO, codtipodoc: p.CODTIPODOC, declared: p.tipo },
        () => readSingleFile(req),
      );
    },
  });

  app.route({
    ...routeOf(documentsApi.removeFile),
    handler: (req) => {
      const { actor, tenant } = scope(req, req.params.CODUSUARIO);
      return deleteImage(ctx, storages, actor, tenant, {
        codcandidato: req.params.CODCANDIDATO,
        codtipodoc: req.params.CODTIPODOC,
        codimagem: req.query.CODIMAGEM,
        imagem: req.query.IMAGEM || undefined,
      });
    },
  });

  app.route({
    ...routeOf(documentsApi.editImage),
    handler: (req) => {
      const { actor, tenant } = scope(req);
      const b = req.body;
      return editImage(ctx, storages, actor, tenant, {
        codcandidato: b.CODCANDIDATO,
        codtipodoc: b.CODTIPODOC,
        codimagem: b.CODIMAGEM,
        rotacao: b.ROTACAO,
        recorte: b.RECORTE,
      });
    },
  });

  app.route({
    ...routeOf(documentFilesApi.download),
    handler: async (req, reply) => {
      const { actor, tenant } = scope(req, req.body.CODUSUARIO);
      const d = await downloadDocument(ctx.db, storages, actor, tenant, req.body);
      if (d.kind === 'file') return serveFile(reply, storages, d.file, d.name, 'attachment');
      return sendBytes(reply, d.data, { mime: d.mime, size: d.data.length }, d.name, 'attachment');
    },
  });

  app.route({
    ...routeOf(documentsApi.action),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return documentAction(ctx, actor, requireTenant(actor), req.body);
    },
  });

  app.route({
    ...routeOf(documentsApi.observations),
    handler: (req) => {
      const { actor, tenant } = scope(req);
      return listObservations(ctx.db, actor, tenant, req.body.CODCANDIDATO, req.body.CODTIPODOC);
    },
  });

  app.route({
    ...routeOf(documentsApi.types),
    handler: (req) => {
      const { tenant } = scope(req);
      return listDocumentTypes(ctx.db, tenant, req.body ?? {});
    },
  });

  app.route({
    ...routeOf(documentFilesApi.validationParameters),
    handler: (req) => validationParameters(ctx.db, requireTenant(staffOf(req)), req.body.CODTIPODOC),
  });

  app.route({
    ...routeOf(documentFilesApi.validationRun),
    handler: (req) => {
      const actor = staffOf(req);
      return runValidation(ctx.db, storages, actor, requireTenant(actor), req.body);
    },
  });
};
