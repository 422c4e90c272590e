/** Reports (RELATORIO) and image links (LINK_IMAGENS), spec 3 §2, §5, §7. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsApi, XLSX_CONTENT_TYPE } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { assertSameClient, staffWithFlag } from '../modules/configuration/index.ts';
import {
  detailedReport,
  exportPlan,
  planImageLinks,
  reportRange,
  startReport,
  streamCandidateExport,
  streamImageLinks,
} from '../modules/reports/index.ts';
import { streamInSlot, workKey } from '../lib/work-limiter.ts';

const sendSheet = (reply: FastifyReply, fileName: string, stream: NodeJS.ReadableStream) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(reportsApi.start),
    handler: (req) => {
      const { tenant } = staffWithFlag(req, 'RELATORIO');
      return startReport(ctx.db, tenant, reportRange(req.query.DATINICIAL, req.query.DATFINAL));
    },
  });
  app.route({
    ...routeOf(reportsApi.detailed),
    handler: (req) => {
      const { tenant } = staffWithFlag(req, 'RELATORIO');
      const q = req.query;
      return detailedReport(ctx.db, tenant, reportRange(q.DATINICIAL, q.DATFINAL), q.page, q.pageSize);
    },
  });

  app.route({
    ...routeOf(reportsApi.export),
    handler: async (req, reply) => {
      const { actor, tenant } = staffWithFlag(req, 'RELATORIO');
      // every check happens here, before the first byte: once streaming, an error can only cut the file
      const plan = await exportPlan(ctx.db, actor, tenant, req.body);
      const stream = await streamInSlot(ctx.heavyWork, workKey.staff(actor.codusuario), () =>
        streamCandidateExport(ctx.db, plan, (err) => req.log.error({ err }, 'exportação falhou')),
      );
      return sendSheet(reply, plan.fileName, stream);
    },
  });

  app.route({
    ...routeOf(reportsApi.imageLinks),
    handler: async (req, reply) => {
      const { actor, tenant } = staffWithFlag(req, 'LINK_IMAGENS');
      assertSameClient(tenant, req.body.CODADM, req.body.CODCLI);
      const { CODTIPODOC, DATINICIO, DATFIM } = req.body;
      const plan = await planImageLinks(ctx, actor, tenant, CODTIPODOC, DATINICIO, DATFIM);
      const stream = await streamInSlot(ctx.heavyWork, workKey.staff(actor.codusuario), () =>
        streamImageLinks(ctx, plan, (err) => req.log.error({ err }, 'links de imagens falharam')),
      );
      return sendSheet(reply, plan.fileName, stream);
    },
  });
};
