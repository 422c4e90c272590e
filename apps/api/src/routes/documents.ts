/** Candidate documents (docs/api-documents.md): list, files, upload, removal, edit, review, download. */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOC_MSG, DOCUMENT_ACTIONS, OBSERVACAO_MAX } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../plugins/auth.ts';
import { notFound } from '../lib/http-errors.ts';
import type { Storages } from '../modules/storage/create-storage.ts';
import { deleteImage } from '../modules/documents/delete-image.ts';
import { documentAction } from '../modules/documents/document-action.ts';
import { fileName } from '../modules/documents/document-files.ts';
import { listDocumentTypes } from '../modules/documents/document-types.ts';
import { downloadDocument } from '../modules/documents/download-document.ts';
import { editImage } from '../modules/documents/edit-image.ts';
import { findFile } from '../modules/documents/find-file.ts';
import { findLinkedFile } from '../modules/documents/find-linked-file.ts';
import { listDocuments } from '../modules/documents/list-documents.ts';
import { listImages } from '../modules/documents/list-images.ts';
import { listObservations } from '../modules/documents/observations.ts';
import { MULTIPART_LIMITS, readSingleFile } from '../modules/documents/read-upload.ts';
import { sendBytes, serveFile } from '../modules/documents/serve-file.ts';
import { uploadDocument } from '../modules/documents/upload-document.ts';
import { runValidation, validationParameters } from '../modules/ocr/run-validation.ts';

const ZId = z.coerce.number().int().positive().max(2147483647);
const ZUser = z.coerce.number().int().min(0).max(2147483647);
const ZDocParams = z.object({ CODCANDIDATO: ZId, CODTIPODOC: ZId });
const ZUploadParams = ZDocParams.extend({ tipo: z.enum(['pdf', 'image']), CODUSUARIO: ZUser });
const ZStorageParams = ZDocParams.extend({
  CODADM: ZId,
  CODCLI: z.string().regex(/^\d{3}$/),
  file: z.string().regex(/^\d{1,15}\.(jpg|png|pdf)$/),
});
const ZObservation = z.string().trim().max(OBSERVACAO_MAX, DOC_MSG.observationTooLong).nullish();
export const ZDocumentAction = z.object({
  CODCANDIDATO: ZId,
  CODTIPODOC: ZId,
  CODUSUARIO: ZUser.optional(),
  DOCUMENTO: z.string().max(200).nullish(),
  ACAO: z.enum(DOCUMENT_ACTIONS, { error: 'Ação inválida.' }),
  OBSERVACAO: ZObservation,
});
export const ZImageEdit = z.object({
  CODCANDIDATO: ZId,
  CODTIPODOC: ZId,
  CODIMAGEM: ZId,
  ROTACAO: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  RECORTE: z
    .object({
      x: z.number().int().min(0),
      y: z.number().int().min(0),
      width: z.number().int().min(1),
      height: z.number().int().min(1),
    })
    .optional(),
});
export const ZDownload = z.object({
  CODCANDIDATO: ZId,
  CODTIPODOC: ZId,
  CODUSUARIO: ZUser.optional(),
  IMAGEM: z.union([z.string().max(40), z.number().int().positive()]).nullish(),
  PAGINA: z.coerce.number().int().min(1).max(1000).nullish(),
});

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

  app.post('/candidate/documents/list', { schema: { body: z.object({ CODCANDIDATO: ZId }) } }, (req) => {
    const { actor, tenant } = scope(req);
    return listDocuments(ctx.db, actor, tenant, req.body.CODCANDIDATO);
  });

  app.get(
    '/candidate/documents/images/:CODCANDIDATO/:CODTIPODOC',
    { schema: { params: ZDocParams } },
    (req) => {
      const { actor, tenant } = scope(req);
      return listImages(ctx.db, actor, tenant, req.params.CODCANDIDATO, req.params.CODTIPODOC);
    },
  );

  app.get(
    '/candidate/documents/image/show/:CODCANDIDATO/:CODTIPODOC',
    { schema: { params: ZDocParams, querystring: z.object({ CODIMAGEM: ZId.optional() }) } },
    async (req, reply) => {
      const { actor, tenant } = scope(req);
      const { CODCANDIDATO, CODTIPODOC } = req.params;
      const ref = req.query.CODIMAGEM ? { codimagem: req.query.CODIMAGEM } : ({ first: true } as const);
      const file = await findFile(ctx.db, actor, tenant, CODCANDIDATO, CODTIPODOC, ref);
      return serveFile(reply, storages, file, fileName(file));
    },
  );

  app.get(
    '/candidate/images/storage/:CODADM/:CODCLI/:CODCANDIDATO/:CODTIPODOC/:file',
    { schema: { params: ZStorageParams } },
    async (req, reply) => {
      const { actor, tenant } = scope(req);
      const p = req.params;
      if (p.CODADM !== tenant.CODADM || p.CODCLI !== tenant.CODCLI) throw notFound(DOC_MSG.fileNotFound);
      const file = await findFile(ctx.db, actor, tenant, p.CODCANDIDATO, p.CODTIPODOC, { file: p.file });
      return serveFile(reply, storages, file, fileName(file));
    },
  );

  // the signed token is the credential (LINK_IMAGENS sheet); any malformed one is just an invalid token
  app.get(
    '/candidate/images/link/:token',
    { config: { auth: 'public' }, schema: { params: z.object({ token: z.string().max(1000) }) } },
    async (req, reply) => {
      const file = await findLinkedFile(ctx, req.params.token);
      return serveFile(reply, storages, file, fileName(file));
    },
  );

  app.post(
    '/candidate/documents/upload/:tipo/:CODCANDIDATO/:CODTIPODOC/:CODUSUARIO',
    { schema: { params: ZUploadParams } },
    (req) => {
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
  );

  app.delete(
    '/candidate/documents/image/delete/:CODCANDIDATO/:CODTIPODOC/:CODUSUARIO',
    {
      schema: {
        params: ZDocParams.extend({ CODUSUARIO: ZUser }),
        querystring: z.object({ CODIMAGEM: ZId, IMAGEM: z.string().max(40).optional() }),
      },
    },
    (req) => {
      const { actor, tenant } = scope(req, req.params.CODUSUARIO);
      return deleteImage(ctx, storages, actor, tenant, {
        codcandidato: req.params.CODCANDIDATO,
        codtipodoc: req.params.CODTIPODOC,
        codimagem: req.query.CODIMAGEM,
        imagem: req.query.IMAGEM || undefined,
      });
    },
  );

  app.post(
    '/candidate/documents/image/edit',
    { config: { auth: 'staff' }, schema: { body: ZImageEdit } },
    (req) => {
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
  );

  app.post('/candidate/documents/download', { schema: { body: ZDownload } }, async (req, reply) => {
    const { actor, tenant } = scope(req, req.body.CODUSUARIO);
    const d = await downloadDocument(ctx.db, storages, actor, tenant, req.body);
    if (d.kind === 'file') return serveFile(reply, storages, d.file, d.name, 'attachment');
    return sendBytes(reply, d.data, { mime: d.mime, size: d.data.length }, d.name, 'attachment');
  });

  app.post(
    '/candidate/documents/action',
    { config: { auth: 'staff' }, schema: { body: ZDocumentAction } },
    (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return documentAction(ctx, actor, requireTenant(actor), req.body);
    },
  );

  app.post('/candidate/documents/observations', { schema: { body: ZDocParams } }, (req) => {
    const { actor, tenant } = scope(req);
    return listObservations(ctx.db, actor, tenant, req.body.CODCANDIDATO, req.body.CODTIPODOC);
  });

  app.post(
    '/candidate/data/document/type',
    {
      schema: {
        body: z
          .object({ CODADM: z.coerce.number().int().optional(), CODCLI: z.string().max(3).optional() })
          .optional(),
      },
    },
    (req) => {
      const { tenant } = scope(req);
      return listDocumentTypes(ctx.db, tenant, req.body ?? {});
    },
  );

  app.post(
    '/candidate/validation/parameters',
    { config: { auth: 'staff' }, schema: { body: z.object({ CODTIPODOC: ZId }) } },
    (req) => validationParameters(ctx.db, requireTenant(staffOf(req)), req.body.CODTIPODOC),
  );

  app.post(
    '/candidate/validation/run',
    {
      config: { auth: 'staff' },
      schema: { body: z.object({ CODCANDIDATO: ZId, CODTIPODOC: ZId, CODIMAGEM: ZId.optional() }) },
    },
    (req) => {
      const actor = staffOf(req);
      return runValidation(ctx.db, storages, actor, requireTenant(actor), req.body);
    },
  );
};
